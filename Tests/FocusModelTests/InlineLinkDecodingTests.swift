import FocusModel
import XCTest

/// The element key `inline`: a boolean, on web links only.
final class InlineLinkDecodingTests: XCTestCase {
    /// The example on the web, its last element a link.
    private var webWithLink: JSONValue {
        exampleScenario.replacing(["platform"], with: "web").replacing(["elements", 4, "role"], with: "link")
    }

    func testInlineLinkDecodes() throws {
        let text = webWithLink.replacing(["elements", 4, "inline"], with: true).serialized(pretty: true)
        let scenario = try ScenarioLoader.decode(text: text, file: "test.json")
        XCTAssertTrue(try XCTUnwrap(scenario.element(id: "submit")).inline)
        XCTAssertFalse(try XCTUnwrap(scenario.element(id: "email")).inline)
        let plain = try ScenarioLoader.decode(text: webWithLink.serialized(pretty: true), file: "test.json")
        XCTAssertFalse(try XCTUnwrap(plain.element(id: "submit")).inline)
    }

    func testInlineMustBeABoolean() {
        assertScenarioError(webWithLink.replacing(["elements", 4, "inline"], with: "yes"),
                            path: "$.elements[4].inline", message: "expected true or false, found a string")
    }

    func testInlineIsForLinksOnly() {
        assertScenarioError(webWithLink.replacing(["elements", 3, "inline"], with: true),
                            path: "$.elements[3].inline", message: "only a link can be inline")
        assertScenarioError(webWithLink.replacing(["elements", 3, "inline"], with: false),
                            path: "$.elements[3].inline", message: "this element is a checkbox")
    }

    func testInlineIsForTheWebOnly() {
        let ios = webWithLink.replacing(["platform"], with: "ios").replacing(["elements", 4, "inline"], with: true)
        assertScenarioError(ios, path: "$.elements[4].inline", message: "this scenario's platform is ios")
    }
}
