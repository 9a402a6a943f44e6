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

    func testSizesAndWidthsAreRangeChecked() {
        assertRefused(valid.replacingOccurrences(of: "\"width\": 3", with: "\"width\": 1e308"),
                      "k.json: $.layers[0].rows[1][0].width: must be at most 20 key widths, found 1e+308")
        let longRow = (0..<100_000).map { _ in "\"other:x\"" }.joined(separator: ", ")
        assertRefused(valid.replacingOccurrences(of: "[\"1\", \"2\"]", with: "[\(longRow)]"),
                      "k.json: $.layers[1].rows[0]: 100000 keys in a row; a layout may have at most 50")
        let manyRows = Array(repeating: "[\"a\"]", count: 21).joined(separator: ", ")
        assertRefused("{\"name\": \"x\", \"layers\": [{\"name\": \"l\", \"rows\": [\(manyRows)]}]}",
                      "k.json: $.layers[0].rows: 21 rows in a layer; a layout may have at most 20")
    }

    /// Layers chained by switch keys: the routes between them grow with the
    /// square of the layer count (they once kept every path, the cube).
    func testEightHundredChainedLayersPlanQuickly() throws {
        let count = 800
        let layers = (0..<count).map { index in
            "{\"name\": \"l\(index)\", \"rows\": [[\"layer:l\((index + 1) % count)\", \"delete\", "
                + "\"\(index == count - 1 ? "z" : "other:k\(index)")\"]]}"
        }
        let layout = try KeyboardLayoutFile.decode(text: "{\"name\": \"chain\", \"layers\": [\(layers.joined(separator: ", "))]}",
                                                   file: "chain.json")
        let plan = try TypingPlan(text: "zz", layout: layout, source: "t")
        // 799 switches to reach the last layer, its z, then the z again.
        XCTAssertEqual(plan.steps.count, 801)
        let tooMany = (0...KeyboardLayoutFile.mostLayers).map { "{\"name\": \"l\($0)\", \"rows\": [[\"delete\"]]}" }
        assertRefused("{\"name\": \"x\", \"layers\": [\(tooMany.joined(separator: ", "))]}",
                      "k.json: $.layers: 1001 layers; a layout may have at most 1000")
    }

    func testUnknownNamesAndMissingFilesAreRefused() {
        XCTAssertThrowsError(try KeyboardSetup.layout("qwerty", fallback: "alphabetic")) { error in
            XCTAssertEqual((error as? KeyboardError)?.description,
                           "unknown keyboard layout \"qwerty\"; built-in layouts: alphabetic, koester-levine, "
                               + "ios-qwerty, android-qwerty, ios-email, ios-url, ios-number-pad, android-email, "
                               + "android-url, android-number-pad; a layout file's name ends in .json")
        }
        XCTAssertThrowsError(try KeyboardSetup.layout("/no/such/keys.json", fallback: "alphabetic")) { error in
            XCTAssertEqual((error as? InputError)?.description, "/no/such/keys.json: no such file")
        }
    }
}
