import Foundation
import FocusCost
import FocusModel
import FocusStats
import XCTest

/// Switch scans stop only on actionable elements unless the profile asks for
/// every element, and a scan that does not start by itself costs one start
/// press per step.
final class SwitchStopsAndStartPressTests: XCTestCase {
    /// Six buttons b0 ... b5 with a heading and static texts between them;
    /// `mixed` interleaves them, `controls` is the same order without them.
    private var interleaved: Scenario {
        let roles: [(String, Role)] = [
            ("title", .heading), ("b0", .button), ("t0", .staticText), ("b1", .button), ("b2", .link),
            ("t1", .staticText), ("img", .image), ("b3", .textField), ("b4", .checkbox), ("t2", .staticText),
            ("b5", .toggle),
        ]
        let elements = roles.enumerated().map { index, entry in
            Element(id: entry.0, role: entry.1, label: entry.0,
                    frame: Frame(x: 10, y: Double(index) * 50, width: 200, height: 40))
        }
        let mixed = roles.map(\.0)
        return Scenario(name: "interleaved", platform: .ios, elements: elements,
                        orders: [NamedOrder(name: "mixed", elementIDs: mixed),
                                 NamedOrder(name: "controls", elementIDs: mixed.filter { $0.hasPrefix("b") })],
                        task: [TaskStep(target: "b3", characters: 2), TaskStep(target: "b5"), TaskStep(target: "b1")],
                        screen: ScreenSize(width: 400, height: 600))
    }

    private func fixedTimes(_ base: SwitchScanningProfile, _ change: (inout SwitchScanningProfile) -> Void = { _ in })
        -> NamedProfile {
        var p = base
        p.reactionTime = .fixed(0.6)
        p.pressTime = .fixed(0.6)
        p.slip = 0
        change(&p)
        return NamedProfile(name: "fixed", profile: .switchScanning(p))
    }

    private let platformProfiles: [(String, SwitchScanningProfile)] = [
        ("ios-switch-control", .iosSwitchControl), ("android-switch-access", .androidSwitchAccess),
        ("switch-step", .switchStep),
    ]

    func testStaticElementsAmongControlsCostASwitchUserNothing() throws {
        for (name, base) in platformProfiles {
            let user = fixedTimes(base)
            let comparison = try CostModel.compare(scenario: interleaved, orders: ("mixed", "controls"), user: user,
                                                   settings: settings(replications: 50))
            XCTAssertEqual(comparison.a.summary.mean, comparison.b.summary.mean, name)
            XCTAssertEqual(comparison.a.summary.sd, 0, name)
        }
    }

    func testScanningNonActionableElementsMakesThemCost() throws {
        for (name, base) in platformProfiles {
            let user = fixedTimes(base) { $0.scanNonActionable = true }
            let comparison = try CostModel.compare(scenario: interleaved, orders: ("mixed", "controls"), user: user,
                                                   settings: settings(replications: 50))
            XCTAssertGreaterThan(comparison.a.summary.mean, comparison.b.summary.mean + 1, name)
        }
    }

    func testOrderMeanIgnoresSkippedElements() throws {
        let scenario = interleaved
        let mixed = try XCTUnwrap(scenario.order(named: "mixed")).elementIDs
        for (name, base) in platformProfiles {
            let model = try OrderMeanModel(scenario: scenario, elementIDs: mixed, task: scenario.task,
                                           profile: fixedTimes(base).profile)
            var moved = mixed.filter { !$0.hasPrefix("b") } + mixed.filter { $0.hasPrefix("b") }
            XCTAssertEqual(model.mean(ids: mixed), model.mean(ids: moved), accuracy: 1e-9, name)
            moved = mixed.filter { $0.hasPrefix("b") }.reversed() + mixed.filter { !$0.hasPrefix("b") }
            XCTAssertNotEqual(model.mean(ids: mixed), model.mean(ids: moved), name)
        }
    }

