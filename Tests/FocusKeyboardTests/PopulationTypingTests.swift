import Foundation
@testable import FocusCost
import FocusModel
import FocusStats
import XCTest

/// Population runs that type the sign-up form's text on the keyboard: each
/// person types with their own parameters, the numbers do not depend on the
/// threads, a person types the same in both orders, and a population without
/// spread types what one person types.
final class PopulationTypingTests: XCTestCase {
    private static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenarios")

    private func signup() throws -> Scenario {
        try ScenarioLoader.load(contentsOf: Self.scenarios.appendingPathComponent("signup.json").path)
    }

    private func settings(replications: Int, seed: UInt64 = 11, threads: Int = 2,
                          keepReplications: Bool = false) -> SimulationSettings {
        SimulationSettings(replications: replications, seed: seed, threads: threads,
                           keepReplications: keepReplications)
    }

    private var iosSwitchControl: NamedProfile {
        guard let user = ProfileCatalog.builtIn.profile(named: "ios-switch-control") else {
            fatalError("ios-switch-control is a built-in profile")
        }
        return user
    }

    /// iOS Switch Control's people, reacting with a location of sd `sd`;
    /// `itemScanning` scans the form in focus order from the item last
    /// selected (the built-in scans groups of rows from the top, and the
    /// sign-up form's two orders then cost the same).
    private func population(sd: Double, itemScanning: Bool = false) -> NamedProfile {
        var profile = iosSwitchControl.profile
        if itemScanning, var p = profile.switchScanning {
            p.mode = .item
            p.resumeAfterSelection = .current
            profile = .switchScanning(p)
        }
        return NamedProfile(name: "ios-switch-control", profile: profile, people: PeopleVariation(parameters: [
            .init(key: "reactionTime.mu", distribution: .normal(mean: log(0.6), sd: sd)),
        ]))
    }

    func testSameNumbersOnOneAndTwoThreads() throws {
        let scenario = try signup()
        let runs = try [1, 2].map { threads in
            try CostModel.simulate(scenario: scenario, order: "visual", population: population(sd: 0.2), people: 12,
                                   settings: settings(replications: 40, threads: threads))
        }
        XCTAssertEqual(runs[0].estimate.summary, runs[1].estimate.summary)
        XCTAssertEqual(runs[0].people, runs[1].people)
        XCTAssertEqual(runs[0].estimate.breakdown.entry, runs[1].estimate.breakdown.entry)
        XCTAssertGreaterThan(runs[0].estimate.breakdown.entry, 0)
    }

    /// Typing does not depend on the order, so replication i of person p
    /// types for exactly as long in both orders, while the navigation differs.
    func testAPersonTypesTheSameInBothOrders() throws {
        let scenario = try signup()
        let runs = try ["visual", "passwordFirst"].map { order in
            try CostModel.simulate(scenario: scenario, order: order, population: population(sd: 0.2, itemScanning: true), people: 10,
                                   settings: settings(replications: 30, keepReplications: true))
        }
        let a = try XCTUnwrap(runs[0].estimate.records), b = try XCTUnwrap(runs[1].estimate.records)
        XCTAssertEqual(a.count, 300)
        var navigationDiffers = false
        for (x, y) in zip(a, b) where !x.capped && !y.capped {
            XCTAssertEqual(x.breakdown[.entry], y.breakdown[.entry])
            if x.total - x.breakdown[.entry] != y.total - y.breakdown[.entry] { navigationDiffers = true }
        }
        XCTAssertTrue(navigationDiffers, "the orders navigate differently")
        // And people differ in how they type: their mean typing times are not all equal.
        let perPerson = stride(from: 0, to: a.count, by: 30).map { start in
            a[start..<start + 30].reduce(0) { $0 + $1.breakdown[.entry] } / 30
        }
        XCTAssertGreaterThan(Set(perPerson).count, 1)
    }

