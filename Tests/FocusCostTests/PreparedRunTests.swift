import XCTest
import FocusCost
import FocusModel
import FocusStats

/// `PreparedScreen` and `PreparedRun` build a model once and run it many
/// times (the scanning typist's key selections); their records must be those
/// `CostModel.simulate` keeps for the same one-step scenario and settings,
/// whichever way the user scans and whether the scan skips elements.
final class PreparedRunTests: XCTestCase {
    /// Two rows of keys with frames, each row a group; `staticLast` makes the
    /// last element static text, which a scan that skips such elements leaves out.
    private func keyboard(staticLast: Bool = false) -> Scenario {
        var elements: [Element] = []
        for r in 0..<2 {
            for c in 0..<4 {
                let last = r == 1 && c == 3
                elements.append(Element(id: "k\(r)\(c)", role: last && staticLast ? .staticText : .button,
                                        label: "key", frame: Frame(x: Double(c) * 40, y: Double(r) * 50,
                                                                   width: 36, height: 46)))
            }
        }
        let ids = elements.map(\.id)
        return Scenario(name: "keys", platform: .ios, elements: elements,
                        orders: [NamedOrder(name: "keys", elementIDs: ids)], task: [],
                        screen: ScreenSize(width: 160, height: 100),
                        groups: [Group(id: "row0", memberIDs: Array(ids[0..<4])),
                                 Group(id: "row1", memberIDs: Array(ids[4..<8]))])
    }

    private func user(scanning: SwitchScanningProfile.Scanning, mode: SwitchScanningProfile.Mode,
                      rows: SwitchScanningProfile.Rows = .overlap) -> NamedProfile {
        guard var p = switchUser(reaction: .lognormal(mu: log(0.6), sigma: 0.35),
                                                       falseActivation: 0.05).profile.switchScanning else {
            fatalError("switchUser makes a switch profile")
        }
        p.scanning = scanning
        p.mode = mode
        p.rows = rows
        p.activationTime = .fixed(0.2)
        return NamedProfile(name: "\(scanning)-\(mode)", profile: .switchScanning(p))
    }

    private func assertSameRecords(_ screen: Scenario, _ user: NamedProfile, targets: [String],
                                   file: StaticString = #filePath, line: UInt = #line) throws {
        let prepared = try PreparedScreen(screen: screen, order: "keys", user: user)
        for (k, target) in targets.enumerated() {
            let step = TaskStep(target: target)
            var scenario = screen
            scenario.task = [step]
            let run = settings(replications: 300, seed: 11 + UInt64(k), keep: true)
            let expected = try CostModel.simulate(scenario: scenario, order: "keys", user: user, settings: run).records
            let fromScreen = try prepared.run(selecting: step).records(settings: run)
            let fromRun = try PreparedRun(scenario: scenario, order: "keys", user: user).records(settings: run)
            XCTAssertEqual(fromScreen, expected, "\(user.name), \(target), PreparedScreen", file: file, line: line)
            XCTAssertEqual(fromRun, expected, "\(user.name), \(target), PreparedRun", file: file, line: line)
            XCTAssertGreaterThan(expected?.reduce(0) { $0 + $1.total } ?? 0, 0, file: file, line: line)
        }
    }

    func testRecordsMatchTheFullSimulationForEveryScanningMethod() throws {
        let users = [user(scanning: .auto, mode: .group), user(scanning: .auto, mode: .rowColumn),
                     user(scanning: .auto, mode: .rowColumn, rows: .android), user(scanning: .auto, mode: .item),
                     user(scanning: .step, mode: .item)]
        for user in users {
            try assertSameRecords(keyboard(), user, targets: ["k00", "k13", "k02"])
        }
    }

    /// A target the scan would skip is kept for its own task, so the units
    /// depend on the task: each target is then prepared from scratch.
    func testAScanThatSkipsElementsStillMatches() throws {
        try assertSameRecords(keyboard(staticLast: true), user(scanning: .auto, mode: .group),
                              targets: ["k13", "k12"])
    }

    func testATargetNotOnTheScreenIsRefusedAsTheSimulationRefusesIt() throws {
        let prepared = try PreparedScreen(screen: keyboard(), order: "keys", user: user(scanning: .auto, mode: .group))
        XCTAssertThrowsError(try prepared.run(selecting: TaskStep(target: "nowhere"))) { error in
            guard case CostModelError.simulation(.targetNotInOrder) = error else {
                return XCTFail("expected targetNotInOrder, got \(error)")
            }
        }
    }
}
