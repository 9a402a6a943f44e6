import FocusModel
import XCTest

/// The element key `inputType`: the keyboard a text field asks for.
final class InputTypeDecodingTests: XCTestCase {
    func testInputTypeDecodesAndGoesWithTheTaskForTextEntry() throws {
        let text = exampleScenario.replacing(["elements", 1, "inputType"], with: "email").serialized(pretty: true)
        let scenario = try ScenarioLoader.decode(text: text, file: "test.json")
        XCTAssertEqual(scenario.element(id: "email")?.inputType, .email)
        XCTAssertNil(scenario.element(id: "password")?.inputType)
        // The decoded task is as written; text entry gets each step's field type.
        XCTAssertNil(scenario.task[0].inputType)
        XCTAssertEqual(scenario.taskWithInputTypes.map(\.inputType), [.email, nil, nil, nil])
    }

    func testInputTypeIsForTextFieldsAndKnownTypes() {
        assertScenarioError(exampleScenario.replacing(["elements", 3, "inputType"], with: "email"),
                            path: "$.elements[3].inputType", message: "only a text field has an input type; this element is a checkbox")
        assertScenarioError(exampleScenario.replacing(["elements", 1, "inputType"], with: "phone"),
                            path: "$.elements[1].inputType", message: "phone")
    }
}
