import Foundation
import XCTest

/// `focusbench compare BEFORE AFTER`: two versions of the sign-up screen,
/// each user on their order in each version, on common random numbers.
final class CompareVersionsTests: XCTestCase {
    private let quick = ["--replications", "300", "--threads", "2", "--format", "json"]
    private let visual = #""visual": ["title", "subtitle", "email", "password", "passwordHint", "terms", "submit", "signIn"]"#

    private func json(_ result: FocusBenchProcess.Result) throws -> [String: Any] {
        XCTAssertEqual(result.status, 0, result.stderr)
        return try result.jsonObject()
    }

    private func differences(_ report: [String: Any]) throws -> [String: [String: Any]] {
        let users = try XCTUnwrap(report["users"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: try users.map {
            (try XCTUnwrap($0["user"] as? String), try XCTUnwrap($0["difference"] as? [String: Any]))
        })
    }

    func testTheSameFileTwiceDiffersByExactlyZeroForEveryUser() throws {
        let report = try json(try FocusBenchProcess.run(["compare", "scenarios/signup.json", "scenarios/signup.json",
                                                         "--users", "ios-switch-control,voiceover-expert,keyboard,switch-novice"]
                                                        + quick))
        let differences = try differences(report)
        XCTAssertEqual(differences.count, 4)
        for (user, difference) in differences {
            XCTAssertEqual(difference["mean"] as? Double, 0, user)
            XCTAssertEqual(difference["ci95"] as? [Double], [0, 0], user)
        }
        let changes = try XCTUnwrap(report["changes"] as? [String: Any])
        XCTAssertEqual(changes["added"] as? [String], [])
        XCTAssertEqual(changes["removed"] as? [String], [])
    }

    /// A fix that moves the password field before the e-mail field in the
    /// order everyone follows: the difference is that of the two orders on
    /// one file, replication for replication.
    func testAMovedFieldGivesTheDifferenceOfTheTwoOrders() throws {
        let after = try BadInput.scenario(replacing: visual, with:
            #""visual": ["title", "subtitle", "password", "passwordHint", "email", "terms", "submit", "signIn"]"#)
        for user in ["bench-reference", "voiceover-expert"] {
            let versions = try json(try FocusBenchProcess.run(["compare", "scenarios/signup.json", after,
                                                               "--order", "visual", "--users", user] + quick))
            let orders = try json(try FocusBenchProcess.run(["compare", "scenarios/signup.json",
                                                             "--orders", "passwordFirst,visual", "--user", user] + quick))
            let difference = try XCTUnwrap(try differences(versions)[user])
            let expected = try XCTUnwrap(orders["difference"] as? [String: Any])
            XCTAssertEqual(difference["mean"] as? Double, expected["mean"] as? Double, user)
            XCTAssertEqual(difference["ci95"] as? [Double], expected["ci95"] as? [Double], user)
            let moved = try XCTUnwrap((versions["changes"] as? [String: Any])?["moved"] as? [[String: Any]])
            XCTAssertEqual(moved.first { $0["order"] as? String == "visual" }?["elements"] as? [String], ["email"])
        }
    }

    /// A renamed id is found by its label; the same text is typed in it.
    func testStepsAreMatchedByLabelWhenTheIdChanged() throws {
        let text = try BadInput.signupText().replacingOccurrences(of: "\"email\"", with: "\"emailField\"")
        let after = try FocusBenchProcess.temporaryFile(named: "after.json", containing: text)
        let report = try json(try FocusBenchProcess.run(["compare", "scenarios/signup.json", after,
                                                         "--users", "voiceover-expert"] + quick))
        XCTAssertEqual(try differences(report)["voiceover-expert"]?["mean"] as? Double, 0)
        let changes = try XCTUnwrap(report["changes"] as? [String: Any])
        XCTAssertEqual(changes["added"] as? [String], [])
        XCTAssertEqual(changes["removed"] as? [String], [])
    }

    func testATargetMissingFromTheSecondFileIsOneLine() throws {
        let text = try BadInput.signupText().replacingOccurrences(of: "\"terms\"", with: "\"consent\"")
            .replacingOccurrences(of: "I agree to the Terms", with: "I accept the Terms")
        let after = try FocusBenchProcess.temporaryFile(named: "after.json", containing: text)
        try BadInput.assertRefused(["compare", "scenarios/signup.json", after, "--users", "keyboard"],
                                   startsWith: "focusbench: \(after): task step 3 of scenarios/signup.json (before) "
                                       + "activates 'terms' (\"I agree to the Terms of Service and Privacy Policy\"), "
                                       + "which \(after) (after) has neither")
    }

    func testOrdersOfOneFileDoNotGoWithTwoFiles() throws {
        let result = try FocusBenchProcess.run("compare", "scenarios/signup.json", "scenarios/signup.json",
                                               "--orders", "visual,passwordFirst")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("--orders compares two orders of one scenario"), result.stderr)
    }

    func testTextSaysWhatChangedAndAVerdictPerUser() throws {
        let result = try FocusBenchProcess.run("compare", "scenarios/signup.json", "scenarios/signup.json",
                                               "--users", "keyboard", "--replications", "200")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("What changed: nothing changed"), result.stdout)
        XCTAssertTrue(result.stdout.contains("keyboard: the same time in both versions (0 s)."), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }
}

/// `report --before` and a check budget with "before": each user against
/// another capture of the screen, a budget such as "no slower than the
/// capture on main by more than 3%".
final class CaptureBudgetTests: XCTestCase {
    private let slower = try? BadInput.scenario(
        replacing: #""visual": ["title", "subtitle", "email", "password", "passwordHint", "terms", "submit", "signIn"]"#,
        with: #""visual": ["title", "subtitle", "signIn", "email", "password", "passwordHint", "terms", "submit"]"#)

    func testReportAgainstTheSameCaptureHoldsAnyBudget() throws {
        let result = try FocusBenchProcess.run("report", "scenarios/signup.json", "--before", "scenarios/signup.json",
                                               "--orders", "visual", "--users", "bench-reference", "--format", "md",
                                               "--fail-if-slower", "0",
                                               "--replications", "200")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Against the capture scenarios/signup.json (nothing changed: the same "
            + "elements in the same orders): bench-reference the same time in both versions (0 s)."), result.stdout)
    }

