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

    /// A false activation on almost every highlight: the deletions are
    /// refused from the model's numbers before any key is simulated, for a
    /// group-scanning and a row-column-scanning user.
    func testNearCertainFalseActivationIsRefusedFromTheModelsNumbers() throws {
        for base in ["ios-switch-control", "switch-novice"] {
            let profiles = try FocusBenchProcess.temporaryFile(
                named: "fa-\(base).json", containing: #"{"fa": {"base": "\#(base)", "falseActivation": 0.99}}"#)
            try BadInput.assertRefused(["simulate", signup, "--profiles", profiles, "--user", "fa",
                                        "--replications", "100"],
                                       startsWith: "focusbench: scenarios/signup.json: $.task[0].enter: user 'fa' "
                                           + "selects the delete key wrongly at least once per deletion on average (")
            let result = try FocusBenchProcess.run("simulate", signup, "--profiles", profiles, "--user", "fa",
                                                   "--replications", "100")
            XCTAssertTrue(result.stderr.contains("falseActivation 0.99 per highlight"), result.stderr)
        }
    }

    /// On iOS letters each deletion goes wrong once on average at a
    /// false-activation rate of about 5.9%, and 20 deletions per wrong
    /// character (the limit) are expected at about 5.6%. Below that the
    /// deletions end, however slowly their rounds shrink (the run finishes
    /// instead of reading noise as growth); between the two the run is
    /// refused for the deletions it would need, above for deletions that
    /// never end.
    func testTheBoundaryIsTheModelsNotTheNoises() throws {
        func run(_ falseActivation: Double) throws -> FocusBenchProcess.Result {
            let profiles = try FocusBenchProcess.temporaryFile(named: "near.json", containing:
                #"{"near": {"base": "ios-switch-control", "falseActivation": \#(falseActivation)}}"#)
            return try FocusBenchProcess.run("simulate", signup, "--profiles", profiles, "--user", "near",
                                             "--replications", "1000")
        }
        let below = try run(0.054)
        XCTAssertEqual(below.status, 0, below.stderr)
        let near = try run(0.057)
        XCTAssertEqual(near.status, 2)
        XCTAssertTrue(near.stderr.contains("deletions for each wrong character on average"), near.stderr)
        let above = try run(0.061)
        XCTAssertEqual(above.status, 2)
        XCTAssertTrue(above.stderr.contains("at least once per deletion on average ("), above.stderr)
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
