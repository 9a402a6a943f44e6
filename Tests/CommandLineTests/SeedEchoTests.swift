import Foundation
import XCTest

/// Every command that simulates says which seed its numbers came from, in
/// every format with a header, exactly as it was given: the largest seed,
/// 2^53 − 1, too.
final class SeedEchoTests: XCTestCase {
    private let largest = "9007199254740991"
    private let quick = ["--replications", "7", "--threads", "2"]
    private let before = "scenarios/changing/cookie-banner-failing.json"
    private let after = "scenarios/changing/cookie-banner-repaired.json"

    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try FocusBenchProcess.run(arguments)
        XCTAssertTrue([0, 4].contains(result.status), "\(arguments): \(result.stderr)", file: file, line: line)
        return result.stdout
    }

    /// JSON wrote whole numbers from 10^15 on with a fraction: "seed": 9007199254740991.0.
    func testTheLargestSeedIsWrittenAsGivenInEveryJSON() throws {
        let runs: [[String]] = [
            ["simulate", "scenarios/signup.json"] + quick,
            ["compare", "scenarios/signup.json"] + quick,
            ["compare", before, after, "--users", "keyboard"] + quick,
            ["report", "scenarios/signup.json", "--users", "keyboard"] + quick,
            ["tune", "scenarios/signup.json"] + quick,
            ["sweep", "scenarios/signup.json"] + quick,
            ["lint", "scenarios/changing/list-delete-failing.json", "--users", "keyboard"] + quick,
            ["keyboard", "--user", "keyboard", "--text", "abc", "--replications", "7"],
            ["optimize", "scenarios/signup.json", "--replications", "7"],
        ]
        for arguments in runs {
            let stdout = try run(arguments + ["--seed", largest, "--format", "json"])
            XCTAssertTrue(stdout.contains("\"seed\": \(largest),") || stdout.contains("\"seed\": \(largest)\n"),
                          "\(arguments[0]) \(arguments[1]): no \"seed\": \(largest)")
            XCTAssertFalse(stdout.contains("\(largest).0"), "\(arguments[0]) \(arguments[1])")
        }
    }

    /// `compare BEFORE AFTER --format json` gave no settings at all, unlike its text.
    func testAComparisonOfTwoVersionsGivesItsSettingsInJSON() throws {
        let stdout = try run(["compare", before, after, "--users", "keyboard", "--seed", "42", "--max-seconds", "900",
                              "--format", "json"] + quick)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["seed"] as? Int, 42)
        XCTAssertEqual(json["replications"] as? Int, 7)
        XCTAssertEqual(json["threads"] as? Int, 2)
        XCTAssertEqual(json["maxSeconds"] as? Int, 900)
    }

    /// Markdown, JUnit and SARIF of lint (and JUnit of report) said nothing of the seed.
    func testLintAndReportCIFormatsGiveTheSeed() throws {
        let lint = ["lint", "scenarios/changing/list-delete-failing.json", "--users", "keyboard", "--seed", largest] + quick
        XCTAssertTrue(try run(lint + ["--format", "md"]).contains("7 replications, seed \(largest);"))
        let junit = "<property name=\"seed\" value=\"\(largest)\"/>"
        XCTAssertTrue(try run(lint + ["--format", "junit"]).contains(junit))
        XCTAssertTrue(try run(["report", "scenarios/signup.json", "--users", "keyboard", "--seed", largest,
                               "--format", "junit"] + quick).contains(junit))
        let sarif = try run(lint + ["--format", "sarif"])
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        let invocation = try XCTUnwrap((runs.first?["invocations"] as? [[String: Any]])?.first)
        let properties = try XCTUnwrap(invocation["properties"] as? [String: Any])
        XCTAssertEqual(properties["replications"] as? Int, 7)
        XCTAssertTrue(sarif.contains("\"seed\": \(largest),"))
    }

    /// check's JSON and JUnit, with the seed from its configuration.
    func testCheckGivesTheLargestSeedAsGiven() throws {
        let signup = FocusBenchProcess.packageRoot.appendingPathComponent("scenarios/signup.json").path
        let config = try FocusBenchProcess.temporaryFile(named: "focusbench.json", containing: """
            {"scenarios": ["\(signup)"], "users": ["keyboard"], "replications": 7, "seed": \(largest),
             "budgets": [{"maxMeanSeconds": 3000}]}
            """)
        let check = ["check", "--config", config, "--threads", "2", "--format"]
        XCTAssertTrue(try run(check + ["json"]).contains("\"seed\": \(largest),"))
        XCTAssertTrue(try run(check + ["junit"]).contains("<property name=\"seed\" value=\"\(largest)\"/>"))
    }
}