    func testAndroidTakesExactlyOneStartPressMorePerStep() throws {
        let scenario = interleaved
        let pressed = fixedTimes(.androidSwitchAccess) { $0.loops = nil }
        let automatic = fixedTimes(.androidSwitchAccess) {
            $0.loops = nil
            $0.autoStartScan = true
        }
        XCTAssertFalse(SwitchScanningProfile.androidSwitchAccess.autoStartScan)
        XCTAssertTrue(SwitchScanningProfile.iosSwitchControl.autoStartScan)
        let a = try CostModel.simulate(scenario: scenario, order: "mixed", user: pressed, settings: settings(replications: 20))
        let b = try CostModel.simulate(scenario: scenario, order: "mixed", user: automatic,
                                       settings: settings(replications: 20))
        XCTAssertEqual(a.summary.mean - b.summary.mean, Double(scenario.task.count) * 0.6, accuracy: 1e-9)
        XCTAssertEqual(a.summary.sd, 0)
        XCTAssertEqual(try XCTUnwrap(a.analytic).mean, a.summary.mean, accuracy: 1e-9)
    }

    /// The start press with random times, wrong selections and every switch
    /// mode: simulation and closed form agree within 4 standard errors.
    func testStartPressClosedFormsAgreeWithSimulation() throws {
        var grouped = interleaved
        grouped.groups = [Group(id: "g", memberIDs: ["b2", "b3", "b4"])]
        let reaction = Distribution.lognormal(mu: log(0.6), sigma: 0.35)
        let cases: [(String, SwitchScanningProfile.Scanning, SwitchScanningProfile.Mode)] = [
            ("item", .auto, .item), ("group", .auto, .group), ("row-column", .auto, .rowColumn),
            ("step", .step, .item), ("point", .point, .item),
        ]
        for (index, c) in cases.enumerated() {
            var p = SwitchScanningProfile.androidSwitchAccess
            p.scanning = c.1
            p.mode = c.2
            p.loops = nil
            p.reactionTime = reaction
            p.pressTime = reaction
            p.slip = c.1 == .step ? 0.05 : 0
            p.sweepSpeed = 80
            p.activationTime = .uniform(min: 0.1, max: 0.4)
            let estimate = try CostModel.simulate(scenario: grouped, order: "mixed",
                                                  user: NamedProfile(name: c.0, profile: .switchScanning(p)),
                                                  settings: settings(replications: 20_000, seed: 900 + UInt64(index)))
            let analytic = try XCTUnwrap(estimate.analytic, c.0)
            XCTAssertLessThan(abs(estimate.summary.mean - analytic.mean), 4 * estimate.summary.standardError,
                              "\(c.0): \(estimate.summary.mean) ± \(estimate.summary.standardError) vs \(analytic.mean)")
        }
    }

    func testProfileKeysDecodeAndEncode() throws {
        let path = NSTemporaryDirectory() + "switch-stops-profiles-\(getpid()).json"
        try #"{"mine": {"base": "android-switch-access", "autoStartScan": true, "scanNonActionable": true}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = try ProfileCatalog.loadProfiles(contentsOf: path, over: .builtIn)
        guard let p = try XCTUnwrap(loaded.first).profile.switchScanning else { return XCTFail("not a switch profile") }
        XCTAssertTrue(p.autoStartScan)
        XCTAssertTrue(p.scanNonActionable)
        XCTAssertEqual(p.scanInterval, SwitchScanningProfile.androidSwitchAccess.scanInterval)
        let encoded = UserProfile.switchScanning(.androidSwitchAccess).jsonValue
        guard case let .object(members) = encoded else { return XCTFail("not an object") }
        XCTAssertTrue(members.contains { $0.key == "autoStartScan" && $0.value == .bool(false) })
        XCTAssertTrue(members.contains { $0.key == "scanNonActionable" && $0.value == .bool(false) })
    }
}
