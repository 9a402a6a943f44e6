import Foundation
@testable import FocusCost
import FocusModel
import FocusStats
import XCTest

/// The texts a run types are one sample that all its replications share, so
/// the error of that sample is in the run's mean whatever the replications:
/// the confidence interval must hold it, and different seeds must type
/// different texts.
final class TypedTextErrorTests: XCTestCase {
    private static let signup = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenarios/signup.json")

    /// Means of 20 seeds, each standardised by its own interval's standard
    /// error about the mean of all: their variance is near 1 when the
    /// intervals are right. For 19 degrees of freedom, 99.9% of such variances
    /// lie in 0.32-2.3 (chi-square); with the texts left out of the interval
    /// it was over 50.
    func testIntervalHoldsTheTextsSpread() throws {
        let scenario = try ScenarioLoader.load(contentsOf: Self.signup.path)
        let user = try XCTUnwrap(ProfileCatalog.builtIn.profile(named: "ios-switch-control"))
        let runs = try (1...20).map { seed in
            try CostModel.simulate(scenario: scenario, order: "visual", user: user,
                                   settings: SimulationSettings(replications: 400, seed: UInt64(seed), threads: 2))
        }
        let t = Statistics.tQuantile(0.975, degreesOfFreedom: 399)
        let means = runs.map(\.summary.mean)
        let errors = runs.map { ($0.summary.ci95.high - $0.summary.ci95.low) / 2 / t }
        let grand = means.reduce(0, +) / Double(means.count)
        let z = zip(means, errors).map { ($0 - grand) / $1 }
        let variance = z.map { $0 * $0 }.reduce(0, +) / Double(z.count - 1)
        XCTAssertGreaterThan(variance, 0.32)
        XCTAssertLessThan(variance, 2.3)
        // The interval is wider than the replications' own error alone.
        let own = runs[0].summary.sd / 20
        XCTAssertGreaterThan(errors[0], 1.5 * own)
    }

    /// Replications stopped by the time cap before they typed carry none of
    /// the texts' error: every one capped at 3 s gives the interval [3, 3].
    func testReplicationsCappedBeforeTypingAddNoTextError() throws {
        let scenario = try ScenarioLoader.load(contentsOf: Self.signup.path)
        let user = try XCTUnwrap(ProfileCatalog.builtIn.profile(named: "ios-switch-control"))
        let run = try CostModel.simulate(scenario: scenario, order: "visual", user: user,
                                         settings: SimulationSettings(replications: 50, seed: 1, threads: 2,
                                                                      maxSeconds: 3))
        XCTAssertEqual(run.counts.capped, 50)
        XCTAssertEqual(run.summary.ci95, ClosedInterval(low: 3, high: 3))
    }

    func testSeedsDoNotShareTexts() {
        let texts = { (seed: UInt64) in
            Set(KeyboardTextEntry.countTexts(for: .wholeRun).map {
                KeyboardTextEntry.textSeed(seed: seed, step: 0, text: $0)
            })
        }
        XCTAssertEqual(texts(1).count, KeyboardTextEntry.textsPerCount)
        XCTAssertTrue(texts(1).isDisjoint(with: texts(2)))
        XCTAssertTrue(texts(1).isDisjoint(with: texts(9)))
    }
}
