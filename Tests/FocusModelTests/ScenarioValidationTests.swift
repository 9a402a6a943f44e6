import FocusModel
import XCTest

/// One test per rule of docs/scenario-format.md: each breaks the valid example
/// in one place and checks the exact path and the gist of the message.
final class ScenarioValidationTests: XCTestCase {
    // MARK: - Structure

    func testRootMustBeAnObject() {
        assertScenarioError(text: "[1]", path: "$", message: "expected an object, found an array")
    }

    func testUnknownTopLevelKey() {
        assertScenarioError(replacing: ["colour"], with: "red", at: "$.colour",
                            message: #"unknown key "colour"; allowed keys: name, platform, screen, elements, groups, orders, task, users, constraints, variants"#)
    }

    func testUnknownKeyInElement() {
        assertScenarioError(replacing: ["elements", 1, "colour"], with: "x", at: "$.elements[1].colour",
                            message: "allowed keys: id, role, label, frame, tabindex, focusVisible, disabled, hint")
    }

    func testUnknownKeyInFrame() {
        assertScenarioError(replacing: ["elements", 1, "frame", "depth"], with: 1, at: "$.elements[1].frame.depth",
                            message: "allowed keys: x, y, width, height")
    }

    func testUnknownKeyInTaskStep() {
        assertScenarioError(replacing: ["task", 2, "tap"], with: true, at: "$.task[2].tap",
                            message: "allowed keys: activate, enter")
    }

    func testUnknownKeyInScreen() {
        assertScenarioError(replacing: ["screen", "scale"], with: 3, at: "$.screen.scale", message: "allowed keys: width, height")
    }

    func testMissingRequiredKeys() {
        assertScenarioError(replacing: ["name"], with: nil, at: "$", message: #"missing required key "name""#)
        assertScenarioError(replacing: ["platform"], with: nil, at: "$", message: #"missing required key "platform""#)
        assertScenarioError(replacing: ["elements"], with: nil, at: "$", message: #"missing required key "elements""#)
        assertScenarioError(replacing: ["orders"], with: nil, at: "$", message: #"missing required key "orders""#)
        assertScenarioError(replacing: ["task"], with: nil, at: "$", message: #"missing required key "task""#)
        assertScenarioError(replacing: ["elements", 0, "role"], with: nil, at: "$.elements[0]",
                            message: #"missing required key "role""#)
        assertScenarioError(replacing: ["elements", 0, "label"], with: nil, at: "$.elements[0]",
                            message: #"missing required key "label""#)
        assertScenarioError(replacing: ["elements", 0, "frame", "height"], with: nil, at: "$.elements[0].frame",
                            message: #"missing required key "height""#)
        assertScenarioError(replacing: ["task", 0, "activate"], with: nil, at: "$.task[0]",
                            message: #"missing required key "activate""#)
    }

    func testWrongTypes() {
        assertScenarioError(replacing: ["name"], with: 3, at: "$.name", message: "expected a string, found a number")
        assertScenarioError(replacing: ["elements"], with: [:], at: "$.elements", message: "expected an array, found an object")
        assertScenarioError(replacing: ["elements", 1, "frame", "x"], with: "16", at: "$.elements[1].frame.x",
                            message: "expected a number, found a string")
        assertScenarioError(replacing: ["orders"], with: ["a"], at: "$.orders", message: "expected an object, found an array")
        assertScenarioError(replacing: ["orders", "visual", 0], with: .null, at: "$.orders.visual[0]",
                            message: "expected a string, found null")
        assertScenarioError(replacing: ["task", 0, "enter"], with: true, at: "$.task[0].enter",
                            message: "expected a number of characters or the text typed, found a boolean")
        assertScenarioError(replacing: ["users"], with: [], at: "$.users", message: "expected an object, found an array")
    }

    func testEmptyName() {
        assertScenarioError(replacing: ["name"], with: "", at: "$.name", message: "must not be empty")
    }

    func testUnknownPlatform() {
        assertScenarioError(replacing: ["platform"], with: "windows", at: "$.platform",
                            message: #"unknown value "windows"; allowed values: ios, android, web"#)
    }

    func testUnknownRole() {
        assertScenarioError(replacing: ["elements", 3, "role"], with: "tickbox", at: "$.elements[3].role",
                            message: #"unknown value "tickbox"; allowed values: button, link, textField"#)
    }

    // MARK: - Elements

    func testNoElements() {
        assertScenarioError(replacing: ["elements"], with: [], at: "$.elements", message: "must list at least one element")
    }

    func testDuplicateElementID() {
        assertScenarioError(replacing: ["elements", 3, "id"], with: "email", at: "$.elements[3].id",
                            message: #"duplicate element id "email"; first used at $.elements[1]"#)
    }

    func testEmptyElementID() {
        assertScenarioError(replacing: ["elements", 0, "id"], with: "", at: "$.elements[0].id", message: "must not be empty")
    }

    func testZeroOrNegativeFrameSize() {
        assertScenarioError(replacing: ["elements", 2, "frame", "width"], with: 0, at: "$.elements[2].frame.width",
                            message: "must be greater than 0, found 0")
        assertScenarioError(replacing: ["elements", 2, "frame", "height"], with: -44, at: "$.elements[2].frame.height",
                            message: "must be greater than 0, found -44")
    }

    func testNegativeFrameOriginIsAnOffScreenPlace() throws {
        let text = exampleScenarioText.replacingOccurrences(of: #""x": 16, "y": 120"#, with: #""x": -400, "y": -30"#)
        let scenario = try ScenarioLoader.decode(text: text, file: "s.json")
        XCTAssertEqual(scenario.element(id: "email")?.frame, Frame(x: -400, y: -30, width: 358, height: 44))
    }

    func testNonFiniteNumber() {
        let text = exampleScenarioText.replacingOccurrences(of: #""x": 16, "y": 120"#, with: #""x": 1e999, "y": 120"#)
        assertScenarioError(text: text, path: "$.elements[1].frame.x", message: "must be a finite number")
    }

    func testScreenSizeMustBePositive() {
        assertScenarioError(replacing: ["screen", "width"], with: 0, at: "$.screen.width", message: "greater than 0")
    }

    // MARK: - Orders

    func testNoOrders() {
        assertScenarioError(replacing: ["orders"], with: [:], at: "$.orders", message: "must define at least one order")
    }

    func testEmptyOrder() {
        assertScenarioError(replacing: ["orders", "reported"], with: [], at: "$.orders.reported",
                            message: "must list at least one element id")
    }

    func testOrderNamingUnknownID() {
        assertScenarioError(replacing: ["orders", "visual", 2], with: "pasword", at: "$.orders.visual[2]",
                            message: #"unknown element id "pasword"; element ids: title, email, password, terms, submit"#)
    }

    func testIDListedTwiceInOneOrder() {
        let order: JSONValue = ["title", "email", "password", "terms", "submit", "email"]
        assertScenarioError(replacing: ["orders", "visual"], with: order, at: "$.orders.visual[5]",
                            message: #"element id "email" is listed twice in this order; first at $.orders.visual[1]"#)
    }

    func testOrderMissingTaskTarget() {
        let order: JSONValue = ["title", "email", "password", "submit"]
        assertScenarioError(replacing: ["orders", "reported"], with: order, at: "$.orders.reported",
                            message: #"does not include "terms", the target of task step $.task[2]"#)
    }

    func testOrderMayLeaveOutNonTargets() throws {
        let value = exampleScenario.replacing(["orders", "visual"], with: ["email", "password", "terms", "submit"])
        XCTAssertEqual(try ScenarioLoader.decode(text: value.serialized(pretty: false), file: "t.json")
            .order(named: "visual")?.elementIDs.count, 4)
    }

    func testOrderNamesThatAreNotPlainNamesAreBracketed() {
        let value = exampleScenario.replacing(["orders", "tab order"], with: ["title", "nope"])
        assertScenarioError(value, path: #"$.orders["tab order"][1]"#, message: #"unknown element id "nope""#)
    }

    // MARK: - Task

    func testEmptyTask() {
        assertScenarioError(replacing: ["task"], with: [], at: "$.task", message: "must list at least one step")
    }

    func testTaskNamingUnknownID() {
        assertScenarioError(replacing: ["task", 1, "activate"], with: "pwd", at: "$.task[1].activate",
                            message: #"unknown element id "pwd""#)
    }

    func testNegativeEnter() {
        assertScenarioError(replacing: ["task", 0, "enter"], with: -3, at: "$.task[0].enter", message: "must not be negative")
    }

    func testNonIntegralEnter() {
        assertScenarioError(replacing: ["task", 0, "enter"], with: 2.5, at: "$.task[0].enter",
                            message: "must be a whole number, found 2.5")
    }

    func testHugeEnter() {
        assertScenarioError(replacing: ["task", 0, "enter"], with: 1e12, at: "$.task[0].enter", message: "must be between 0 and")
    }

    /// Text goes into text fields; a button or a checkbox takes none, and
    /// the models would type into it all the same.
    func testEnterOnAnElementThatTakesNoText() throws {
        assertScenarioError(replacing: ["task", 3, "enter"], with: 5, at: "$.task[3].enter",
                            message: #"element "submit" is a button, not a text field; only textField, "#
                                + "secureTextField, searchField, textArea take typed text")
        assertScenarioError(replacing: ["task", 2, "enter"], with: "yes", at: "$.task[2].enter",
                            message: #"element "terms" is a checkbox, not a text field"#)
        // Nothing typed is no text: the default, written out.
        XCTAssertNoThrow(try decodeScenario(exampleScenario.replacing(["task", 3, "enter"], with: 0)))
    }

    // MARK: - Checks run in file order, first problem wins

    func testOnlyTheFirstProblemIsReported() {
        let value = exampleScenario.replacing(["name"], with: 1).replacing(["platform"], with: "x")
        assertScenarioError(value, path: "$.name", message: "expected a string")
    }
}
