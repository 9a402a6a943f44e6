import Foundation
import FocusCost
import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Point scanning through the cost model: the closed form against the
/// simulation, exact sums, refusals, the built-in profile and the shipped
/// small- and large-target sheets.
final class PointScanningCostTests: XCTestCase {
    private func shipped(_ name: String) throws -> Scenario {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        return try ScenarioLoader.load(contentsOf: "/\(root)/scenarios/\(name)")
    }

    private func point(_ name: String = "point", base: SwitchScanningProfile = .switchPoint,
                       _ change: (inout SwitchScanningProfile) -> Void = { _ in }) -> NamedProfile {
        var p = base
        p.loops = nil
        change(&p)
        return NamedProfile(name: name, profile: .switchScanning(p))
    }

    /// A 200 × 400 pt screen: a button at the left edge, a badge drawn over
    /// part of a second button, a static caption, and a text field.
    private var edgeScreen: Scenario {
        let frames: [(String, Role, Frame)] = [
            ("edge", .button, Frame(x: 0, y: 40, width: 28, height: 28)),
            ("caption", .staticText, Frame(x: 36, y: 44, width: 120, height: 20)),
            ("save", .button, Frame(x: 120, y: 150, width: 60, height: 36)),
            ("badge", .button, Frame(x: 164, y: 146, width: 20, height: 20)),
            ("name", .textField, Frame(x: 10, y: 200, width: 180, height: 40)),
        ]
        return Scenario(name: "edge", platform: .android,
                        elements: frames.map { Element(id: $0.0, role: $0.1, label: $0.0, frame: $0.2) },
                        orders: [NamedOrder(name: "all", elementIDs: frames.map(\.0))],
                        task: [TaskStep(target: "name", characters: 3), TaskStep(target: "edge"),
                               TaskStep(target: "save")],
                        screen: ScreenSize(width: 200, height: 400))
    }

    private struct Case {
        var label: String
        var scenario: Scenario
        var order: String
        var user: NamedProfile
    }

    private func cases() throws -> [Case] {
        [
            Case(label: "shipped small targets, switch-point without loop limit",
                 scenario: try shipped("small-targets.json"), order: "visual", user: point()),
            Case(label: "fast line, gamma reaction, wrong selections, random recovery, activation and entry",
                 scenario: try shipped("small-targets.json"), order: "visual", user: point {
                     $0.sweepSpeed = 120
                     $0.reactionTime = .gamma(shape: 4, scale: 0.15)
                     $0.recoveryTime = .uniform(min: 1, max: 3)
                     $0.activationTime = .uniform(min: 0.1, max: 0.3)
                     $0.entryTimePerCharacter = .gamma(shape: 2, scale: 0.5)
                 }),
            Case(label: "screen edge, covering badge, truncated normal",
                 scenario: edgeScreen, order: "all", user: point {
                     $0.sweepSpeed = 90
                     $0.reactionTime = .normal(mean: 0.6, sd: 0.3)
                 }),
            Case(label: "screen edge, covering badge, exGaussian",
                 scenario: edgeScreen, order: "all", user: point {
                     $0.sweepSpeed = 70
                     $0.reactionTime = .exGaussian(mu: 0.45, sigma: 0.1, tau: 0.25)
                 }),
            Case(label: "uniform reaction",
                 scenario: edgeScreen, order: "all", user: point {
                     $0.reactionTime = .uniform(min: 0.2, max: 1.4)
                 }),
        ]
    }

    /// |simulated mean − exact| < 4 SE, and the same for the sd with SE(s)
    /// from the sample fourth moment (delta method).
    func testSimulatedMeanAndSDMatchTheClosedForm() throws {
        for (index, c) in try cases().enumerated() {
            let estimate = try CostModel.simulate(
                scenario: c.scenario, order: c.order, user: c.user,
                settings: settings(replications: 20_000, seed: 20 + UInt64(index), keep: true))
            let analytic = try XCTUnwrap(estimate.analytic, c.label)
            XCTAssertEqual(estimate.counts.capped, 0, c.label)
            assertMeanAgrees(estimate, with: analytic, c.label)
            try assertSDAgrees(estimate, with: analytic, c.label)
        }
    }

