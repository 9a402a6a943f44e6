import FocusModel
import XCTest

/// Dialogs, list changes and traps: strict decoding, and the phases the task is cut into.
final class ScreenChangeTests: XCTestCase {
    private func task(_ targets: [String]) -> JSONValue {
        .array(targets.map { ["activate": .string($0)] })
    }

    private func message(_ value: JSONValue) -> String {
        do { _ = try decodeScenario(value); return "decoded" } catch { return "\(error)" }
    }

    private func dialog(modal: Bool = true, open: String = "first", close: String = "trigger") -> JSONValue {
        ["id": "confirm", "opensAfter": "submit", "modal": .bool(modal), "focusOnOpen": .string(open),
         "focusOnClose": .string(close),
         "elements": [["id": "ok", "role": "button", "label": "OK"],
                      ["id": "cancel", "role": "button", "label": "Cancel"]],
         "closesAfter": ["ok", "cancel"]]
    }

    /// The example's task, then OK in the dialog, then the email field again.
    private func withDialog(_ dialog: JSONValue) -> JSONValue {
        exampleScenario.replacing(["dialogs"], with: [dialog])
            .replacing(["task"], with: task(["email", "password", "terms", "submit", "ok", "email"]))
    }

    func testDialogDecodes() throws {
        let scenario = try decodeScenario(withDialog(dialog()))
        XCTAssertEqual(scenario.dialogs.count, 1)
        XCTAssertEqual(scenario.dialogs[0].elements.map(\.id), ["ok", "cancel"])
        XCTAssertEqual(scenario.dialogs[0].focusOnOpen, .first)
        XCTAssertEqual(scenario.task.map(\.target), ["email", "password", "terms", "submit", "ok", "email"])
    }

    func testDialogRefusals() {
        XCTAssertTrue(message(withDialog(dialog(open: "elsewhere"))).contains("$.dialogs[0].focusOnOpen"))
        let clash = withDialog(dialog()).replacing(["dialogs", 0, "elements", 0, "id"], with: "email")
        XCTAssertTrue(message(clash).contains("duplicate element id \"email\""), message(clash))
        let foreignCloser = withDialog(dialog()).replacing(["dialogs", 0, "closesAfter", 0], with: "submit")
        XCTAssertTrue(message(foreignCloser).contains("not an element of this dialog"), message(foreignCloser))
        let extra = withDialog(dialog()).replacing(["dialogs", 0, "colour"], with: "red")
        XCTAssertTrue(message(extra).contains("unknown key \"colour\""))
    }

    func testTaskMustFollowTheScreen() {
        // The OK button before the dialog opens.
        let early = withDialog(dialog()).replacing(["task", 0], with: ["activate": "ok"])
        XCTAssertTrue(message(early).contains("$.task[0]"), message(early))
        XCTAssertTrue(message(early).contains("not open"), message(early))
        // The background behind a modal dialog.
        let behind = withDialog(dialog()).replacing(["task", 4], with: ["activate": "terms"])
        XCTAssertTrue(message(behind).contains("modal dialog 'confirm'"), message(behind))
        // Non-modal dialogs leave the background reachable.
        XCTAssertEqual(message(withDialog(dialog(modal: false)).replacing(["task", 4], with: ["activate": "terms"])),
                       "decoded")
    }

    private func phases(_ value: JSONValue, order: String = "visual") throws -> [FocusPhase] {
        let scenario = try decodeScenario(value)
        return try FocusPhasePlanner.plan(scenario, order: scenario.order(named: order)!.elementIDs)
    }

    func testModalDialogThatTakesFocusAndGivesItBack() throws {
        let result = try phases(withDialog(dialog()))
        XCTAssertEqual(result.map(\.elementIDs), [["title", "email", "password", "terms", "submit"], ["ok", "cancel"],
                                                  ["title", "email", "password", "terms", "submit"]])
        XCTAssertEqual(result.map(\.startIndex), [0, 0, 4])
        XCTAssertEqual(result.map { $0.steps.compactMap(\.taskIndex) }, [[0, 1, 2, 3], [4], [5]])
    }

    func testDialogThatLeavesFocusBehindAndSendsItToTheTop() throws {
        let result = try phases(withDialog(dialog(modal: false, open: "stays", close: "top")))
        XCTAssertEqual(result[1].elementIDs, ["title", "email", "password", "terms", "submit", "ok", "cancel"])
        XCTAssertEqual(result[1].startIndex, 4)
        XCTAssertEqual(result[2].startIndex, 0)
        let modalStays = try phases(withDialog(dialog(open: "stays")))
        XCTAssertEqual(modalStays[1].elementIDs, ["submit", "ok", "cancel"])
    }

    private var deletion: JSONValue {
        exampleScenario.replacing(["changes"], with: [["after": "terms", "removes": ["terms", "password"],
                                                       "focusAfterChange": "top"]])
    }

