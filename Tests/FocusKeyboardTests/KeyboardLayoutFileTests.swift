@testable import FocusCost
import FocusModel
import XCTest

final class KeyboardLayoutFileTests: XCTestCase {
    private let valid = """
        {"name": "tiny", "platform": "android", "layers": [
          {"name": "letters", "rows": [["a", "b", "shift"], [{"key": "space", "width": 3}, "layer:digits", "delete"]]},
          {"name": "digits", "rows": [["1", "2"], ["layer:letters", "other:menu", "delete", "enter"]]}
        ]}
        """

    func testAValidFileDecodes() throws {
        let layout = try KeyboardLayoutFile.decode(text: valid, file: "tiny.json")
        XCTAssertEqual(layout.name, "tiny")
        XCTAssertEqual(layout.platform, .android)
        XCTAssertEqual(layout.layers.map(\.name), ["letters", "digits"])
        XCTAssertEqual(layout.layers[0].rows[1][0], KeyboardKey(.space, width: 3))
        XCTAssertEqual(layout.layers[1].rows[1].map(\.kind), [.layer("letters"), .other("menu"), .delete, .enter])
        let plan = try TypingPlan(text: "B 2", layout: layout, source: "t")
        XCTAssertEqual(plan.steps.count, 5)  // shift b, space, layer:digits 2
    }

    private func assertRefused(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try KeyboardLayoutFile.decode(text: text, file: "k.json"), file: file, line: line) { error in
            XCTAssertEqual((error as? InputError)?.description, expected, file: file, line: line)
        }
    }

    func testErrorsNameTheFileAndThePath() {
        assertRefused(valid.replacingOccurrences(of: "\"b\"", with: "\"bee\""),
                      "k.json: $.layers[0].rows[0][1]: unknown key \"bee\"; a key is one character, space, enter, "
                          + "shift, delete, layer:NAME or other:NAME")
        assertRefused(valid.replacingOccurrences(of: "\"layer:digits\"", with: "\"layer:numbers\""),
                      "k.json: $.layers[0].rows[1][1]: switches to layer \"numbers\", which the keyboard does not "
                          + "have; layers: letters, digits")
        assertRefused(valid.replacingOccurrences(of: "\"width\": 3", with: "\"width\": 0"),
                      "k.json: $.layers[0].rows[1][0].width: must be greater than 0, found 0")
        assertRefused(valid.replacingOccurrences(of: "\"platform\"", with: "\"platfrom\""),
                      "k.json: $.platfrom: unknown key \"platfrom\"; allowed keys: name, platform, layers")
        assertRefused(valid.replacingOccurrences(of: "[\"1\", \"2\"]", with: "[]"),
                      "k.json: $.layers[1].rows[0]: must list at least one key")
        assertRefused(valid.replacingOccurrences(of: "\"layer:letters\", \"other:menu\", \"delete\"",
                                                 with: "\"layer:letters\", \"other:menu\""),
                      "k.json: $.layers: layer \"digits\" has no delete key; a wrong key is undone with it")
        assertRefused(valid.replacingOccurrences(of: "[\"1\", \"2\"]", with: "[\"1\", \"1\"]"),
                      "k.json: $.layers: layer \"digits\" has two keys typing '1'")
        assertRefused(valid.replacingOccurrences(of: "\"name\": \"digits\"", with: "\"name\": \"letters\""),
                      "k.json: $.layers[1].name: layer \"letters\" is named twice")
        assertRefused("{\"name\": \"x\", \"layers\": 3}", "k.json: $.layers: expected an array, found a number")
    }

    func testUnknownNamesAndMissingFilesAreRefused() {
        XCTAssertThrowsError(try KeyboardSetup.layout("qwerty", fallback: "alphabetic")) { error in
            XCTAssertEqual((error as? KeyboardError)?.description,
                           "unknown keyboard layout \"qwerty\"; built-in layouts: alphabetic, koester-levine, "
                               + "ios-qwerty, android-qwerty; a layout file's name ends in .json")
        }
        XCTAssertThrowsError(try KeyboardSetup.layout("/no/such/keys.json", fallback: "alphabetic")) { error in
            XCTAssertEqual((error as? InputError)?.description, "/no/such/keys.json: no such file")
        }
    }
}