    func testCasesExerciseWrongSelectionsAndEmptySpace() throws {
        let c = try cases()[2]
        guard let profile = c.user.profile.switchScanning else { return XCTFail() }
        let model = try PointScanningModel(scenario: c.scenario, orderName: c.order, profile: profile)
        let save = PointScanningCrosshair(model: model, step: 2)
        XCTAssertGreaterThan(save.wrongElement, 0, "the badge over the save button")
        let edge = PointScanningCrosshair(model: model, step: 1)
        XCTAssertEqual(edge.x.early, 0, "a press before the line leaves x = 0 stops it on the edge button")
        XCTAssertGreaterThan(edge.nothing, 0)
    }

    /// With a fixed reaction the closed form is the documented sum: each step
    /// c_x / v + c_y / v plus two edge rests, activation and entry.
    func testFixedReactionClosedFormIsTheExactSum() throws {
        let user = point(base: SwitchScanningProfile()) {
            $0.scanning = .point
            $0.sweepSpeed = 50
            $0.reactionTime = .fixed(0.7)
            $0.activationTime = .fixed(0.5)
            $0.entryTimePerCharacter = .fixed(2)
        }
        let estimate = try CostModel.simulate(scenario: edgeScreen, order: "all", user: user,
                                              settings: settings(replications: 2, threads: 1))
        // name (100, 220), edge (14, 54), save (150, 168); 3 characters.
        let centres: [Double] = [100, 220, 14, 54, 150, 168]
        // Each line rests firstItemPause (0.5 s) at the edge first: two rests a step.
        let expected: Double = centres.reduce(0, +) / 50 + 3 * 0.5 + 3 * 2 + 3 * 2 * 0.5
        XCTAssertEqual(estimate.summary.mean, expected, accuracy: 1e-12)
        XCTAssertEqual(estimate.summary.sd, 0, accuracy: 1e-12)
        let analytic = try XCTUnwrap(estimate.analytic)
        XCTAssertEqual(analytic.mean, expected, accuracy: 1e-12)
        XCTAssertEqual(analytic.sd, 0, accuracy: 1e-9)
        XCTAssertEqual(estimate.model.name, "switch, point scanning")
        XCTAssertEqual(estimate.targets.map(\.missRate), [0, 0, 0])
        XCTAssertEqual(estimate.targets.map(\.attemptsPerReplication), [2, 2, 2])
    }

    func testBuiltInSwitchPoint() throws {
        guard let p = ProfileCatalog.builtIn.profile(named: "switch-point")?.profile.switchScanning else {
            return XCTFail("switch-point is not a built-in switch profile")
        }
        XCTAssertEqual(p.scanning, .point)
        XCTAssertEqual(p.sweepSpeed, 0.9 * 160 / 2.54, accuracy: 1e-12)  // 0.9 cm/s at 160 pt per inch
        XCTAssertEqual(p.loops, 2)
        XCTAssertEqual(p.reactionTime, .lognormal(mu: log(0.6), sigma: 0.35))
        XCTAssertEqual(p.activationTime, .fixed(0))
    }

    /// With a loop limit there is no closed form, but the simulation runs and
    /// reports per-target miss rates: higher for the 24 pt close button and the
    /// 30 pt checkbox than for their 44 pt versions, and a higher mean time.
    func testShippedSheetsThroughTheCostModel() throws {
        let user = NamedProfile(name: "switch-point", profile: .switchScanning(.switchPoint))
        let settings = settings(replications: 10_000, seed: 5)
        let small = try CostModel.simulate(scenario: try shipped("small-targets.json"), order: "visual", user: user,
                                           settings: settings)
        let large = try CostModel.simulate(scenario: try shipped("large-targets.json"), order: "visual", user: user,
                                           settings: settings)
        XCTAssertNil(small.analytic)
        XCTAssertEqual(small.targets.map(\.target), ["email", "weekly", "subscribe", "close"])
        for step in [1, 3] {
            XCTAssertGreaterThan(small.targets[step].missRate, large.targets[step].missRate, small.targets[step].target)
        }
        let se = (pow(small.summary.standardError, 2) + pow(large.summary.standardError, 2)).squareRoot()
        XCTAssertGreaterThan(small.summary.mean - large.summary.mean, 4 * se)
    }

    func testMissingScreenIsRefusedThroughTheCostModel() {
        var scenario = edgeScreen
        scenario.screen = nil
        XCTAssertThrowsError(try CostModel.simulate(scenario: scenario, order: "all", user: point(),
                                                    settings: settings(replications: 2, threads: 1))) {
            XCTAssertTrue("\($0)".contains("point scanning"), "\($0)")
        }
    }
}
