import Foundation
import FocusCost
import FocusModel
import FocusStats
import XCTest

/// The simulated mean and sd against the closed form of `LinearScanClosedForm`.
final class AnalyticAgreementTests: XCTestCase {
    private struct Case {
        var label: String
        var scenario: Scenario
        var user: NamedProfile
    }

    private let cases: [Case] = [
        Case(label: "lognormal, resume first, pause 0.5",
             scenario: linearForm(elementCount: 8, task: [(1, 0), (4, 0), (7, 0)]),
             user: referenceUser),
        Case(label: "gamma, resume current, repeated target",
             scenario: linearForm(elementCount: 7, task: [(5, 0), (2, 0), (2, 0), (6, 0)]),
             user: switchUser(resume: .current, reaction: .gamma(shape: 4, scale: 0.2))),
        Case(label: "exGaussian, pause 0, target at position 0",
             scenario: linearForm(elementCount: 6, task: [(0, 0), (3, 0)]),
             user: switchUser(pause: 0, reaction: .exGaussian(mu: 0.5, sigma: 0.1, tau: 0.3))),
        Case(label: "truncated normal, resume current, position 0 twice",
             scenario: linearForm(elementCount: 5, task: [(0, 0), (0, 0), (4, 0)]),
             user: switchUser(resume: .current, reaction: .normal(mean: 0.7, sd: 0.3))),
        Case(label: "text entry with random per-character and activation times",
             scenario: linearForm(elementCount: 6, task: [(2, 5), (5, 3), (1, 0)]),
             user: switchUser(reaction: .lognormal(mu: log(0.6), sigma: 0.35),
                              activation: .uniform(min: 0.1, max: 0.3),
                              entryPerCharacter: .gamma(shape: 2, scale: 0.5))),
        Case(label: "uniform reaction straddling the dwell, wrapping resume current",
             scenario: linearForm(elementCount: 5, task: [(3, 0), (0, 0), (1, 0)]),
             user: switchUser(interval: 0.9, pause: 0.3, resume: .current, reaction: .uniform(min: 0.5, max: 1.5))),
    ]

    /// |simulated mean − exact| < 4 SE for every case.
    func testSimulatedMeanMatchesClosedForm() throws {
        for (index, c) in cases.enumerated() {
            let estimate = try CostModel.simulate(scenario: c.scenario, order: "linear", user: c.user,
                                                  settings: settings(replications: 30_000, seed: 10 + UInt64(index)))
            let analytic = try XCTUnwrap(estimate.analytic, c.label)
            XCTAssertEqual(estimate.counts.capped, 0, c.label)
            assertMeanAgrees(estimate, with: analytic, c.label)
        }
    }

    /// |s − exact sd| < 4 SE(s) should hold as the mean check does; the delta
    /// method behind SE(s) is accurate at N = 30,000.
    func testSimulatedStandardDeviationMatchesClosedForm() throws {
        for (index, c) in cases.enumerated() {
            let estimate = try CostModel.simulate(scenario: c.scenario, order: "linear", user: c.user,
                                                  settings: settings(replications: 30_000, seed: 40 + UInt64(index),
                                                                     keep: true))
            let analytic = try XCTUnwrap(estimate.analytic, c.label)
            try assertSDAgrees(estimate, with: analytic, c.label)
        }
    }
}
