import FocusCost
import FocusModel
import XCTest

/// HTML's sequential focus navigation: on a loaded page no element has focus,
/// so the first Tab reaches the first element; a focused text field takes
/// typing at once; a dialog that takes focus puts it on its first focusable
/// control. Keystroke 1 s, no looking: seconds count keys.
final class KeyboardDetailsTests: XCTestCase {
    private let keys = NamedProfile(name: "keys", profile: .keyboard({
        var p = KeyboardProfile()
        p.keystrokeTime = .fixed(1)
        p.lookTime = .fixed(0)
        p.entryTimePerCharacter = .fixed(1)
        p.navigation = .linear
        return p
    }()))

    private func mean(_ scenario: Scenario, order: String = "dom") throws -> Double {
        try CostModel.simulate(scenario: scenario, order: order, user: keys,
                               settings: SimulationSettings(replications: 4, threads: 1)).summary.mean
    }

    private func page(_ elements: [Element], orders: [[String]], task: [TaskStep]) -> Scenario {
        Scenario(name: "page", platform: .web, elements: elements,
                 orders: orders.enumerated().map { NamedOrder(name: $0.offset == 0 ? "dom" : "other", elementIDs: $0.element) },
                 task: task)
    }

    func testFirstTabReachesTheFirstElement() throws {
        let elements = [Element(id: "go", role: .button, label: "Go"), Element(id: "h", role: .heading, label: "Title"),
                        Element(id: "next", role: .button, label: "Next")]
        // The same Tab stops (go, next) with the heading first or second: one
        // Tab to go, Enter; one Tab to next, Enter.
        let scenario = page(elements, orders: [["go", "h", "next"], ["h", "go", "next"]],
                            task: [TaskStep(target: "go"), TaskStep(target: "next")])
        XCTAssertEqual(try mean(scenario), 4)
        XCTAssertEqual(try mean(scenario, order: "other"), 4)
    }

    func testTextFieldTakesTypingWithoutAnActivationKey() throws {
        let elements = [Element(id: "name", role: .textField, label: "Name"),
                        Element(id: "send", role: .button, label: "Send")]
        // Tab into the field, type 3 characters; Tab, Enter.
        let scenario = page(elements, orders: [["name", "send"]],
                            task: [TaskStep(target: "name", characters: 3), TaskStep(target: "send")])
        XCTAssertEqual(try mean(scenario), 1 + 3 + 1 + 1)
    }

    func testDialogPutsFocusOnItsFirstControl() throws {
        let elements = (0..<3).map { Element(id: "b\($0)", role: .button, label: "B\($0)") }
        var scenario = page(elements, orders: [["b0", "b1", "b2"]],
                            task: [TaskStep(target: "b0"), TaskStep(target: "ok")])
        scenario.dialogs = [Dialog(id: "confirm", opensAfter: "b0",
                                   elements: [Element(id: "title", role: .heading, label: "Sure?"),
                                              Element(id: "text", role: .staticText, label: "It cannot be undone"),
                                              Element(id: "ok", role: .button, label: "OK"),
                                              Element(id: "cancel", role: .button, label: "Cancel")],
                                   closesAfter: ["ok", "cancel"])]
        // Tab to b0, Enter; the dialog opens with focus on OK, Enter.
        XCTAssertEqual(try mean(scenario), 1 + 1 + 0 + 1)
    }
}
