import XCTest

/// A scan so fast that each deletion makes more wrong characters than it
/// removes: the typing can never end, which is said at once, and a tuner
/// leaves such settings out instead of stopping or running on.
final class TypingThatNeverEndsTests: XCTestCase {
    private let signup = "scenarios/signup.json"

    private func fastNoviceProfiles() throws -> String {
        try FocusBenchProcess.temporaryFile(
            named: "fast-novice.json", containing: #"{"fast": {"base": "switch-novice", "scanInterval": 0.3}}"#)
    }

    func testSimulateRefusesTypingThatCanNeverEnd() throws {
        try BadInput.assertRefused(["simulate", signup, "--profiles", try fastNoviceProfiles(), "--user", "fast",
                                    "--replications", "20"],
                                   startsWith: "focusbench: scenarios/signup.json: $.task[0].enter: user 'fast' "
                                       + "selects the delete key wrongly at least once per deletion")
    }

    func testTuneLeavesSuchSettingsOut() throws {
        let result = try FocusBenchProcess.run("tune", signup, "--profiles", try fastNoviceProfiles(), "--user", "fast",
                                               "--range", "0.3:1.5", "--replications", "20", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try result.jsonObject()
        let curve = try XCTUnwrap(object["curve"] as? [[String: Any]])
        let feasible = curve.map { $0["feasible"] as? Bool }
        XCTAssertEqual(feasible.first, false, "the fastest scan cannot finish the typing")
        XCTAssertEqual(feasible.last, true, "the slowest scan can")
    }
}
