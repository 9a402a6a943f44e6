import FocusCost
import FocusModel
import FocusStats
import Synchronization
import XCTest

/// The numbers depend on the seed and the replication count, never on the thread count.
final class ThreadIndependenceTests: XCTestCase {
    /// Errors, loops and random entry exercise every branch that draws random numbers.
    private let scenario = linearForm(elementCount: 6, task: [(4, 3), (1, 0), (5, 2)])
    private let user = switchUser(loops: 2, reaction: .uniform(min: 0.4, max: 1.3), falseActivation: 0.05,
                                  activation: .fixed(0.25), entryPerCharacter: .gamma(shape: 2, scale: 0.5))

    /// 20,000 replications make five chunks of 4,096, so 2 and 3 threads really split the work.
    func testSameSeedSameNumbersForOneTwoAndThreeThreads() throws {
        let estimates = try [1, 2, 3].map { threads in
            try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                   settings: settings(replications: 20_000, seed: 5, threads: threads))
        }
        for estimate in estimates.dropFirst() {
            XCTAssertEqual(estimate.summary, estimates[0].summary, "threads \(estimate.settings.threads)")
            XCTAssertEqual(estimate.breakdown, estimates[0].breakdown)
            XCTAssertEqual(estimate.counts, estimates[0].counts)
        }
        XCTAssertGreaterThan(estimates[0].counts.falseActivations, 0)
        XCTAssertGreaterThan(estimates[0].counts.restarts, 0)
    }

    /// The progress hook hears of every replication once and changes no number.
    func testTheProgressHookCountsEveryReplicationAndChangesNothing() throws {
        let heard = Atomic<Int>(0)
        var watched = settings(replications: 20_000, seed: 5, threads: 3)
        watched.onReplicationsDone = { heard.add($0, ordering: .relaxed) }
        let withHook = try CostModel.simulate(scenario: scenario, order: "linear", user: user, settings: watched)
        let without = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                             settings: settings(replications: 20_000, seed: 5, threads: 3))
        XCTAssertEqual(heard.load(ordering: .relaxed), 20_000)
        XCTAssertEqual(withHook.summary, without.summary)
        XCTAssertEqual(withHook.counts, without.counts)
    }

    func testKeptRecordsAreIdenticalAcrossThreadCounts() throws {
        let one = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                         settings: settings(replications: 9_000, seed: 6, threads: 1, keep: true))
        let three = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                           settings: settings(replications: 9_000, seed: 6, threads: 3, keep: true))
        XCTAssertEqual(one.records, three.records)
    }

    func testDifferentSeedsGiveDifferentNumbers() throws {
        let a = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                       settings: settings(replications: 5_000, seed: 5))
        let b = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                       settings: settings(replications: 5_000, seed: 6))
        XCTAssertNotEqual(a.summary.mean, b.summary.mean)
        XCTAssertNotEqual(a.summary.sd, b.summary.sd)
        XCTAssertNotEqual(a.breakdown, b.breakdown)
    }

    /// The first replications of a longer run are the replications of a shorter one.
    func testReplicationIOfALongerRunIsReplicationIOfAShorterRun() throws {
        let short = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                           settings: settings(replications: 100, seed: 8, keep: true))
        let long = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                          settings: settings(replications: 5_000, seed: 8, keep: true))
        XCTAssertEqual(short.records!, Array(long.records!.prefix(100)))
    }
}
