import Foundation
import XCTest

/// `focusbench lint`: exit status 4 with findings, 0 without, and the JSON keys.
final class LintCommandTests: XCTestCase {
    func testFindingsExitWithStatusFourAndAreListed() throws {
        let result = try FocusBenchProcess.run("lint", "scenarios/changing/signup-dialog-failing.json",
                                               "--replications", "500", "--users", "keyboard")
        XCTAssertEqual(result.status, 4, result.stderr)
        XCTAssertTrue(result.stdout.contains("[dialogDoesNotReturnFocus]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("keyboard: saves"), result.stdout)
        XCTAssertEqual(result.stderrLines, ["focusbench: scenarios/changing/signup-dialog-failing.json: 2 findings"])
    }

    /// Platform guidance (an iOS target under 44 pt) is advice: exit 0, unless --strict.
    func testAdviceFailsOnlyWithStrict() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-advice-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("small.json")
        try #"{"name": "Small", "platform": "ios", "screen": {"width": 390, "height": 844},"#
            .appending(#" "elements": [{"id": "ok", "role": "button", "label": "OK","#)
            .appending(#" "frame": {"x": 20, "y": 20, "width": 30, "height": 30}}],"#)
            .appending(#" "orders": {"visual": ["ok"]},"#)
            .appending(#" "task": [{"activate": "ok"}]}"#)
            .write(to: file, atomically: true, encoding: .utf8)
        let advice = try FocusBenchProcess.run("lint", file.path, "--replications", "200")
        XCTAssertEqual(advice.status, 0, advice.stderr)
        XCTAssertTrue(advice.stdout.contains("[smallTarget] (advice"), advice.stdout)
        let strict = try FocusBenchProcess.run("lint", file.path, "--replications", "200", "--strict")
        XCTAssertEqual(strict.status, 4, strict.stderr)
        let valued = try FocusBenchProcess.run("lint", file.path, "--strict=yes")
        XCTAssertEqual(valued.status, 2)
    }

    func testCleanScenarioExitsWithZero() throws {
        let result = try FocusBenchProcess.run("lint", "scenarios/changing/cookie-banner-repaired.json",
                                               "--replications", "500", "--users", "ios-switch-control")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("no findings"), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    func testJSONKeys() throws {
        let result = try FocusBenchProcess.run("lint", "scenarios/changing/cookie-banner-failing.json",
                                               "--replications", "500", "--users", "ios-switch-control,keyboard",
                                               "--format", "json")
        XCTAssertEqual(result.status, 4, result.stderr)
        let json = try object(result.stdout)
        XCTAssertEqual(json["order"] as? String, "dom")
        XCTAssertEqual(json["findingCount"] as? Int, 1)
        let finding = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["kind"] as? String, "trap")
        XCTAssertEqual((finding["elements"] as? [String])?.first, "banner")
        XCTAssertNotNil(finding["explanation"] as? String)
        XCTAssertNotNil(finding["repair"] as? String)
        let costs = try XCTUnwrap(finding["costs"] as? [[String: Any]])
        XCTAssertEqual(costs.map { $0["user"] as? String }, ["ios-switch-control", "keyboard"])
        for key in ["asIsMean", "repairedMean", "saving", "pValue"] {
            XCTAssertNotNil(costs[1][key] as? Double, key)
        }
        XCTAssertGreaterThan(try XCTUnwrap((costs[1]["savingCI95"] as? [Double])?.first), 0)
    }

    func testReadingOrderFindingHasKendallDistanceInJSON() throws {
        let result = try FocusBenchProcess.run("lint", "scenarios/signup.json", "--order", "passwordFirst",
                                               "--replications", "200", "--format", "json")
        XCTAssertEqual(result.status, 4, result.stderr)
        let findings = try XCTUnwrap(try object(result.stdout)["findings"] as? [[String: Any]])
        let finding = try XCTUnwrap(findings.first { $0["kind"] as? String == "readingOrder" })
        XCTAssertGreaterThan(try XCTUnwrap(finding["kendallDistance"] as? Int), 0)
        XCTAssertEqual((finding["invertedPairs"] as? [[String]])?.first?.count, 2)
    }

    private func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testUnknownUserIsBadInput() throws {
        let result = try FocusBenchProcess.run("lint", "scenarios/changing/cookie-banner-failing.json",
                                               "--users", "nobody")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.count, 1)
    }

    func testHelpMentionsExitStatusFour() throws {
        let result = try FocusBenchProcess.run("lint", "--help")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("4 findings"), result.stdout)
        XCTAssertTrue(try FocusBenchProcess.run("--help").stdout.contains("lint "))
    }

    /// Two formats to one file would leave only the last, so neither is written.
    func testTwoOutputsToOneFileAreRefused() throws {
        let file = try FocusBenchProcess.temporaryFile(named: "lint.sarif", containing: "")
        try FileManager.default.removeItem(atPath: file)
        try BadInput.assertRefused(["lint", "scenarios/signup.json", "--output", "sarif=\(file)", "--output", "junit=\(file)"],
                                   startsWith: "focusbench: --output: \(file) is named twice")
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"], "replications": 100, "users": ["keyboard"]}
            """)
        try BadInput.assertRefused(["check", "--config", config, "--output", "sarif=\(file)", "--output", "junit=\(file)"],
                                   startsWith: "focusbench: --output: \(file) is named twice")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file))
    }

    func testAMissingSourceRootIsRefused() throws {
        try BadInput.assertRefused(["lint", "scenarios/signup.json", "--source-root", "/no/such/folder"],
                                   startsWith: "focusbench: --source-root /no/such/folder is not a folder that exists")
    }
}
