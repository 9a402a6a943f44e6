import Foundation
import XCTest

/// `focusbench tune`: JSON shape, refusals of profiles without automatic scanning and of bad options.
final class TuneCommandTests: XCTestCase {
    func testJSONForOneAndTwoParameters() throws {
        let one = try FocusBenchProcess.run("tune", "scenarios/signup.json", "--user", "android-switch-access",
                                            "--replications", "200", "--format", "json", "--max-miss-rate", "0.1")
        XCTAssertEqual(one.status, 0, one.stderr)
        let json = try one.jsonObject()
        XCTAssertEqual(json["parameter"] as? String, "scanInterval")
        XCTAssertNotNil(json["optimum"] as? Double)
        XCTAssertNotNil(json["expectedTime"] as? Double)
        XCTAssertEqual((json["current"] as? [String: Any])?["value"] as? Double, 1.0)
        XCTAssertNotNil((json["rule065"] as? [String: Any])?["value"] as? Double)
        XCTAssertEqual(json["objective"] as? String, "mean")
        let curve = try XCTUnwrap(json["curve"] as? [[String: Any]])
        XCTAssertTrue(curve.allSatisfy { $0["value"] != nil && $0["mean"] != nil && $0["p90"] != nil && $0["missRate"] != nil })
        let missRate = try XCTUnwrap((json["optimumDetails"] as? [String: Any])?["missRate"] as? Double)
        XCTAssertLessThanOrEqual(missRate, 0.1)

        // Both parameters at the constant typing rate: the shape of the JSON
        // is checked here, and simulated typing on a 7 x 7 grid is slow in debug.
        let profiles = try FocusBenchProcess.temporaryFile(
            named: "constant-typing.json",
            containing: #"{"android-constant": {"base": "android-switch-access", "typing": "constant"}}"#)
        let two = try FocusBenchProcess.run("tune", "scenarios/signup.json", "--profiles", profiles,
                                            "--user", "android-constant",
                                            "--parameter", "scanInterval,firstItemPause", "--range", "0.5:2,0:1",
                                            "--replications", "100", "--format", "json")
        XCTAssertEqual(two.status, 0, two.stderr)
        let both = try two.jsonObject()
        XCTAssertEqual(both["parameter"] as? String, "scanInterval,firstItemPause")
        XCTAssertEqual((both["optimum"] as? [Double])?.count, 2)
    }

    func testRefusals() throws {
        let cases: [([String], String)] = [
            (["--user", "voiceover-expert"], "focusbench: tune applies to switch profiles with automatic scanning; "
                + "profile 'voiceover-expert' is a swipe profile"),
            (["--user", "switch-step"], "focusbench: tune applies to switch profiles with automatic scanning"),
            (["--parameter", "loops"], "focusbench: --parameter expects"),
            (["--range", "3:1"], "focusbench: --range expects"),
            (["--parameter", "scanInterval,firstItemPause", "--range", "0.3:3"], "focusbench: --range needs one"),
            (["--max-miss-rate", "2"], "focusbench: --max-miss-rate expects"),
            (["--order", "nope"], "focusbench: scenarios/signup.json: --order:"),
        ]
        for (options, expected) in cases {
            let result = try FocusBenchProcess.run(["tune", "scenarios/signup.json", "--replications", "50"] + options)
            XCTAssertEqual(result.status, 2, "\(options)")
            XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix(expected), "\(options): \(result.stderr)")
        }
    }
}

/// What `tune` says about the saving, the miss-rate limit and a grid capped throughout.
final class TuneSavingCommandTests: XCTestCase {
    func testSavingHasItsPairedConfidenceInterval() throws {
        let result = try FocusBenchProcess.run("tune", "scenarios/signup.json", "--replications", "500")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("; simulated on common random numbers, the mean saving is "), result.stdout)
        XCTAssertTrue(result.stdout.contains(" s (95% CI "), result.stdout)
    }

    func testCurrentSettingOverTheLimitIsSaid() throws {
        let result = try FocusBenchProcess.run("tune", "scenarios/signup.json", "--replications", "500",
                                               "--max-miss-rate", "0.01")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("The current setting passes over "), result.stdout)
        XCTAssertTrue(result.stdout.contains("more than the 1.0% limit."), result.stdout)
    }

    func testProfileInMillisecondsExitsWithOne() throws {
        let profiles = try FocusBenchProcess.temporaryFile(
            named: "ms.json", containing: #"{"ms": {"kind": "switch", "reactionTime": {"lognormal": {"mu": 6.55, "sigma": 0.3}}}}"#)
        let result = try FocusBenchProcess.run("tune", "scenarios/signup.json", "--profiles", profiles, "--user", "ms",
                                               "--replications", "50")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("focusbench: scenarios/signup.json: user 'ms': every setting on the grid "
            + "has most replications stopped at the 3600 s cap"), result.stderr)
    }
}
