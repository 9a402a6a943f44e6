import FocusModel
import FocusStats
import Foundation
import XCTest

/// Decoding, defaults, validation and encoding of `"kind": "swipe"` and `"kind": "keyboard"` profiles.
final class SwipeKeyboardProfileTests: XCTestCase {
    private func decode(_ text: String, over base: ProfileCatalog = .builtIn) throws -> [NamedProfile] {
        try ProfileCatalog.decodeProfiles(text: text, file: "profiles.json", over: base)
    }

    private func swipe(_ profile: NamedProfile?) -> SwipeProfile? {
        if let p = profile?.profile.swipe { return p }
        return nil
    }

    private func keyboard(_ profile: NamedProfile?) -> KeyboardProfile? {
        if let p = profile?.profile.keyboard { return p }
        return nil
    }

    private func assertRefused(_ text: String, path: String, message: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try decode(text), file: file, line: line) { error in
            guard let error = error as? InputError else { return XCTFail("not an input error: \(error)", file: file, line: line) }
            XCTAssertEqual(error.path, path, file: file, line: line)
            XCTAssert(error.message.contains(message), "\(error.message) lacks \(message)", file: file, line: line)
        }
    }

    func testBuiltInsAreThereWithTheirKinds() {
        let catalog = ProfileCatalog.builtIn
        XCTAssertEqual(swipe(catalog.profile(named: "voiceover-novice")), .voiceoverNovice)
        XCTAssertEqual(swipe(catalog.profile(named: "voiceover-expert")), .voiceoverExpert)
        XCTAssertEqual(swipe(catalog.profile(named: "talkback-default")), .talkbackDefault)
        XCTAssertEqual(keyboard(catalog.profile(named: "keyboard")), .keyboardDefault)
        XCTAssertEqual(catalog.profile(named: "keyboard")?.profile.kind, "keyboard")
        XCTAssertEqual(catalog.profile(named: "talkback-default")?.profile.kind, "swipe")
    }

    func testBuiltInsDifferWhereTheDocsSayTheyDo() {
        let novice = SwipeProfile.voiceoverNovice, expert = SwipeProfile.voiceoverExpert
        XCTAssertFalse(novice.interruptsSpeech)
        XCTAssertTrue(expert.interruptsSpeech)
        XCTAssertEqual(novice.speechRate, 180)
        XCTAssertEqual(expert.speechRate, 360)
        XCTAssertEqual(novice.navigation, .linear)
        XCTAssertEqual(expert.navigation, .formControls)
        XCTAssertEqual(SwipeProfile.talkbackDefault.screenReader, .talkback)
        XCTAssertEqual(KeyboardProfile.keyboardDefault.keystrokeTime, .fixed(0.28))
    }

    func testKindWithoutBaseStartsFromThatKindsDefaults() throws {
        let resolved = try decode(#"""
        {"fast-reader": {"kind": "swipe", "speechRate": 400, "interruptsSpeech": true},
         "tabber": {"kind": "keyboard", "navigation": "shortest"}}
        """#)
        var expectedSwipe = SwipeProfile()
        expectedSwipe.speechRate = 400
        expectedSwipe.interruptsSpeech = true
        XCTAssertEqual(swipe(resolved.first), expectedSwipe)
        var expectedKeyboard = KeyboardProfile()
        expectedKeyboard.navigation = .shortest
        XCTAssertEqual(keyboard(resolved.last), expectedKeyboard)
    }

    func testBaseAndSameNameFillMissingKeys() throws {
        let resolved = try decode(#"""
        {"my-vo": {"base": "voiceover-expert", "navigation": "shortest", "recognitionWords": 3},
         "talkback-default": {"overshoot": 0},
         "keyboard": {"lookTime": {"fixed": 0.5}}}
        """#)
        var expert = SwipeProfile.voiceoverExpert
        expert.navigation = .shortest
        expert.recognitionWords = 3
        XCTAssertEqual(swipe(resolved[0]), expert)
        var talkback = SwipeProfile.talkbackDefault
        talkback.overshoot = 0
        XCTAssertEqual(swipe(resolved[1]), talkback)
        var tab = KeyboardProfile.keyboardDefault
        tab.lookTime = .fixed(0.5)
        XCTAssertEqual(keyboard(resolved[2]), tab)
    }

    func testEachKindAllowsOnlyItsOwnKeys() {
        assertRefused(#"{"a": {"kind": "swipe", "scanInterval": 1}}"#, path: "$.a.scanInterval",
                      message: #"unknown key "scanInterval"; allowed keys: kind, base, screenReader, swipeTime"#)
        assertRefused(#"{"a": {"base": "keyboard", "speechRate": 300}}"#, path: "$.a.speechRate",
                      message: #"unknown key "speechRate"; allowed keys: kind, base, keystrokeTime, lookTime"#)
        assertRefused(#"{"a": {"swipeTime": {"fixed": 0.3}}}"#, path: "$.a.swipeTime",
                      message: #"unknown key "swipeTime"; allowed keys: kind, base, scanning"#)
    }

    func testKindMustMatchTheProfileItBuildsOn() {
        assertRefused(#"{"a": {"base": "voiceover-novice", "kind": "keyboard"}}"#, path: "$.a.kind",
                      message: #"kind "keyboard" does not match the kind "swipe" of the profile it builds on"#)
        assertRefused(#"{"a": {"kind": "tab"}}"#, path: "$.a.kind",
                      message: #"unknown kind "tab"; allowed kinds: switch, swipe, keyboard"#)
    }

    func testValuesAreChecked() {
        assertRefused(#"{"a": {"kind": "swipe", "screenReader": "jaws"}}"#, path: "$.a.screenReader",
                      message: "allowed values: voiceover, talkback")
        assertRefused(#"{"a": {"kind": "swipe", "navigation": "headings"}}"#, path: "$.a.navigation",
                      message: "allowed values: linear, shortest, formControls")
        assertRefused(#"{"a": {"kind": "keyboard", "navigation": "formControls"}}"#, path: "$.a.navigation",
                      message: "allowed values: linear, shortest")
        assertRefused(#"{"a": {"kind": "swipe", "speechRate": 0}}"#, path: "$.a.speechRate",
                      message: "must be at least 1 word per minute, found 0")
        // A word at 1e-300 words a minute lasts beyond any clock: optimize
        // answered "Expected time: inf s".
        assertRefused(#"{"a": {"kind": "swipe", "speechRate": 1e-300}}"#, path: "$.a.speechRate",
                      message: "must be at least 1 word per minute, found 1e-300")
        assertRefused(#"{"a": {"kind": "swipe", "overshoot": 1.5}}"#, path: "$.a.overshoot",
                      message: "must be a probability")
        assertRefused(#"{"a": {"kind": "swipe", "interruptsSpeech": "yes"}}"#, path: "$.a.interruptsSpeech",
                      message: "expected true or false, found a string")
        assertRefused(#"{"a": {"kind": "swipe", "recognitionWords": 0}}"#, path: "$.a.recognitionWords",
                      message: "must be between 1 and")
        assertRefused(#"{"a": {"kind": "keyboard", "keystrokeTime": {"fixed": -1}}}"#, path: "$.a.keystrokeTime.fixed",
                      message: "must not be negative")
        assertRefused(#"{"a": {"kind": "swipe", "landingError": 25}}"#, path: "$.a.landingError",
                      message: "must be at most 20 key widths, found 25")
        assertRefused(#"{"a": {"kind": "swipe", "wrongKeyChance": 0.5}}"#, path: "$.a.wrongKeyChance",
                      message: "must be below 0.5, or deleting wrong keys would never end; found 0.5")
        assertRefused(#"{"a": {"kind": "swipe", "keyConfirmation": "tripleTap"}}"#, path: "$.a.keyConfirmation",
                      message: "allowed values: doubleTap, lift")
    }

    func testTouchTypingKeysDecodeAndTheConfirmationFollowsTheScreenReader() throws {
        let decoded = try decode(#"""
        {"a": {"base": "talkback-default", "landingError": 0.25, "wrongKeyChance": 0.1},
         "b": {"base": "voiceover-expert", "keyConfirmation": "lift"}}
        """#)
        guard let a = decoded[0].profile.swipe, let b = decoded[1].profile.swipe else {
            return XCTFail("swipe profiles expected")
        }
        XCTAssertEqual(a.landingError, 0.25)
        XCTAssertEqual(a.wrongKeyChance, 0.1)
        XCTAssertEqual(a.effectiveKeyConfirmation, .lift)
        XCTAssertEqual(b.effectiveKeyConfirmation, .lift)
        XCTAssertEqual(SwipeProfile.voiceoverNovice.effectiveKeyConfirmation, .doubleTap)
    }

    /// The encoded profile decodes back to the same profile.
    func testEncodingRoundTrips() throws {
        for name in ["voiceover-novice", "voiceover-expert", "talkback-default", "keyboard"] {
            let original = try XCTUnwrap(ProfileCatalog.builtIn.profile(named: name))
            let text = JSONValue.object([(key: "copy", value: original.profile.jsonValue)]).serialized(pretty: false)
            let decoded = try decode(text, over: ProfileCatalog(profiles: []))
            XCTAssertEqual(decoded.first?.profile, original.profile, name)
        }
    }
}
