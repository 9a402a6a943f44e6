import FocusModel
import XCTest

/// The element key `options` (a picker's list) and the task key `choose`.
final class PickerDecodingTests: XCTestCase {
    /// The example with its checkbox turned into a country picker.
    private var withPicker: JSONValue {
        exampleScenario.replacing(["elements", 3, "role"], with: "picker")
            .replacing(["elements", 3, "options"], with: ["Canada", "Mexico", "United States"])
    }

    func testOptionsAndChoiceByLabelDecode() throws {
        let text = withPicker.replacing(["task", 2, "choose"], with: "United States").serialized(pretty: true)
        let scenario = try ScenarioLoader.decode(text: text, file: "test.json")
        XCTAssertEqual(scenario.element(id: "terms")?.options, PickerOptions(labels: ["Canada", "Mexico", "United States"]))
        XCTAssertEqual(scenario.task[2].choice, 2)
        XCTAssertNil(scenario.task[0].choice)
    }

    func testCountedOptionsAreChosenByNumber() throws {
        let counted = withPicker.replacing(["elements", 3, "options"], with: 250)
        let scenario = try ScenarioLoader.decode(
            text: counted.replacing(["task", 2, "choose"], with: 200).serialized(pretty: true), file: "test.json")
        XCTAssertEqual(scenario.element(id: "terms")?.options, PickerOptions(count: 250))
        XCTAssertEqual(scenario.task[2].choice, 199)
        assertScenarioError(counted.replacing(["task", 2, "choose"], with: "Canada"), path: "$.task[2].choose",
                            message: "gives only the number of its options; choose one by its number (1-250)")
        assertScenarioError(counted.replacing(["task", 2, "choose"], with: 251), path: "$.task[2].choose",
                            message: "251")
    }

    func testBadOptionsAndChoicesAreRefused() {
        assertScenarioError(withPicker.replacing(["task", 2, "choose"], with: "France"), path: "$.task[2].choose",
                            message: "picker \"terms\" has no option \"France\"; its options: Canada, Mexico, United States")
        assertScenarioError(withPicker.replacing(["task", 0, "choose"], with: "Canada"), path: "$.task[0].enter",
                            message: "a step either enters text or chooses an option, not both")
        assertScenarioError(withPicker.replacing(["task", 3, "choose"], with: "Canada"), path: "$.task[3].choose",
                            message: "element \"submit\" is a button with no \"options\"")
        assertScenarioError(withPicker.replacing(["elements", 1, "options"], with: 3), path: "$.elements[1].options",
                            message: "only a picker has options; this element is a textField")
        assertScenarioError(withPicker.replacing(["elements", 3, "options"], with: []), path: "$.elements[3].options",
                            message: "must list at least one option")
        assertScenarioError(withPicker.replacing(["elements", 3, "options"], with: 0), path: "$.elements[3].options",
                            message: "must be between 1 and 10000, found 0")
        assertScenarioError(withPicker.replacing(["elements", 3, "options"], with: [1, 2]), path: "$.elements[3].options[0]",
                            message: "expected a string")
    }
}
