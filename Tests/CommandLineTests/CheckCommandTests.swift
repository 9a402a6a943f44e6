import Foundation
import XCTest

/// `focusbench check`: the shipped focusbench.json, each exit status, and
/// configuration errors pointing at the file and JSON path.
final class CheckCommandTests: XCTestCase {
    static let root = FocusBenchProcess.packageRoot.path

    /// A configuration in a temporary folder, scenarios given by absolute path.
    static func configuration(_ json: String) throws -> String {
        try FocusBenchProcess.temporaryFile(named: "focusbench.json",
                                            containing: json.replacingOccurrences(of: "ROOT", with: root))
    }

    func testShippedConfigurationPassesAsTheReadmeRunsIt() throws {
        // The README runs `focusbench check` in the repository root, where focusbench.json lies.
        let result = try FocusBenchProcess.run("check")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.hasPrefix("focusbench check (focusbench.json): 4 scenarios"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("check passed: 6 budget checks held; 7 lint findings (warnings)\n"),
                      result.stdout)
        XCTAssertFalse(result.stdout.contains("BROKEN"), result.stdout)
    }

    func testWithoutConfigurationInTheFolderItSaysWhatToDo() throws {
        let empty = try FocusBenchProcess.temporaryFolder("check")
        let result = try FocusBenchProcess.run(program: try FocusBenchProcess.executable(), ["check"], in: empty)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, ["focusbench: no focusbench.json in the current folder; give the "
            + "configuration with --config FILE (see docs/check.md)"])
    }

    func testPathsAreRelativeToTheConfigurationsFolder() throws {
        let folder = try FocusBenchProcess.temporaryFolder("check")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("forms"), withIntermediateDirectories: true)
        for name in ["signup.json", "login.json"] {
            try FileManager.default.copyItem(at: FocusBenchProcess.packageRoot.appendingPathComponent("scenarios/\(name)"),
                                             to: folder.appendingPathComponent("forms/\(name)"))
        }
        let config = folder.appendingPathComponent("ci.json")
        try #"{"scenarios": ["forms/*.json"], "replications": 200, "orders": ["visual"], "users": ["ios-switch-control"], "budgets": [{"scenario": "forms/s*.json", "maxMeanSeconds": 1000}]}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let result = try FocusBenchProcess.run("check", "--config", config.path, "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.jsonObject()
        let folderPath = folder.path
        XCTAssertEqual(json["scenarios"] as? [String], ["\(folderPath)/forms/login.json", "\(folderPath)/forms/signup.json"])
        let budgets = try XCTUnwrap(json["budgets"] as? [[String: Any]])
        XCTAssertEqual(budgets.map { $0["scenario"] as? String }, ["\(folderPath)/forms/signup.json"])
        XCTAssertEqual(budgets.map { $0["order"] as? String }, ["visual"])
    }

    func testBrokenBudgetExitsWithThree() throws {
        let config = try Self.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"], "replications": 300, "users": ["ios-switch-control"],
             "budgets": [{"order": "visual", "maxMeanSeconds": 100}, {"order": "visual", "maxMeanSeconds": 400}]}
            """)
        let result = try FocusBenchProcess.run("check", "--config", config)
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertEqual(result.stderrLines, ["focusbench: check failed: 1 of 2 budget checks broken"])
        XCTAssertTrue(result.stdout.contains("BROKEN order 'visual' for ios-switch-control: mean "), result.stdout)
        XCTAssertTrue(result.stdout.contains("is over the 100 s budget"), result.stdout)
        XCTAssertTrue(result.stdout.contains("is within the 400 s budget"), result.stdout)
    }

    func testWarningLevelBudgetDoesNotFail() throws {
        let config = try Self.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"], "replications": 300, "users": ["bench-reference"],
             "budgets": [{"order": "passwordFirst", "baseline": "visual", "maxSlowerPercent": 0.1, "level": "warn"}]}
            """)
        let result = try FocusBenchProcess.run("check", "--config", config)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("warn   order 'passwordFirst' for bench-reference: +0.3%"),
                      result.stdout)
    }

    func testLintErrorsExitWithFourAndBudgetsWinOverThem() throws {
        let lintOnly = try Self.configuration("""
            {"scenarios": ["ROOT/scenarios/changing/signup-dialog-failing.json"], "replications": 200,
             "users": ["ios-switch-control"], "lint": "error"}
            """)
        let lint = try FocusBenchProcess.run("check", "--config", lintOnly)
        XCTAssertEqual(lint.status, 4, lint.stderr)
        XCTAssertEqual(lint.stderrLines, ["focusbench: check failed: 2 lint findings (lint is \"error\")"])

        let both = try Self.configuration("""
            {"scenarios": ["ROOT/scenarios/changing/signup-dialog-failing.json"], "replications": 200,
             "lint": "error", "budgets": [{"maxMeanSeconds": 1}]}
            """)
        XCTAssertEqual(try FocusBenchProcess.run("check", "--config", both).status, 3)

        let warned = try Self.configuration("""
            {"scenarios": ["ROOT/scenarios/changing/signup-dialog-failing.json"], "replications": 200,
             "lint": "warn"}
            """)
        XCTAssertEqual(try FocusBenchProcess.run("check", "--config", warned).status, 0)
    }

    func testStoredReportBudgetHoldsWhenNothingChanged() throws {
        let stored = try FocusBenchProcess.temporaryFile(named: "main.json", containing: "")
        let report = try FocusBenchProcess.run("report", "scenarios/signup.json", "--replications", "300",
                                               "--format", "json", "--output", stored)
        XCTAssertEqual(report.status, 0, report.stderr)
        let config = try Self.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"], "replications": 300,
             "budgets": [{"against": "\(stored)", "maxSlowerPercent": 0}]}
            """)
        let result = try FocusBenchProcess.run("check", "--config", config)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("order 'visual' for ios-switch-control: 0.0% (95% CI"), result.stdout)
    }

    func testBadConfigurationNamesFileAndPath() throws {
        let cases: [(String, String)] = [
            (#"{"scenarios": ["ROOT/scenarios/signup.json"], "budgts": []}"#,
             #"$.budgts: unknown key "budgts"; allowed keys: scenarios, users, orders, replications, seed, lint, strict, budgets"#),
            (#"{"scenarios": ["ROOT/scenarios/nothing-*.json"]}"#, "$.scenarios[0]: "),
            (#"{"scenarios": ["ROOT/scenarios/"]}"#, #"scenarios/" names only folders; name the files in them"#),
            (#"{"scenarios": ["ROOT/scenarios/signup.json"], "users": ["voiceover-exprt"]}"#,
             "did you mean 'voiceover-expert'?"),
            (#"{"scenarios": ["ROOT/scenarios/signup.json"], "budgets": [{"maxSlowerPercent": 3}]}"#,
             #"$.budgets[0]: "maxSlowerPercent" needs a "baseline" order, a stored report in "against" or another capture in "before""#),
            (#"{"scenarios": ["ROOT/scenarios/signup.json"], "budgets": [{"maxMeanSeconds": 3, "maxSlowerPercent": 3}]}"#,
             #"$.budgets[0]: a budget has "maxMeanSeconds" or "maxSlowerPercent", not both"#),
            (#"{"scenarios": ["ROOT/scenarios/signup.json"], "budgets": [{"order": "visal", "maxMeanSeconds": 3}]}"#,
             "$.budgets[0].order: "),
            (#"{"scenarios": ["ROOT/scenarios/signup.json"], "lint": "strict"}"#,
             #"$.lint: unknown value "strict"; allowed values: error, warn, off"#),
        ]
        for (json, expected) in cases {
            let config = try Self.configuration(json)
            let result = try FocusBenchProcess.run("check", "--config", config)
            XCTAssertEqual(result.status, 2, "\(json): \(result.stderr)")
            XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("focusbench: \(config): "), result.stderr)
            XCTAssertTrue(result.stderr.contains(expected), "\(expected) not in \(result.stderr)")
        }
        let order = try FocusBenchProcess.run("check", "--config", try Self.configuration(cases[6].0))
        XCTAssertTrue(order.stderr.contains("did you mean 'visual'?"), order.stderr)
    }

    func testPlatformAdviceFailsOnlyWithTheStrictKey() throws {
        // list-delete-repaired's findings are iOS target sizes: platform guidance.
        func check(_ extra: String) throws -> FocusBenchProcess.Result {
            try FocusBenchProcess.run("check", "--config", try Self.configuration("""
                {"scenarios": ["ROOT/scenarios/changing/list-delete-repaired.json"], "replications": 100,
                 "users": ["voiceover-expert"], "lint": "error"\(extra)}
                """))
        }
        let advice = try check("")
        XCTAssertEqual(advice.status, 0, advice.stderr)
        XCTAssertTrue(advice.stdout.contains("    advice [smallTarget] 'delete0'"), advice.stdout)
        let strict = try check(#", "strict": true"#)
        XCTAssertEqual(strict.status, 4, strict.stderr)
        XCTAssertEqual(strict.stderrLines, [#"focusbench: check failed: 6 lint findings (lint is "error", strict)"#])
        let warn = try FocusBenchProcess.run("check", "--config", try Self.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"], "lint": "warn", "strict": true}
            """))
        XCTAssertEqual(warn.status, 2)
        XCTAssertEqual(warn.stderrLines.count, 1)
        XCTAssertTrue(warn.stderr.contains(#"$.strict: "strict" makes platform guidance fail a check whose "lint" is "error""#),
                      warn.stderr)
    }

    func testCapturesAreImportedOnEveryRunAndFindingsPointAtThem() throws {
        // The saved page and dump are the importer's fixtures (their sources are named there).
        let fixtures = FocusBenchProcess.packageRoot.appendingPathComponent("Tests/FocusImportTests/Fixtures")
        let folder = try FocusBenchProcess.temporaryFolder("captures")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dist"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("signup.html"),
                                         to: folder.appendingPathComponent("dist/signup.html"))
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("android-signup.xml"),
                                         to: folder.appendingPathComponent("window_dump.xml"))
        let config = folder.appendingPathComponent("focusbench.json")
        try """
            {"scenarios": [
               {"capture": "dist/*.html", "import": "web", "viewport": "390x844"},
               {"capture": "window_dump.xml", "import": "android", "density": 420,
                "task": "Email=jane@example.com; Password=secret12; Sign up"}],
             "replications": 100, "lint": "error", "budgets": [{"maxMeanSeconds": 1000}]}
            """.write(to: config, atomically: true, encoding: .utf8)
        let result = try FocusBenchProcess.run("check", "--config", config.path, "--format", "sarif",
                                               "--source-root", folder.path)
        XCTAssertEqual(result.status, 4, result.stderr)
        try SchemaValidation.assertValidSARIF(result.stdout)
        // The importer's guesses go to the log, each naming its capture.
        XCTAssertTrue(result.stderrLines.contains { $0.contains("window_dump.xml: ") && $0.contains("taken from the hint") },
                      result.stderr)
        XCTAssertTrue(result.stderrLines.contains { $0.contains("dist/signup.html: draft task") }, result.stderr)
        let log = try result.jsonObject()
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let uris = try XCTUnwrap(run["artifacts"] as? [[String: Any]]).compactMap {
            ($0["location"] as? [String: Any])?["uri"] as? String
        }
        XCTAssertEqual(uris, ["dist/signup.html", "window_dump.xml"])
    }
}
