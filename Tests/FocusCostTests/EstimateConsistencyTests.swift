import FocusCost
import FocusModel
import FocusStats
import XCTest

/// The parts of an `Estimate` agree with each other and with the kept records.
final class EstimateConsistencyTests: XCTestCase {
    private let scenario = linearForm(elementCount: 6, task: [(4, 3), (1, 0), (5, 2)])
    private let user = switchUser(loops: 3, resume: .current, reaction: .uniform(min: 0.4, max: 1.3),
                                  falseActivation: 0.05, activation: .fixed(0.25),
                                  entryPerCharacter: .gamma(shape: 2, scale: 0.5))

    func testKeptRecordsMatchTheSummary() throws {
        let e = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                       settings: settings(replications: 6_000, keep: true))
        let records = try XCTUnwrap(e.records)
        XCTAssertEqual(records.count, 6_000)
        let totals = records.map(\.total)
        XCTAssertEqual(totals.reduce(0, +) / 6_000, e.summary.mean, accuracy: 1e-9 * e.summary.mean)
        XCTAssertEqual(totals.min(), e.summary.min)
        XCTAssertEqual(totals.max(), e.summary.max)
        XCTAssertEqual(records.map(\.misses).reduce(0, +), e.counts.misses)
        XCTAssertEqual(records.map(\.falseActivations).reduce(0, +), e.counts.falseActivations)
        XCTAssertEqual(records.map(\.restarts).reduce(0, +), e.counts.restarts)
        XCTAssertEqual(records.filter(\.capped).count, e.counts.capped)
        XCTAssertEqual(records.map(\.breakdown.entry).reduce(0, +) / 6_000, e.breakdown.entry,
                       accuracy: 1e-9 * e.breakdown.entry)
    }

    func testRecordsAreOnlyKeptWhenAsked() throws {
        let e = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                       settings: settings(replications: 100))
        XCTAssertNil(e.records)
    }

    func testBreakdownMeansSumToTheMean() throws {
        let e = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                       settings: settings(replications: 10_000))
        XCTAssertEqual(e.counts.capped, 0)
        XCTAssertEqual(e.breakdown.total, e.summary.mean, accuracy: 1e-9 * e.summary.mean)
        XCTAssertGreaterThan(e.breakdown.errors, 0)
        XCTAssertGreaterThan(e.breakdown.entry, 0)
        XCTAssertEqual(e.breakdown.activation, 0.25 * 3, accuracy: 1e-12)
    }

    /// The reported quantiles are ordered and inside the range, and the CI is around the mean.
    func testSummaryIsOrdered() throws {
        let s = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                       settings: settings(replications: 5_000)).summary
        XCTAssertLessThanOrEqual(s.min, s.median)
        XCTAssertLessThanOrEqual(s.median, s.p90)
        XCTAssertLessThanOrEqual(s.p90, s.p95)
        XCTAssertLessThanOrEqual(s.p95, s.max)
        XCTAssertTrue(s.ci95.contains(s.mean))
        XCTAssertEqual(s.count, 5_000)
    }

    func testCappedReplicationsAreCountedAtTheCap() throws {
        let e = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                       settings: settings(replications: 500, maxSeconds: 2))
        XCTAssertEqual(e.counts.capped, 500)
        XCTAssertEqual(e.summary.max, 2)
        XCTAssertEqual(e.summary.min, 2)
    }
}
