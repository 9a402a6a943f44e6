import FocusCost
import FocusModel
import FocusSimulation
import XCTest

/// Changing screens played phase by phase: exact sums with fixed times, and
/// a trap without exit refused before any replication.
final class PhasedRunTests: XCTestCase {
    /// Keystroke 0.25 s, look 0.5 s, Tab only, no overshoot.
    private let keyboard = NamedProfile(name: "keys", profile: .keyboard({
        var p = KeyboardProfile()
        p.keystrokeTime = .fixed(0.25)
        p.lookTime = .fixed(0.5)
        p.navigation = .linear
        return p
    }()))

    private func button(_ id: String, visible: Bool = true) -> Element {
        Element(id: id, role: .button, label: id, focusVisible: visible)
    }

    /// b0…b5; b3 opens a dialog [d0, d1] that closes after d1; the task is b3, d1, b4.
    private func screen(modal: Bool = true, open: Dialog.FocusOnOpen = .first,
                        close: Dialog.FocusOnClose = .trigger, invisibleB4: Bool = false) -> Scenario {
        var scenario = Scenario(
            name: "dialog", platform: .web,
            elements: (0..<6).map { button("b\($0)", visible: !(invisibleB4 && $0 == 4)) },
            orders: [NamedOrder(name: "dom", elementIDs: (0..<6).map { "b\($0)" })],
            task: [TaskStep(target: "b3"), TaskStep(target: "d1"), TaskStep(target: "b4")])
        scenario.dialogs = [Dialog(id: "confirm", opensAfter: "b3", elements: [button("d0"), button("d1")],
                                   modal: modal, focusOnOpen: open, focusOnClose: close, closesAfter: ["d1"])]
        return scenario
    }

    private func mean(_ scenario: Scenario, user: NamedProfile? = nil) throws -> Double {
        try CostModel.simulate(scenario: scenario, order: "dom", user: user ?? keyboard,
                               settings: SimulationSettings(replications: 8, threads: 1)).summary.mean
    }

    /// Moves cost a keystroke and a look (0.75 s), activations a keystroke
    /// (0.25 s), and each phase begins with a look at where focus is (0.5 s).
    private func expected(moves: Int, activations: Int = 3, phases: Int = 3) -> Double {
        Double(moves) * 0.75 + Double(activations) * 0.25 + Double(phases) * 0.5
    }

    func testCorrectDialogIsTheSumOfItsPhases() throws {
        // 3 Tabs to b3; 1 from d0 to d1; 1 from b3 (focus given back) to b4.
        XCTAssertEqual(try mean(screen()), expected(moves: 5))
    }

    func testFocusSentToTheTopOnClose() throws {
        XCTAssertEqual(try mean(screen(close: .top)), expected(moves: 8))
    }

    func testNonModalDialogThatLeavesFocusBehind() throws {
        // From b3 past b4 and b5 and d0 to d1: 4 Tabs.
        XCTAssertEqual(try mean(screen(modal: false, open: .stays)), expected(moves: 8))
    }

    func testInvisibleFocusCostsKeyboardUsersASearch() throws {
        XCTAssertEqual(try mean(screen(invisibleB4: true)), expected(moves: 5) + InvisibleFocusSearch.seconds)
    }

    func testScanningUsersPayForThePhasesToo() throws {
        let user = NamedProfile(name: "switch", profile: .switchScanning(SwitchScanningProfile()))
        let good = try mean(screen(), user: user)
        let bad = try mean(screen(modal: false, open: .stays), user: user)
        XCTAssertGreaterThan(bad, good, "the dialog's buttons come after the whole background")
    }

    func testTrapWithoutExitIsRefusedUpFront() {
        var scenario = screen()
        scenario.traps = [FocusTrap(id: "banner", memberIDs: ["b1", "b2"])]
        XCTAssertThrowsError(try mean(scenario)) { error in
            XCTAssertTrue("\(error)".contains("trap 'banner'"), "\(error)")
        }
    }

    func testTrapWithExitAddsTheEscape() throws {
        var scenario = screen()
        scenario.traps = [FocusTrap(id: "banner", memberIDs: ["b1", "b2"], exit: "b2")]
        // Focus starts on b0 and the way to b3 enters the banner at b1: 1 Tab to
        // b2, activate; b1 and b2 go away and focus is on b3 at once; then as
        // before (d1: 1 Tab, b4: 1 Tab). Four phases.
        XCTAssertEqual(try mean(scenario), expected(moves: 3, activations: 4, phases: 4))
    }
}
