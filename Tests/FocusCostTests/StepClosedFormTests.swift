import Foundation
import FocusCost
import FocusModel
import FocusStats
import XCTest

/// Step scanning: the simulation against `StepScanClosedForm`, without slips
/// (a sum of press draws) and with them (the press-count chain).
final class StepClosedFormTests: XCTestCase {
    private func stepUser(press: Distribution, slip: Double = 0, resume: SwitchScanningProfile.Resume = .first,
                          activation: Distribution = .fixed(0), entry: Distribution = .fixed(0)) -> NamedProfile {
        var p = SwitchScanningProfile()
        p.scanning = .step
        p.pressTime = press
        p.slip = slip
        p.resumeAfterSelection = resume
        p.activationTime = activation
        p.entryTimePerCharacter = entry
        return NamedProfile(name: "stepper", profile: .switchScanning(p))
    }

    private let scenario = linearForm(elementCount: 8, task: [(3, 2), (7, 0), (0, 0), (5, 4), (5, 0)])

    func testFixedPressesGiveTheSumExactly() throws {
        for resume in [SwitchScanningProfile.Resume.first, .current] {
            let estimate = try CostModel.simulate(
                scenario: scenario, order: "linear",
                user: stepUser(press: .fixed(0.25), resume: resume, activation: .fixed(0.5), entry: .fixed(0.75)),
                settings: settings(replications: 50))
            // Presses: first: 4 + 8 + 1 + 6 + 6; current: 4 + 5 + 2 + 6 + 1.
            let presses = resume == .first ? 25.0 : 18.0
            let exact = presses * 0.25 + 5 * 0.5 + 6 * 0.75
            XCTAssertEqual(estimate.summary.min, exact)
            XCTAssertEqual(estimate.summary.max, exact)
            XCTAssertEqual(try XCTUnwrap(estimate.analytic).mean, exact)
            XCTAssertEqual(try XCTUnwrap(estimate.analytic).sd, 0)
        }
    }

    func testSimulatedMeanAndSDMatchTheClosedForm() throws {
        let users: [(String, NamedProfile)] = [
            ("lognormal presses, no slips", stepUser(press: .lognormal(mu: log(0.6), sigma: 0.35))),
            ("gamma presses, slips, resume current",
             stepUser(press: .gamma(shape: 3, scale: 0.2), slip: 0.08, resume: .current,
                      entry: .uniform(min: 1, max: 2))),
            ("fixed presses, many slips", stepUser(press: .fixed(0.5), slip: 0.3)),
        ]
        for (index, (label, user)) in users.enumerated() {
            let estimate = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                                  settings: settings(replications: 30_000, seed: 90 + UInt64(index),
                                                                     keep: true))
            let analytic = try XCTUnwrap(estimate.analytic, label)
            assertMeanAgrees(estimate, with: analytic, label)
            try assertSDAgrees(estimate, with: analytic, label)
        }
    }

    /// One item: every press is a select, N is geometric with success 1 − s:
    /// E[N] = 1/(1 − s), Var[N] = s/(1 − s)².
    func testOneItemPressCountIsGeometric() throws {
        let s = 0.25
        let estimate = try CostModel.simulate(scenario: linearForm(elementCount: 1, task: [(0, 0)]), order: "linear",
                                              user: stepUser(press: .fixed(1), slip: s),
                                              settings: settings(replications: 10))
        let analytic = try XCTUnwrap(estimate.analytic)
        XCTAssertEqual(analytic.mean, 1 / (1 - s), accuracy: 1e-12)
        XCTAssertEqual(analytic.sd, (s / ((1 - s) * (1 - s))).squareRoot(), accuracy: 1e-12)
    }

    func testBreakdownNamesStepCategories() throws {
        let estimate = try CostModel.simulate(scenario: scenario, order: "linear",
                                              user: stepUser(press: .fixed(0.5), slip: 0.1),
                                              settings: settings(replications: 1000))
        XCTAssertEqual(estimate.model.categories, [.pressing, .errors, .activation, .entry])
        XCTAssertEqual(estimate.model.counts, [.slips])
        XCTAssertGreaterThan(estimate.counts.slips, 0)
        XCTAssertGreaterThan(estimate.breakdown.errors, 0)
    }
}