    /// By design, people who are all alike share the pool a one-person run of
    /// N·R replications types, and draw from it with its replication streams:
    /// the same numbers.
    func testZeroSpreadReplaysTheSinglePersonRunWithTyping() throws {
        let scenario = try signup()
        let single = try CostModel.simulate(scenario: scenario, order: "visual", user: iosSwitchControl,
                                            settings: settings(replications: 2_000))
        let pooled = try CostModel.simulate(scenario: scenario, order: "visual", population: population(sd: 0),
                                            people: 20, settings: settings(replications: 100))
        XCTAssertEqual(pooled.estimate.summary, single.summary)
        XCTAssertEqual(pooled.estimate.counts, single.counts)
        XCTAssertEqual(pooled.estimate.breakdown.entry, single.breakdown.entry,
                       accuracy: 1e-9 * single.breakdown.entry)
    }

    /// People whose parameters differ by a negligible amount each type a
    /// small pool of their own: the pooled mean is unbiased, so it agrees with
    /// the one-person run within standard errors. The person means carry each
    /// small pool's sampling error, so their spread gives the pooled mean's SE.
    func testOwnPoolsOfNearlyAlikePeopleAgreeWithOnePersonWithinStandardErrors() throws {
        let scenario = try signup()
        let single = try CostModel.simulate(scenario: scenario, order: "visual", user: iosSwitchControl,
                                            settings: settings(replications: 8_000, seed: 4))
        let pooled = try CostModel.simulate(scenario: scenario, order: "visual", population: population(sd: 1e-9),
                                            people: 80, settings: settings(replications: 100, seed: 4))
        let means = pooled.people.personMeans
        let meanOfMeans = means.reduce(0, +) / Double(means.count)
        let spread = means.reduce(0) { $0 + ($1 - meanOfMeans) * ($1 - meanOfMeans) } / Double(means.count - 1)
        let se = (spread / Double(means.count) + pow(single.summary.standardError, 2)).squareRoot()
        XCTAssertLessThan(abs(pooled.estimate.summary.mean - single.summary.mean), 4 * se,
                          "population \(pooled.estimate.summary.mean) vs one person \(single.summary.mean), SE \(se)")
        XCTAssertNotEqual(pooled.estimate.summary.mean, single.summary.mean, "the people typed pools of their own")
    }

    /// The law of total variance holds with typing: the parts add up to the
    /// variance of all replications. People all alike (one shared pool)
    /// differ between them by simulation noise alone, within / R; people who
    /// each type a small pool of their own differ by that plus each pool's
    /// sampling error and the differences between the texts they type
    /// (docs/models.md, "Text entry in population runs").
    func testVarianceSplitAddsUpWithTyping() throws {
        let replications = 100
        let runs = try [0, 1e-9].map { sd in
            try CostModel.simulate(scenario: try signup(), order: "visual", population: population(sd: sd),
                                   people: 200, settings: settings(replications: replications, seed: 8))
        }
        for run in runs {
            let split = run.people.variance
            let n = Double(run.estimate.summary.count)
            XCTAssertEqual(split.total, run.estimate.summary.variance * (n - 1) / n,
                           accuracy: 1e-9 * run.estimate.summary.variance)
        }
        let alike = runs[0].people.variance, own = runs[1].people.variance
        XCTAssertLessThan(abs(alike.between - alike.within / Double(replications)), 4 * alike.betweenStandardError,
                          "between \(alike.between), within / R \(alike.within / Double(replications))")
        let inflation = own.between - own.within / Double(replications)
        // About 220 s² here (each person types one of the run's eight English
        // texts, 21 times), against the simulation noise within / R of about 6 s².
        XCTAssertGreaterThan(inflation, 4 * own.betweenStandardError, "each small pool adds its sampling error")
    }

    func testPersonalPoolSize() {
        XCTAssertEqual(KeyboardTextEntry.typings(for: .wholeRun, replications: 200_000), 4096)
        XCTAssertEqual(KeyboardTextEntry.typings(for: .wholeRun, replications: 300), 300)
        XCTAssertEqual(KeyboardTextEntry.typings(for: .person(3, of: 200), replications: 1_000), 21)
        XCTAssertEqual(KeyboardTextEntry.typings(for: .person(3, of: 10_000), replications: 1_000), 8)
        XCTAssertEqual(KeyboardTextEntry.typings(for: .person(3, of: 2), replications: 1_000), 1_000)
    }
}
