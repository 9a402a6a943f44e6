import Foundation
import FocusCost
import FocusModel
import FocusStats
import XCTest

/// Group and row-column scanning: the simulated mean and sd against
/// `TwoLevelScanClosedForm`, exact agreement without errors, and when the
/// closed form is (not) available.
final class TwoLevelClosedFormTests: XCTestCase {
    /// Nine fields e0 ... e8 in three rows of three (row r at y = 60 r), with
    /// e1, e2, e3 grouped and e6, e7 grouped.
    private func grid(task: [(Int, Int)]) -> Scenario {
        var scenario = form(elementCount: 9, orders: ["linear": Array(0..<9), "shuffled": [4, 0, 8, 1, 5, 2, 6, 3, 7]],
                            task: task)
        for index in scenario.elements.indices {
            scenario.elements[index].frame = Frame(x: Double(index % 3) * 120, y: Double(index / 3) * 60,
                                                   width: 110, height: 44)
        }
        scenario.groups = [Group(id: "g1", memberIDs: ["e1", "e2", "e3"]), Group(id: "g2", memberIDs: ["e6", "e7"])]
        return scenario
    }

    private func user(_ mode: SwitchScanningProfile.Mode, interval: Double = 1, pause: Double = 0.5,
                      resume: SwitchScanningProfile.Resume = .first, reaction: Distribution,
                      loops: Int? = nil, falseActivation: Double = 0,
                      activation: Distribution = .fixed(0), entry: Distribution = .fixed(0)) -> NamedProfile {
        var named = switchUser(interval: interval, pause: pause, loops: loops, resume: resume, reaction: reaction,
                               falseActivation: falseActivation, activation: activation, entryPerCharacter: entry)
        guard var p = named.profile.switchScanning else { fatalError() }
        p.mode = mode
        named.profile = .switchScanning(p)
        return named
    }

    private struct Case {
        var label: String
        var order: String
        var user: NamedProfile
    }

    private var cases: [Case] {
        [
            Case(label: "group, lognormal, resume first", order: "linear",
                 user: user(.group, reaction: .lognormal(mu: log(0.6), sigma: 0.35))),
            Case(label: "group, gamma, resume current, shuffled order", order: "shuffled",
                 user: user(.group, resume: .current, reaction: .gamma(shape: 4, scale: 0.2))),
            Case(label: "row-column, uniform straddling the dwell, entry and activation", order: "linear",
                 user: user(.rowColumn, interval: 0.9, pause: 0.3, reaction: .uniform(min: 0.5, max: 1.5),
                            activation: .uniform(min: 0.1, max: 0.3), entry: .gamma(shape: 2, scale: 0.5))),
            Case(label: "row-column, exGaussian, resume current, shuffled order", order: "shuffled",
                 user: user(.rowColumn, pause: 0, resume: .current, reaction: .exGaussian(mu: 0.5, sigma: 0.1, tau: 0.3))),
        ]
    }

    private let steps: [(Int, Int)] = [(2, 3), (7, 0), (4, 1), (7, 0), (0, 0), (8, 2)]

    func testSimulatedMeanAndSDMatchTheClosedForm() throws {
        for (index, c) in cases.enumerated() {
            let estimate = try CostModel.simulate(scenario: grid(task: steps), order: c.order, user: c.user,
                                                  settings: settings(replications: 30_000, seed: 70 + UInt64(index),
                                                                     keep: true))
            let analytic = try XCTUnwrap(estimate.analytic, c.label)
            XCTAssertEqual(estimate.counts.capped, 0, c.label)
            XCTAssertGreaterThan(estimate.counts.misses, 0, c.label)
            assertMeanAgrees(estimate, with: analytic, c.label)
            try assertSDAgrees(estimate, with: analytic, c.label)
        }
    }

    /// With a fixed reaction shorter than every dwell and fixed other times, every
    /// replication takes exactly the closed form's mean, and its sd is 0.
    func testFixedTimesGiveTheClosedFormExactly() throws {
        for mode in [SwitchScanningProfile.Mode.group, .rowColumn] {
            for resume in [SwitchScanningProfile.Resume.first, .current] {
                let u = user(mode, resume: resume, reaction: .fixed(0.25), activation: .fixed(0.5), entry: .fixed(0.75))
                let estimate = try CostModel.simulate(scenario: grid(task: steps), order: "shuffled", user: u,
                                                      settings: settings(replications: 100))
                let analytic = try XCTUnwrap(estimate.analytic)
                XCTAssertEqual(estimate.summary.min, analytic.mean, "\(mode) \(resume)")
                XCTAssertEqual(estimate.summary.max, analytic.mean, "\(mode) \(resume)")
                XCTAssertEqual(analytic.sd, 0)
            }
        }
    }

    /// The group-mode layout of the linear order is [e0] [e1 e2 e3] [e4 e5] [e6 e7] [e8]:
    /// the given groups cover part of the screen, and the automatic rule groups the
    /// rest (e4 and e5 share a row). With T = 1, P = 0.5 and r = 0.25, targeting e7
    /// costs: units e0 (1.5), g1, [e4 e5] (1 each), g2 at 3.5 + r, then its members
    /// e6 (1.5), e7 at 1.5 + r after that.
    func testHandSumForOneGroupedTarget() throws {
        let estimate = try CostModel.simulate(scenario: grid(task: [(7, 0)]), order: "linear",
                                              user: user(.group, reaction: .fixed(0.25)),
                                              settings: settings(replications: 2))
        XCTAssertEqual(estimate.summary.mean, (3.5 + 0.25) + (1.5 + 0.25))
        XCTAssertEqual(try XCTUnwrap(estimate.analytic).mean, 5.5)
    }

    func testNoClosedFormWithLoopsOrFalseActivations() throws {
        let scenario = grid(task: steps)
        for u in [user(.group, reaction: .fixed(0.25), loops: 4),
                  user(.rowColumn, reaction: .fixed(0.25), falseActivation: 0.01)] {
            let estimate = try CostModel.simulate(scenario: scenario, order: "linear", user: u,
                                                  settings: settings(replications: 100))
            XCTAssertNil(estimate.analytic)
        }
    }

    func testBreakdownNamesTwoLevelCategories() throws {
        let estimate = try CostModel.simulate(scenario: grid(task: steps), order: "linear",
                                              user: user(.group, reaction: .fixed(0.25)),
                                              settings: settings(replications: 10))
        XCTAssertEqual(estimate.model.name, "switch, automatic group scanning")
        XCTAssertEqual(estimate.model.categories, [.waiting, .reacting, .errors, .activation, .entry])
        XCTAssertEqual(estimate.model.counts, [.misses, .falseActivations, .restarts])
    }
}
