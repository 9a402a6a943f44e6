import Foundation
import FocusCost
import FocusModel
import FocusStats
import XCTest

/// Group scanning as iOS does it: automatic groups on a screen without
/// `groups`, and the back-out highlight that ends every member pass.
final class IOSGroupScanningTests: XCTestCase {
    private func shipped(_ name: String) throws -> Scenario {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        return try ScenarioLoader.load(contentsOf: "/\(root)/scenarios/\(name)")
    }

    private func profile(_ change: (inout SwitchScanningProfile) -> Void) -> NamedProfile {
        var p = SwitchScanningProfile.iosSwitchControl
        change(&p)
        return NamedProfile(name: "ios", profile: .switchScanning(p))
    }

    func testSettingsIsFasterInGroupsThanItemByItemAndNamesTheGroups() throws {
        let scenario = try shipped("settings.json")
        let grouped = try CostModel.simulate(scenario: scenario, order: "visual", user: profile { _ in },
                                             settings: settings(replications: 4000))
        let items = try CostModel.simulate(scenario: scenario, order: "visual", user: profile { $0.mode = .item },
                                           settings: settings(replications: 4000))
        let ungrouped = try CostModel.simulate(scenario: scenario, order: "visual", user: profile { $0.autoGroup = false },
                                               settings: settings(replications: 4000))
        XCTAssertLessThan(grouped.summary.mean + 4 * grouped.summary.standardError,
                          items.summary.mean - 4 * items.summary.standardError)
        let groups = try XCTUnwrap(grouped.scanGroups)
        XCTAssertEqual(groups.first?.memberIDs, ["push", "emailAlerts", "sms"])
        XCTAssertTrue(groups.allSatisfy(\.automatic))
        XCTAssertNil(items.scanGroups)
        XCTAssertEqual(ungrouped.scanGroups, [])
    }

    /// Two groups [a b c] and [d e]; the target e is the last member of the
    /// second group. With a fixed reaction every pass is exact: the top level
    /// highlights [a b c] (1 + pause 0.5) then [d e] at 1.5, selected at
    /// 1.5 + r; its members d (1.5), e at 1.5 + r after that.
    func testMemberPassEndsWithTheBackOutHighlight() throws {
        let ids = ["a", "b", "c", "d", "e"]
        var scenario = Scenario(name: "two groups", platform: .ios,
                                elements: ids.map { Element(id: $0, role: .button, label: $0) },
                                orders: [NamedOrder(name: "o", elementIDs: ids)], task: [TaskStep(target: "e")])
        scenario.groups = [Group(id: "first", memberIDs: ["a", "b", "c"]), Group(id: "second", memberIDs: ["d", "e"])]
        let user = profile {
            $0.reactionTime = .fixed(0.25)
            $0.firstItemPause = 0.5
            $0.activationTime = .fixed(0)
            $0.loops = nil
        }
        let estimate = try CostModel.simulate(scenario: scenario, order: "o", user: user, settings: settings(replications: 2))
        XCTAssertEqual(estimate.summary.mean, (1.5 + 0.25) + (1.5 + 0.25), accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(estimate.analytic).mean, estimate.summary.mean, accuracy: 1e-9)
    }

    /// With misses (random reactions) the member passes wrap over the
    /// back-out highlight; simulation and closed form agree within 4 SE.
    func testBackOutClosedFormAgreesWithSimulation() throws {
        let scenario = try shipped("settings.json")
        let user = profile {
            $0.loops = nil
            $0.reactionTime = .lognormal(mu: log(0.7), sigma: 0.4)
        }
        let estimate = try CostModel.simulate(scenario: scenario, order: "visual", user: user,
                                              settings: settings(replications: 20_000, seed: 11))
        let analytic = try XCTUnwrap(estimate.analytic)
        XCTAssertGreaterThan(estimate.counts.misses, 0)
        XCTAssertLessThan(abs(estimate.summary.mean - analytic.mean), 4 * estimate.summary.standardError,
                          "\(estimate.summary.mean) ± \(estimate.summary.standardError) vs \(analytic.mean)")
    }

    /// A group selected by mistake is left through its back-out highlight,
    /// not by the recovery time: only presses that act on an element pay it.
    /// Half the non-target highlights are the group (at the top level), so
    /// far fewer recoveries than false activations are paid.
    func testWronglyEnteredGroupIsLeftByBackingOut() throws {
        let ids = ["a", "b", "c", "d", "t"]
        var scenario = Scenario(name: "group first", platform: .ios,
                                elements: ids.map { Element(id: $0, role: .button, label: $0) },
                                orders: [NamedOrder(name: "o", elementIDs: ids)], task: [TaskStep(target: "t")])
        scenario.groups = [Group(id: "g", memberIDs: ["a", "b", "c", "d"])]
        func run(recovery: Double) throws -> Estimate {
            let user = profile {
                $0.reactionTime = .fixed(0.25)
                $0.falseActivation = 0.05
                $0.recoveryTime = .fixed(recovery)
                $0.loops = nil
            }
            return try CostModel.simulate(scenario: scenario, order: "o", user: user,
                                          settings: settings(replications: 20_000, seed: 5))
        }
        let slow = try run(recovery: 100)
        let quick = try run(recovery: 0)
        let falsePresses = Double(slow.counts.falseActivations) / 20_000
        let recoveries = (slow.summary.mean - quick.summary.mean) / 100
        XCTAssertGreaterThan(falsePresses, 0.01)
        XCTAssertGreaterThan(recoveries, 0)
        XCTAssertLessThan(recoveries, 0.8 * falsePresses, "recoveries \(recoveries), false presses \(falsePresses)")
    }
}