    func testListChangeRemovesAndMovesFocus() throws {
        let top = try phases(deletion)
        XCTAssertEqual(top.map(\.elementIDs), [["title", "email", "password", "terms", "submit"],
                                               ["title", "email", "submit"]])
        XCTAssertEqual(top[1].startIndex, 0)
        let nearest = try phases(deletion.replacing(["changes", 0, "focusAfterChange"], with: "nearest"))
        XCTAssertEqual(nearest[1].startIndex, 2, "the submit button takes the deleted checkbox's place")
        let removedLater = deletion.replacing(["task"], with: task(["terms", "password"]))
        XCTAssertTrue(message(removedLater).contains("not on the screen"), message(removedLater))
    }

    func testInsertedElementsJoinTheOrder() throws {
        let value = exampleScenario.replacing(["changes"], with: [[
            "after": "terms", "inserts": ["after": "terms", "elements": [["id": "news", "role": "checkbox",
                                                                           "label": "Newsletter"]]]]])
            .replacing(["task"], with: task(["email", "password", "terms", "news", "submit"]))
        let result = try phases(value)
        XCTAssertEqual(result[1].elementIDs, ["title", "email", "password", "terms", "news", "submit"])
        XCTAssertEqual(result[1].startIndex, 3)
        let early = value.replacing(["task", 0], with: ["activate": "news"])
        XCTAssertTrue(message(early).contains("not on the screen"), message(early))
    }

    private func withTrap(exit: JSONValue) -> JSONValue {
        exampleScenario.replacing(["traps"], with: [["id": "banner", "members": ["title", "email"], "exit": exit]])
            .replacing(["task"], with: task(["password", "terms"]))
    }

    func testTrapWithAnExitAddsTheEscape() throws {
        let result = try phases(withTrap(exit: "email"))
        // Focus is on the banner's first member as the screen loads: the trap's
        // phase is the banner, then the rest of the screen round to focus.
        XCTAssertEqual(result.map(\.elementIDs), [["title", "email", "password", "terms", "submit"],
                                                  ["password", "terms", "submit"]])
        XCTAssertEqual(result[0].startIndex, 0)
        XCTAssertTrue(result[0].startsOnLoad)
        XCTAssertFalse(result[1].startsOnLoad)
        XCTAssertEqual(result[0].steps, [FocusPhase.Step(target: "email", characters: 0, taskIndex: nil)])
        XCTAssertEqual(result[1].startIndex, 0)
        XCTAssertEqual(result[1].steps.compactMap(\.taskIndex), [0, 1])
    }

    /// A banner further on is reached along the route from focus: the trap's
    /// phase starts on focus, passes the elements before the banner, then the
    /// banner, then the rest of the screen.
    func testTrapFurtherOnStartsWhereFocusIs() throws {
        let value = exampleScenario.replacing(["traps"], with: [["id": "banner", "members": ["terms"], "exit": "terms"]])
            .replacing(["task"], with: task(["email", "submit"]))
        let result = try phases(value)
        XCTAssertEqual(result.map(\.elementIDs), [["title", "email", "password", "terms", "submit"],
                                                  ["email", "password", "terms", "submit", "title"],
                                                  ["title", "email", "password", "submit"]])
        XCTAssertEqual(result[1].startIndex, 0)
        XCTAssertEqual(result[2].startIndex, 3)
    }

    func testTrapWithoutExitCannotBeFinished() throws {
        let scenario = try decodeScenario(withTrap(exit: .null))
        XCTAssertThrowsError(try FocusPhasePlanner.plan(scenario, order: scenario.orders[0].elementIDs)) { error in
            XCTAssertEqual(error as? ScreenChangeError, .trapped(step: 0, target: "password", trap: "banner"))
        }
        XCTAssertTrue(message(withTrap(exit: "terms")).contains("must be one of the trap's members"))
    }

    /// Leaving a trap activates its exit, which a disabled control cannot be:
    /// the trap is refused at its exit rather than left as if it could be.
    func testDisabledExitIsRefused() throws {
        let value = withTrap(exit: "email").replacing(["elements", 1, "disabled"], with: true)
        let refusal = message(value)
        XCTAssertTrue(refusal.contains(#"$.traps[0].exit: the exit "email" is disabled"#), refusal)
        XCTAssertNoThrow(try decodeScenario(withTrap(exit: .null).replacing(["elements", 1, "disabled"], with: true)))
    }

    /// A trap behind the targets is never entered.
    func testTrapAfterTheTargetsIsNotEntered() throws {
        let value = exampleScenario.replacing(["traps"], with: [["id": "footer", "members": ["submit"]]])
            .replacing(["task", 3], with: nil)
        XCTAssertEqual(try phases(value).count, 1)
    }
}
