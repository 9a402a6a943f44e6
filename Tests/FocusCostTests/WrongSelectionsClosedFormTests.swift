import XCTest
import FocusCost
import FocusModel
import FocusSimulation
import FocusStats

/// `WrongSelectionsClosedForm` gives the expected wrong selections before one
/// target is selected; the simulators' mean count of false activations on the
/// same one-step task must agree within sampling error, whichever way the
/// user scans, resumes and loops.
final class WrongSelectionsClosedFormTests: XCTestCase {
    /// Three rows of four keys, each row a group, as a keyboard layer is
    /// built (`KeyboardScreen`), with the task of selecting `target`.
    private func keys(target: String) -> Scenario {
        var elements: [Element] = []
        var groups: [Group] = []
        for r in 0..<3 {
            var members: [String] = []
            for c in 0..<4 {
                let id = "k\(r)\(c)"
                elements.append(Element(id: id, role: .button, label: id,
                                        frame: Frame(x: Double(c) * 40 + 2, y: Double(r) * 50 + 2, width: 36,
                                                     height: 46)))
                members.append(id)
            }
            groups.append(Group(id: "row\(r)", memberIDs: members))
        }
        return Scenario(name: "keys", platform: .ios, elements: elements,
                        orders: [NamedOrder(name: "keys", elementIDs: elements.map(\.id))],
                        task: [TaskStep(target: target)], screen: ScreenSize(width: 160, height: 150), groups: groups)
    }

    private func user(mode: SwitchScanningProfile.Mode, resume: SwitchScanningProfile.Resume, loops: Int?,
                      scanning: SwitchScanningProfile.Scanning = .auto) -> NamedProfile {
        // A reaction that misses about one highlight in five at 0.8 s, so misses and loops matter.
        var named = switchUser(interval: 0.8, pause: 0.3, loops: loops, resume: resume,
                               reaction: .lognormal(mu: log(0.6), sigma: 0.35), falseActivation: 0.04)
        guard var p = named.profile.switchScanning else { fatalError("a switch profile") }
        p.mode = mode
        p.scanning = scanning
        p.recoveryTime = .fixed(1)
        named.profile = .switchScanning(p)
        return named
    }

    /// The closed form, and the simulated mean false activations per selection with its standard error.
    private func compare(_ user: NamedProfile, target: String) throws -> (form: Double, mean: Double, se: Double) {
        let scenario = keys(target: target)
        guard let p = user.profile.switchScanning else { fatalError("a switch profile") }
        let form: Double?
        switch (p.scanning, p.mode) {
        case (.point, _):
            form = WrongSelectionsClosedForm.perSelection(
                of: try PointScanningModel(scenario: scenario, orderName: "keys", profile: p), step: 0)
        case (_, .item):
            form = WrongSelectionsClosedForm.perSelection(
                of: try SwitchScanningModel(scenario: scenario, orderName: "keys", profile: p), step: 0)
        default:
            form = WrongSelectionsClosedForm.perSelection(
                of: try TwoLevelScanningModel(scenario: scenario, orderName: "keys", profile: p), step: 0)
        }
        let run = settings(replications: 6000, seed: 5, maxSeconds: 1e7, keep: true)
        let records = try XCTUnwrap(try CostModel.simulate(scenario: scenario, order: "keys", user: user,
                                                           settings: run).records)
        XCTAssertTrue(records.allSatisfy { !$0.capped }, "the time cap must not cut selections short")
        let counts = records.map { Double($0.falseActivations) }
        let mean = counts.reduce(0, +) / Double(counts.count)
        let variance = counts.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(counts.count - 1)
        return (try XCTUnwrap(form), mean, (variance / Double(counts.count)).squareRoot())
    }

    func testMatchesTheSimulatorsForEveryAutomaticScan() throws {
        for mode in SwitchScanningProfile.Mode.allCases {
            for resume in SwitchScanningProfile.Resume.allCases {
                for loops in [2, nil] as [Int?] {
                    let profile = user(mode: mode, resume: resume, loops: loops)
                    let found = try compare(profile, target: "k23")
                    XCTAssertGreaterThan(found.mean, 0.2, "\(mode) \(resume) \(String(describing: loops))")
                    XCTAssertEqual(found.form, found.mean, accuracy: 4 * found.se,
                                   "\(mode) \(resume) loops \(String(describing: loops))")
                }
            }
        }
    }

    func testMatchesThePointScanSimulator() throws {
        var named = user(mode: .item, resume: .first, loops: nil, scanning: .point)
        guard var p = named.profile.switchScanning else { fatalError("a switch profile") }
        p.sweepSpeed = 150  // fast enough that late stops land on the next key
        named.profile = .switchScanning(p)
        let found = try compare(named, target: "k12")
        XCTAssertGreaterThan(found.mean, 0.05)
        XCTAssertEqual(found.form, found.mean, accuracy: 4 * found.se)
    }

    /// A false activation so frequent that no selection is ever expected to
    /// get through: the form says so at once, with no simulation.
    func testNearCertainFalseActivationsGiveAnAstronomicalCount() throws {
        var named = user(mode: .group, resume: .first, loops: 4)
        guard var p = named.profile.switchScanning else { fatalError("a switch profile") }
        p.falseActivation = 0.99
        named.profile = .switchScanning(p)
        let model = try TwoLevelScanningModel(scenario: keys(target: "k23"), orderName: "keys", profile: p)
        let m = try XCTUnwrap(WrongSelectionsClosedForm.perSelection(of: model, step: 0))
        // At least the two rows and three keys passed before k23 must all go by without a press.
        XCTAssertGreaterThan(m, 0.99 / pow(0.01, 5) / 10)
        XCTAssertTrue(m.isFinite)
    }
}
