import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Keyboard users: Tab stops are the controls e2 ... e5 of `swipeForm`.
/// Keystroke 0.25 s, look 0.5 s, 0.125 s per character: the completion time is
/// one look at the start, then per step (keystroke + look) per move, one
/// keystroke to activate anything but a text field (Tab into it and type)
/// and the typed characters.
final class KeyboardExactTimingTests: XCTestCase {
    private func user(_ navigation: KeyboardProfile.Navigation, look: Distribution = .fixed(0.5)) -> KeyboardProfile {
        var p = KeyboardProfile()
        p.keystrokeTime = .fixed(0.25)
        p.lookTime = look
        p.entryTimePerCharacter = .fixed(0.125)
        p.navigation = navigation
        return p
    }

    private let task = [("e2", 12), ("e4", 0), ("e2", 0)]

    func testTabOnly() throws {
        let model = try KeyboardModel(scenario: swipeForm(task: task), orderName: "visual", profile: user(.linear))
        let record = replicateStops(model.plan, count: 1)[0]
        // Start before e2 (e0 is a heading); Tab to e2; e3, e4; e5, e2 (wrapping): 5 moves.
        XCTAssertEqual(record.breakdown[.keystrokes], 5 * 0.25)
        XCTAssertEqual(record.breakdown[.looking], 0.5 + 5 * 0.5)
        // Only e4 takes a keystroke to activate; e2 is a text field, twice.
        XCTAssertEqual(record.breakdown.activation, 1 * 0.25)
        XCTAssertEqual(record.breakdown.entry, 1.5)
        XCTAssertEqual(record.total, 6.0)
        XCTAssertEqual(model.plan.modelDescription.categories, [.keystrokes, .looking, .errors, .activation, .entry])
    }

    func testShiftTabTakesTheShorterWay() throws {
        // Focus starts before the first stop: e4 is three Tabs away but two
        // Shift+Tabs (wrapping to e5, then e4). e4 → e2: two either way, a tie
        // goes forward. e2 → e5: one Shift+Tab (wrapping) beats three Tabs.
        let model = try KeyboardModel(scenario: swipeForm(task: [("e4", 0), ("e2", 0), ("e5", 0)]),
                                      orderName: "visual", profile: user(.shortest))
        let record = replicateStops(model.plan, count: 1)[0]
        // Activations: e4 and e5; e2 is a text field.
        XCTAssertEqual(record.total, 0.5 + (2 + 2 + 1) * 0.75 + 2 * 0.25)
        // Tab only: 3 + 2 + 3 moves.
        let linear = try KeyboardModel(scenario: swipeForm(task: [("e4", 0), ("e2", 0), ("e5", 0)]),
                                       orderName: "visual", profile: user(.linear))
        XCTAssertEqual(replicateStops(linear.plan, count: 1)[0].total, 0.5 + 8 * 0.75 + 2 * 0.25)
    }

    func testHeadingsAndTextAreNotTabStops() {
        XCTAssertThrowsError(try KeyboardModel(scenario: swipeForm(task: [("e0", 0)]), orderName: "visual",
                                               profile: user(.linear))) { error in
            guard case let .unreachableTarget(_, target, reason)? = error as? SimulationError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(target, "e0")
            XCTAssert(reason.contains("heading") && reason.contains("Tab"), reason)
        }
    }

    /// Random looks: keystrokes stay fixed and the total is the looks plus the fixed rest.
    func testRandomLooksAdd() throws {
        let model = try KeyboardModel(scenario: swipeForm(task: task), orderName: "visual",
                                      profile: user(.linear, look: .gamma(shape: 3, scale: 0.1)))
        for record in replicateStops(model.plan, count: 100) {
            XCTAssertEqual(record.breakdown[.keystrokes], 1.25)
            XCTAssertEqual(record.total, record.breakdown[.looking] + 1.25 + 0.25 + 1.5, accuracy: 1e-12)
            XCTAssertGreaterThan(record.breakdown[.looking], 0)
        }
    }
}
