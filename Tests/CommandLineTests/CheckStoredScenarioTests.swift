import Foundation
import XCTest

/// A `check` budget `against` a stored report holds only against a report of
/// the same scenario, as `report --against` does; `scenarioCheck` relaxes it
/// as `--scenario-check` does.
final class CheckStoredScenarioTests: XCTestCase {
    private func storedLoginReport() throws -> String {
        let stored = try FocusBenchProcess.temporaryFile(named: "login-main.json", containing: "")
        let report = try FocusBenchProcess.run("report", "scenarios/login.json", "--replications", "200",
                                               "--users", "ios-switch-control", "--format", "json", "--output", stored)
        XCTAssertEqual(report.status, 0, report.stderr)
        return stored
    }

    private func budget(against stored: String, _ extra: String = "") throws -> String {
        try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"], "users": ["ios-switch-control"], "replications": 200,
             "budgets": [{"against": "\(stored)", "maxSlowerPercent": 3\(extra)}]}
            """)
    }

    func testAReportOfAnotherScenarioIsRefused() throws {
        let stored = try storedLoginReport()
        let config = try budget(against: stored)
        let result = try FocusBenchProcess.run("check", "--config", config)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertEqual(result.stderrLines.map(String.init), [
            "focusbench: \(config): $.budgets[0].against: \(stored): it is a report of scenario 'Log in', "
                + #"not 'Sign-up form'; compare anyway with "scenarioCheck": "name" (same name) or "scenarioCheck": "off""#,
        ])
    }

    func testScenarioCheckOffComparesAnyway() throws {
        let stored = try storedLoginReport()
        let result = try FocusBenchProcess.run("check", "--config", try budget(against: stored, #", "scenarioCheck": "off""#))
        XCTAssertNotEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stdout.contains("against \(stored)"), result.stdout)
    }

    func testScenarioCheckGoesWithAgainst() throws {
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"],
             "budgets": [{"baseline": "visual", "maxSlowerPercent": 3, "scenarioCheck": "off"}]}
            """)
        let result = try FocusBenchProcess.run("check", "--config", config)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertEqual(result.stderrLines.map(String.init), [
            #"focusbench: \#(config): $.budgets[0].scenarioCheck: "scenarioCheck" says how the stored report in "#
                + #""against" must match the scenario; this budget has no "against""#,
        ])
    }
}
