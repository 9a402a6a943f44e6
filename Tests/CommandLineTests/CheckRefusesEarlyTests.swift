import Foundation
import XCTest

/// `check` finds a mistake in any budget of any scenario before it simulates
/// a cell: a missing or mismatched capture in `before`, a stored report in
/// `against` that is broken, of another scenario or shares no cell with the
/// run, an `order` or `baseline` a scenario lacks. Each used to be found
/// only when its budget's turn came, after the budgets before it had run.
final class CheckRefusesEarlyTests: XCTestCase {
    /// A first scenario whose budget holds, then the sign-up form with
    /// `budget`, at replications the work budget refuses before any cell
    /// runs (by events or by memory, whatever the machine): the budget's own
    /// refusal can come first only if it is found before any sizing, so
    /// before any simulation.
    private func refused(_ budget: String, at place: String, _ message: String,
                         file: StaticString = #filePath, line: UInt = #line) throws {
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/login.json", "ROOT/scenarios/signup.json"],
             "users": ["ios-switch-control"], "replications": 100000000,
             "budgets": [{"maxMeanSeconds": 1000},
                         {"scenario": "ROOT/scenarios/signup.json", \(budget), "maxSlowerPercent": 3}]}
            """)
        try BadInput.assertRefused(["check", "--config", config],
                                   startsWith: "focusbench: \(config): $.budgets[1].\(place): \(message)",
                                   file: file, line: line)
    }

    private let signup = CheckCommandTests.root + "/scenarios/signup.json"

    func testTheWorkBudgetItselfRefusesThisRunBeforeSimulating() throws {
        // The premise of the tests below: without a broken budget the run is refused at its size.
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/login.json", "ROOT/scenarios/signup.json"],
             "users": ["ios-switch-control"], "replications": 100000000, "budgets": [{"maxMeanSeconds": 1000}]}
            """)
        try BadInput.assertRefused(["check", "--config", config],
                                   startsWith: "focusbench: \(config): $.replications: Log in: this run would ")
    }

    func testAnOrderOrBaselineTheScenarioLacks() throws {
        let lacks = "\(signup) has no order \"visal\" (it has: visual, passwordFirst); did you mean 'visual'?"
        try refused(#""baseline": "visal""#, at: "baseline", lacks)
        try refused(#""order": "visal", "baseline": "visual""#, at: "order", lacks)
    }

    func testACaptureThatIsMissingOrLacksTheOrder() throws {
        try refused(#""before": "ROOT/scenarios/no-such-capture.json""#, at: "before",
                    "\(CheckCommandTests.root)/scenarios/no-such-capture.json: ")
        let visualOnly = try BadInput.scenario(
            replacing: #",\#n    "passwordFirst": ["title", "subtitle", "password", "passwordHint", "email", "terms", "submit", "signIn"]"#,
            with: "")
        try refused(#""before": "\#(visualOnly)", "order": "passwordFirst""#, at: "order",
                    #"\#(visualOnly) has no order "passwordFirst" (it has: visual)"#)
    }

    func testAStoredReportThatCannotBeUsed() throws {
        let broken = try FocusBenchProcess.temporaryFile(named: "broken.json", containing: #"{"schemaVersion": 1,"#)
        try refused(#""against": "\#(broken)""#, at: "against", "\(broken): not JSON: ")
        let login = try storedReport("scenarios/login.json", user: "ios-switch-control")
        try refused(#""against": "\#(login)""#, at: "against",
                    "\(login): it is a report of scenario 'Log in', not 'Sign-up form'")
        let otherUser = try storedReport("scenarios/signup.json", user: "voiceover-expert")
        try refused(#""against": "\#(otherUser)""#, at: "against",
                    "\(otherUser): it has no (order, user) cell in common with this run")
    }

    private func storedReport(_ scenario: String, user: String) throws -> String {
        let stored = try FocusBenchProcess.temporaryFile(named: "stored.json", containing: "")
        let report = try FocusBenchProcess.run("report", scenario, "--replications", "100", "--users", user,
                                               "--format", "json", "--output", stored)
        XCTAssertEqual(report.status, 0, report.stderr)
        return stored
    }

    /// `report --against` too refuses a stored report with no cell of the run before running it.
    func testReportRefusesAStoredReportSharingNoCellBeforeSimulating() throws {
        let otherUser = try storedReport("scenarios/signup.json", user: "voiceover-expert")
        try BadInput.assertRefused(["report", "scenarios/signup.json", "--users", "ios-switch-control",
                                    "--replications", "100000000", "--against", otherUser],
                                   startsWith: "focusbench: --against \(otherUser): it has no (order, user) cell "
                                       + "in common with this run")
    }
}
