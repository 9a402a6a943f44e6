import FocusModel
import XCTest

/// The keys imports write: `source`, and the element keys `disabled` and `hint`.
final class ImportedScenarioKeysTests: XCTestCase {
    func testSourceIsDecoded() throws {
        let value = exampleScenario.replacing(["source"], with: ["kind": "ios", "file": "login.xml"])
        let scenario = try ScenarioLoader.decode(text: value.serialized(pretty: false), file: "s.json")
        XCTAssertEqual(scenario.source, ScenarioSource(kind: .ios, file: "login.xml"))
    }

    func testSourceKindMustMatchThePlatform() {
        assertScenarioError(replacing: ["source"], with: ["kind": "web", "file": "a.html"], at: "$.source.kind",
                            message: "a web source cannot describe a ios scenario")
    }

    func testViewportAndDensityBelongToTheirPlatform() {
        assertScenarioError(replacing: ["source"], with: ["kind": "ios", "file": "a", "density": 420],
                            at: "$.source.density", message: "belongs to an android source only")
        assertScenarioError(replacing: ["source"],
                            with: ["kind": "ios", "file": "a", "viewport": ["width": 390, "height": 844]],
                            at: "$.source.viewport", message: "belongs to a web source only")
        assertScenarioError(replacing: ["source"], with: ["kind": "ios", "file": "a", "scale": 3],
                            at: "$.source.scale", message: "allowed keys: kind, file, viewport, density")
    }

    func testInputAttributesAreDecoded() throws {
        let value = exampleScenario.replacing(["elements", 1, "input"], with: ["type": "email", "autocomplete": "email"])
        let scenario = try ScenarioLoader.decode(text: value.serialized(pretty: false), file: "s.json")
        XCTAssertEqual(scenario.element(id: "email")?.input, FormInput(type: "email", autocomplete: "email"))
        XCTAssertNil(scenario.element(id: "title")?.input)
        assertScenarioError(replacing: ["elements", 1, "input"], with: ["kind": "email"], at: "$.elements[1].input.kind",
                            message: "allowed keys: type, name, autocomplete")
        assertScenarioError(replacing: ["elements", 1, "input"], with: ["autocomplete": 3],
                            at: "$.elements[1].input.autocomplete", message: "string")
    }

    func testDisabledElementCannotBeATaskTarget() {
        assertScenarioError(replacing: ["elements", 3, "disabled"], with: true, at: "$.task[2].activate",
                            message: #"element "terms" is disabled"#)
        assertScenarioError(replacing: ["elements", 3, "disabled"], with: "yes", at: "$.elements[3].disabled",
                            message: "expected true or false")
    }

    func testDisabledElementThatIsNoTargetIsKept() throws {
        let value = exampleScenario.replacing(["elements", 0, "disabled"], with: true)
        let scenario = try ScenarioLoader.decode(text: value.serialized(pretty: false), file: "s.json")
        XCTAssertEqual(scenario.element(id: "title")?.disabled, true)
        XCTAssertEqual(scenario.element(id: "email")?.disabled, false)
    }

    func testHintIsDecoded() throws {
        let value = exampleScenario.replacing(["elements", 1, "hint"], with: "Double-tap to edit")
        let scenario = try ScenarioLoader.decode(text: value.serialized(pretty: false), file: "s.json")
        XCTAssertEqual(scenario.element(id: "email")?.hint, "Double-tap to edit")
        XCTAssertNil(scenario.element(id: "password")?.hint)
        assertScenarioError(replacing: ["elements", 1, "hint"], with: 3, at: "$.elements[1].hint",
                            message: "expected a string")
    }
}
