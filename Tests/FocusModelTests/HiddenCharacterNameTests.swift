import FocusModel
import XCTest

/// Ids and names are printed as they are by every text output, so one
/// holding a control or invisible character (an escape sequence that
/// recolours a terminal, a zero-width space that makes two ids look alike)
/// is refused at its place; labels, which are read aloud, may hold anything.
final class HiddenCharacterNameTests: XCTestCase {
    private func message(_ value: JSONValue) -> String {
        do { _ = try decodeScenario(value); return "decoded" } catch { return "\(error)" }
    }

    func testAnEscapeInTheScenarioNameIsRefused() {
        XCTAssertEqual(message(exampleScenario.replacing(["name"], with: "Sign\u{1B}[31mup")),
                       "test.json: $.name: an id or name may not hold a control or invisible character; "
                           + "\"Sign\\u001B[31mup\" has U+1B")
    }

    func testAZeroWidthSpaceInAnElementIdIsRefused() {
        let value = exampleScenario.replacing(["elements", 1, "id"], with: "em\u{200B}ail")
        XCTAssertTrue(message(value).hasPrefix("test.json: $.elements[1].id: an id or name may not hold a control or invisible "
                                                   + "character"), message(value))
    }

    func testALineBreakInAnOrderOrProfileNameIsRefused() throws {
        guard case var .object(orders) = exampleScenario["orders"]! else { return XCTFail("no orders") }
        orders[0].key = "vis\nual"
        XCTAssertTrue(message(exampleScenario.replacing(["orders"], with: .object(orders)))
            .contains("an order name may not hold a control or invisible character"))
        let users: JSONValue = ["slow\tscan": ["kind": "switch", "scanInterval": 1.5]]
        XCTAssertTrue(message(exampleScenario.replacing(["users"], with: users))
            .contains("a profile name may not hold a control or invisible character"))
    }

    func testALabelMayHoldALineBreak() throws {
        XCTAssertEqual(message(exampleScenario.replacing(["elements", 1, "label"], with: "Email\naddress")), "decoded")
    }
}
