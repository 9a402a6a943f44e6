import FocusCost
import FocusModel
import FocusSimulation
import XCTest

/// Changing screens played phase by phase: exact sums with fixed times, and
/// a trap without exit refused before any replication.
final class PhasedRunTests: XCTestCase {
    /// A keyboard user with fixed times and no overshoot.
    private static func keys(stroke: Double, look: Double, navigation: KeyboardProfile.Navigation = .linear)
        -> NamedProfile {
        var p = KeyboardProfile()
        p.keystrokeTime = .fixed(stroke)
        p.lookTime = .fixed(look)
        p.navigation = navigation
        return NamedProfile(name: "keys", profile: .keyboard(p))
    }

    /// Keystroke 0.25 s, look 0.5 s, Tab only.
    private let keyboard = PhasedRunTests.keys(stroke: 0.25, look: 0.5)

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
        // Focus starts before b0: 4 Tabs to b3; 1 from d0 to d1; 1 from b3 (focus given back) to b4.
        XCTAssertEqual(try mean(screen()), expected(moves: 6))
    }

    func testFocusSentToTheTopOnClose() throws {
        XCTAssertEqual(try mean(screen(close: .top)), expected(moves: 9))
    }

    func testNonModalDialogThatLeavesFocusBehind() throws {
        // 4 Tabs to b3 (focus starts before b0); from b3 past b4, b5 and d0 to d1: 4 Tabs; back on b3,
        // 1 Tab to b4.
        XCTAssertEqual(try mean(screen(modal: false, open: .stays)), expected(moves: 9))
    }

    func testInvisibleFocusCostsKeyboardUsersASearch() throws {
        XCTAssertEqual(try mean(screen(invisibleB4: true)), expected(moves: 6) + InvisibleFocusSearch.seconds)
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
        // Focus starts before b0 and the way to b3 enters the banner at b1:
        // 3 Tabs (b0, b1, b2), activate b2; b1 and b2 go away and focus is on b3
        // at once; then as before (d1: 1 Tab, b4: 1 Tab). Four phases.
        XCTAssertEqual(try mean(scenario), expected(moves: 5, activations: 4, phases: 4))
    }

    /// With 1 s keystrokes and no looking, seconds count keystrokes. Ten
    /// buttons, the task activates b2 then b8; a two-button banner traps
    /// focus until its second button is activated.
    private func trapScreen(banner: [String]) -> Scenario {
        var scenario = Scenario(
            name: "trap", platform: .web, elements: (0..<10).map { button("b\($0)") },
            orders: [NamedOrder(name: "dom", elementIDs: (0..<10).map { "b\($0)" })],
            task: [TaskStep(target: "b2"), TaskStep(target: "b8")])
        scenario.traps = [FocusTrap(id: "banner", memberIDs: banner, exit: banner.last)]
        return scenario
    }

    private let oneSecondKeys = PhasedRunTests.keys(stroke: 1, look: 0)

    func testReachingATrapCostsTheTabsToIt() throws {
        // Next door (b3, b4): 3 Tabs to b2, Enter; Tab to b3, Tab to b4, Enter;
        // the banner goes, focus is on b5; 3 Tabs to b8, Enter: 8 Tabs, 3 Enters.
        XCTAssertEqual(try mean(trapScreen(banner: ["b3", "b4"]), user: oneSecondKeys), 11)
        // Far away (b6, b7): 3 Tabs, Enter; 5 Tabs to b7, Enter; focus on b8, Enter: 8 Tabs, 3 Enters.
        XCTAssertEqual(try mean(trapScreen(banner: ["b6", "b7"]), user: oneSecondKeys), 11)
        // Without the trap: 3 Tabs, Enter, 6 Tabs, Enter.
        var free = trapScreen(banner: ["b6", "b7"])
        free.traps = []
        XCTAssertEqual(try mean(free, user: oneSecondKeys), 11)
    }

    /// A user who takes the shorter way reaches a trap's exit either way
    /// round, paying every element in between: the exit first in the banner.
    func testShiftTabReachesTheExitTheShorterWay() throws {
        let shortest = Self.keys(stroke: 1, look: 0, navigation: .shortest)
        var near = trapScreen(banner: ["b3", "b4"])
        near.traps[0].exit = "b3"
        var far = trapScreen(banner: ["b6", "b7"])
        far.traps[0].exit = "b6"
        // Near: 3 Tabs to b2, Enter; Tab to b3, Enter; the banner goes and
        // focus is on b5; 3 Tabs to b8, Enter: 7 keys, 3 Enters.
        XCTAssertEqual(try mean(near, user: shortest), 10)
        // Far: 3 Tabs to b2, Enter; b6 is 4 Tabs forward, and backward
        // (b1, b0, b9, b8, b7, b6) 6 Shift+Tabs: 4 Tabs, Enter; focus on b8, Enter: 7 keys, 3 Enters.
        XCTAssertEqual(try mean(far, user: shortest), 10)
        // A banner at the top (b0, b1, exit b1), the task b2 then b9: the first
        // Tab lands on b0, in the banner; Tab to b1, Enter (2 keys, 1 Enter);
        // the banner goes and focus is on b2, Enter; b9 is one Shift+Tab
        // back round, Enter.
        var behind = trapScreen(banner: ["b0", "b1"])
        behind.task = [TaskStep(target: "b2"), TaskStep(target: "b9")]
        XCTAssertEqual(try mean(behind, user: shortest), 2 + 1 + 0 + 1 + 1 + 1)
    }
}