    func testReportSlowerThanTheCaptureExitsWithThree() throws {
        let after = try XCTUnwrap(slower)
        let result = try FocusBenchProcess.run("report", after, "--before", "scenarios/signup.json", "--orders", "visual",
                                               "--users", "bench-reference", "--format", "json", "--fail-if-slower", "0.1",
                                               "--replications", "200")
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertTrue(result.stderr.contains("bench-reference is slower than on scenarios/signup.json by +"), result.stderr)
        let json = try result.jsonObject()
        let before = try XCTUnwrap(json["before"] as? [String: Any])
        let moved = try XCTUnwrap((before["changes"] as? [String: Any])?["moved"] as? [[String: Any]])
        XCTAssertEqual(moved.first { $0["order"] as? String == "visual" }?["elements"] as? [String], ["signIn"])
    }

    func testCheckBudgetAgainstTheCaptureOnMain() throws {
        let after = try XCTUnwrap(slower)
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["\(after)"], "replications": 200, "users": ["bench-reference"], "orders": ["visual"],
             "budgets": [{"before": "ROOT/scenarios/signup.json", "maxSlowerPercent": 3},
                         {"before": "ROOT/scenarios/signup.json", "maxSlowerPercent": 0.1, "level": "warn"}]}
            """)
        let result = try FocusBenchProcess.run("check", "--config", config, "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.jsonObject()
        let budgets = try XCTUnwrap(json["budgets"] as? [[String: Any]])
        XCTAssertEqual(budgets.map { $0["broken"] as? Bool }, [false, true])
        XCTAssertTrue((budgets[0]["before"] as? String)?.hasSuffix("scenarios/signup.json") == true)
        let slower = try XCTUnwrap(budgets[0]["slower"] as? Double)
        XCTAssertGreaterThan(slower, 0.001)
        XCTAssertLessThan(slower, 0.03)
    }

    /// The scenario given first is the version after, so the message names each file by its path and role.
    func testATargetMissingFromTheScenarioNamesEachFile() throws {
        let text = try BadInput.signupText().replacingOccurrences(of: "\"terms\"", with: "\"consent\"")
            .replacingOccurrences(of: "I agree to the Terms", with: "I accept the Terms")
        let after = try FocusBenchProcess.temporaryFile(named: "after.json", containing: text)
        let missing = "task step 3 of scenarios/signup.json (before) activates 'terms' "
            + "(\"I agree to the Terms of Service and Privacy Policy\"), which \(after) (after) has neither by id nor by label"
        try BadInput.assertRefused(["report", after, "--before", "scenarios/signup.json", "--users", "keyboard",
                                    "--format", "md", "--replications", "200"],
                                   startsWith: "focusbench: --before scenarios/signup.json: \(missing)")
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["\(after)"], "replications": 200, "users": ["keyboard"],
             "budgets": [{"before": "ROOT/scenarios/signup.json", "maxSlowerPercent": 3}]}
            """)
        let beforePath = CheckCommandTests.root + "/scenarios/signup.json"
        try BadInput.assertRefused(["check", "--config", config], startsWith: "focusbench: \(config): $.budgets[0].before: "
            + missing.replacingOccurrences(of: "scenarios/signup.json", with: beforePath))
    }

    /// The missing target is in the files, so no run is needed to find it:
    /// two million replications of each cell would take minutes.
    func testATargetMissingFromTheScenarioIsRefusedBeforeSimulating() throws {
        let text = try BadInput.signupText().replacingOccurrences(of: "\"terms\"", with: "\"consent\"")
            .replacingOccurrences(of: "I agree to the Terms", with: "I accept the Terms")
        let after = try FocusBenchProcess.temporaryFile(named: "after.json", containing: text)
        let started = Date()
        try BadInput.assertRefused(["report", after, "--before", "scenarios/signup.json", "--users", "keyboard",
                                    "--format", "md", "--replications", "2000000", "--threads", "1"],
                                   startsWith: "focusbench: --before scenarios/signup.json: task step 3 of")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testBeforeGoesWithMaxSlowerPercentAlone() throws {
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"],
             "budgets": [{"before": "ROOT/scenarios/signup.json", "maxMeanSeconds": 3}]}
            """)
        try BadInput.assertRefused(["check", "--config", config], startsWith: "focusbench: \(config): $.budgets[0]: "
            + "\"before\" (another capture of the screen) goes with \"maxSlowerPercent\" alone")
    }

    /// The comparison with the capture runs each user on both versions,
    /// and the size of the run counts them: 100 000 replications of the
    /// report's one cell (about 12 events each) are within 2e6 events, with
    /// the two versions they are not. `compare BEFORE AFTER` is sized alike.
    func testTheSizeOfTheRunCountsBothVersions() throws {
        let limit = ["--users", "ios-switch-control", "--replications", "100000", "--max-events", "2000000"]
        let refusal = "focusbench: this run would handle about "
        try BadInput.assertRefused(["report", "scenarios/signup.json", "--before", "scenarios/signup.json",
                                    "--orders", "visual", "--format", "md"] + limit, startsWith: refusal)
        try BadInput.assertRefused(["compare", "scenarios/signup.json", "scenarios/signup.json"] + limit,
                                   startsWith: refusal)
    }

    /// A user who can never finish on one version is refused before
    /// anything runs, even the size of the run (here over the limit),
    /// naming that version's file and the user.
    func testAUserWhoCannotFinishOnOneVersionIsRefusedBeforeRunning() throws {
        let beside = try BadInput.scenario(replacing: #""frame": {"x": 16, "y": 186"#, with: #""frame": {"x": 600, "y": 186"#)
        let never = "focusbench: \(beside): user 'switch-point': task step 1 ('email') can never be completed: "
            + "its frame lies beside the 390 pt wide screen"
        let limit = ["--users", "keyboard,switch-point", "--replications", "1000", "--max-events", "1"]
        try BadInput.assertRefused(["report", "scenarios/signup.json", "--before", beside, "--format", "md"] + limit,
                                   startsWith: never)
        try BadInput.assertRefused(["compare", beside, "scenarios/signup.json"] + limit, startsWith: never)
        // As the version after.
        try BadInput.assertRefused(["compare", "scenarios/signup.json", beside] + limit, startsWith: never)
    }
}
