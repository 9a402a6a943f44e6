import FocusModel
import XCTest

/// The profile keys and the task text that typing adds to the file formats.
final class KeyboardInputKeysTests: XCTestCase {
    func testProfileKeysDecodeAndDefault() throws {
        let profiles = try ProfileCatalog.decodeProfiles(text: """
            {"a": {"kind": "switch", "keyboard": "koester-levine", "keyboardScanning": "item"},
             "b": {"base": "ios-switch-control"},
             "c": {"base": "voiceover-expert", "typing": "hardware"}}
            """, file: "p.json", over: .builtIn)
        guard let a = profiles[0].profile.switchScanning, let b = profiles[1].profile.switchScanning,
              let c = profiles[2].profile.swipe else { return XCTFail("kinds") }
        XCTAssertEqual(a.keyboard, "koester-levine")
        XCTAssertEqual(a.keyboardScanning, .item)
        XCTAssertEqual(b.keyboard, "ios-qwerty")
        XCTAssertEqual(b.keyboardScanning, .group)
        XCTAssertEqual(c.typing, .hardware)
        XCTAssertNil(SwitchScanningProfile().keyboard)
        XCTAssertEqual(SwipeProfile().typing, .onScreen)
    }

    func testBadProfileKeysAreRefused() {
        for (text, message) in [
            ("{\"a\": {\"kind\": \"switch\", \"keyboardScanning\": \"rows\"}}",
             "p.json: $.a.keyboardScanning: unknown value \"rows\"; allowed values: item, group, rowColumn"),
            ("{\"a\": {\"kind\": \"swipe\", \"typing\": \"voice\"}}",
             "p.json: $.a.typing: unknown value \"voice\"; allowed values: onScreen, hardware"),
            ("{\"a\": {\"kind\": \"switch\", \"keyboard\": \"\"}}", "p.json: $.a.keyboard: must not be empty"),
            ("{\"a\": {\"kind\": \"keyboard\", \"typing\": \"hardware\"}}", "p.json: $.a.typing: unknown key \"typing\""),
        ] {
            XCTAssertThrowsError(try ProfileCatalog.decodeProfiles(text: text, file: "p.json", over: .builtIn)) { error in
                XCTAssert((error as? InputError)?.description.hasPrefix(message) == true, "\(error)")
            }
        }
    }

    private func scenario(enter: String) -> String {
        """
        {"name": "s", "platform": "ios",
         "elements": [{"id": "email", "role": "textField", "label": "Email"}],
         "orders": {"o": ["email"]},
         "task": [{"activate": "email", "enter": \(enter)}]}
        """
    }

    func testEnterIsACountOrTheExactText() throws {
        let text = try ScenarioLoader.decode(text: scenario(enter: "\"jane.doe@example.com\""), file: "s.json")
        XCTAssertEqual(text.task, [TaskStep(target: "email", characters: 20, text: "jane.doe@example.com")])
        let count = try ScenarioLoader.decode(text: scenario(enter: "12"), file: "s.json")
        XCTAssertEqual(count.task[0].characters, 12)
        XCTAssertNil(count.task[0].text)
        XCTAssertThrowsError(try ScenarioLoader.decode(text: scenario(enter: "true"), file: "s.json")) { error in
            XCTAssertEqual((error as? InputError)?.description,
                           "s.json: $.task[0].enter: expected a number of characters or the text typed, found a boolean")
        }
    }
}
