import Foundation
import XCTest

final class KeyboardCommandTests: XCTestCase {
    func testJSONHasTheDocumentedKeys() throws {
        let result = try FocusBenchProcess.run(["keyboard", "--user", "android-switch-access", "--text",
                                                "jane.doe@example.com", "--replications", "50", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.jsonObject()
        for key in ["layout", "method", "characters", "stepsPerCharacter", "secondsPerCharacter", "wordsPerMinute",
                    "errorRate"] {
            XCTAssertNotNil(json[key], key)
        }
        XCTAssertEqual(json["layout"] as? String, "android-qwerty")
        XCTAssertEqual(json["method"] as? String, "automatic row-column scanning")
        XCTAssertEqual(json["characters"] as? Int, 20)
        let wpm = try XCTUnwrap(json["wordsPerMinute"] as? [String: Any])
        XCTAssertEqual((wpm["ci95"] as? [Double])?.count, 2)
        XCTAssertGreaterThan(try XCTUnwrap(wpm["mean"] as? Double), 0)
    }

    /// switch-point types on the Android keyboard docs/profiles.md gives it, aiming its point scan at the keys.
    func testSwitchPointTypesOnAndroidQWERTY() throws {
        let result = try FocusBenchProcess.run(["keyboard", "--user", "switch-point", "--text", "hello",
                                                "--replications", "20", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.jsonObject()
        XCTAssertEqual(json["layout"] as? String, "android-qwerty")
        XCTAssertEqual(json["method"] as? String, "point scanning")
    }

    func testBadLayoutsAndMissingCharactersAreRefusedWithThePlace() throws {
        try BadInput.assertRefused(["keyboard", "--user", "ios-switch-control", "--layout", "dvorak"],
                                   startsWith: "focusbench: unknown keyboard layout \"dvorak\"")
        try BadInput.assertRefused(["keyboard", "--user", "switch-expert", "--text", "hello, world"],
                                   startsWith: "focusbench: --text: line 1, column 6: the character ',' is not on "
                                       + "keyboard \"alphabetic\"")
        let layout = try FocusBenchProcess.temporaryFile(
            named: "keys.json", containing: "{\"name\": \"k\", \"layers\": [{\"name\": \"a\", \"rows\": [[\"x\", \"y\"]]}]}")
        try BadInput.assertRefused(["keyboard", "--user", "switch-expert", "--layout", layout],
                                   startsWith: "focusbench: \(layout): $.layers: layer \"a\" has no delete key")
        let text = try FocusBenchProcess.temporaryFile(named: "text.txt", containing: "abc\nde?\n")
        try BadInput.assertRefused(["keyboard", "--user", "switch-expert", "--text-file", text],
                                   startsWith: "focusbench: \(text): line 1, column 4: the character line break is not on keyboard")
        try BadInput.assertRefused(["keyboard", "--text", "hi"],
                                   startsWith: "focusbench: keyboard needs --user PROFILE")
    }

    func testHelpIsListed() throws {
        let help = try FocusBenchProcess.run(["keyboard", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssert(help.stdout.hasPrefix("Usage: focusbench keyboard --user PROFILE"))
        XCTAssert(try FocusBenchProcess.run(["--help"]).stdout.contains("keyboard     Estimate how fast"))
    }

    func testLongTypingIsRefusedWithItsEstimate() throws {
        let text = try FocusBenchProcess.temporaryFile(named: "text.txt",
                                                       containing: String(repeating: "hello world ", count: 83))
        let result = try FocusBenchProcess.run("keyboard", "--user", "ios-switch-control", "--text-file", text,
                                               "--replications", "50000")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssert(result.stderr.hasPrefix("focusbench: \(text): typing it would handle about "), result.stderr)
        XCTAssert(result.stderr.contains(" per character, measured on its first 64 characters 8 times, times 996 characters "
            + "and 50000 replications), more than the limit of 2e+08"), result.stderr)
    }
}
