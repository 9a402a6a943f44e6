import Foundation
import XCTest

/// `check` finds a mistake in any budget of any scenario before it simulates
/// a cell: a missing or mismatched capture in `before`, a stored report in
/// `against` that is broken, of another scenario or shares no cell with the
/// run, an `order` or `baseline` a scenario lacks, a user who can never
/// finish on a capture in `before`. Each used to be found only when its
/// budget's turn came, after the budgets before it had run. And the size of
/// the run, checked before any cell runs, counts what a `before` budget simulates.
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

    /// A trap on the capture: no user can finish on it. Found when the
    /// budget's turn came, after simulating, and named the version after.
    func testAUserWhoCanNeverFinishOnTheCapture() throws {
        let trapped = try BadInput.scenario(
            replacing: "\"constraints\": [",
            with: "\"traps\": [{\"id\": \"t\", \"members\": [\"subtitle\", \"email\"], \"exit\": null}],\n  \"constraints\": [")
        try refused(#""before": "\#(trapped)""#, at: "before",
                    "\(trapped): task step 2 ('password') can never be completed: focus enters trap 't' on the way, "
                        + "and the trap has no exit")
    }

    /// A target only one user cannot hit on the capture (beside the
    /// screen, out of the crosshair's reach): the capture and the user are named.
    func testATargetAUserCanNeverHitOnTheCaptureNamesTheUser() throws {
        let beside = try BadInput.scenario(replacing: #""frame": {"x": 16, "y": 186"#, with: #""frame": {"x": 600, "y": 186"#)
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"], "users": ["keyboard", "switch-point"],
             "replications": 100000000,
             "budgets": [{"maxMeanSeconds": 1000}, {"before": "\(beside)", "maxSlowerPercent": 3}]}
            """)
        try BadInput.assertRefused(["check", "--config", config],
                                   startsWith: "focusbench: \(config): $.budgets[1].before: \(beside): "
                                       + "user 'switch-point': task step 1 ('email') can never be completed: its frame "
                                       + "lies beside the 390 pt wide screen")
    }

    /// Of several users, the one who can never finish the scenario itself is
    /// named, by check and by report, before anything runs: the model's
    /// refusal names only the step.
    func testAUserWhoCanNeverFinishTheScenarioIsNamed() throws {
        let beside = try BadInput.scenario(replacing: #""frame": {"x": 16, "y": 186"#, with: #""frame": {"x": 600, "y": 186"#)
        let refusal = "focusbench: \(beside): user 'switch-point': task step 1 ('email') can never be completed: "
            + "its frame lies beside the 390 pt wide screen"
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["\(beside)"], "users": ["keyboard", "switch-point"], "replications": 100,
             "budgets": [{"maxMeanSeconds": 1000}]}
            """)
        try BadInput.assertRefused(["check", "--config", config], startsWith: refusal)
        try BadInput.assertRefused(["report", beside, "--users", "keyboard,switch-point", "--replications", "10"],
                                   startsWith: refusal)
        try BadInput.assertRefused(["report", beside, "scenarios/login.json", "--users", "keyboard,switch-point",
                                    "--replications", "100"], startsWith: refusal)
    }

    /// A budget "before" a capture simulates both versions of each user it
    /// compares, and the size of the run counts them: ten million
    /// replications of the sign-up form's one cell (about 12 events each)
    /// are within the limit of 2e8 events, with both versions they are not.
    /// The checkout, listed after it, is over the limit alone: a size that
    /// left the versions out would refuse it instead. Either way nothing runs.
    func testABudgetBeforeACaptureCountsBothVersionsInTheRunsSize() throws {
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json", "ROOT/scenarios/checkout.json"],
             "users": ["ios-switch-control"], "orders": ["visual"], "replications": 10000000,
             "budgets": [{"scenario": "ROOT/scenarios/signup.json", "before": "ROOT/scenarios/signup.json",
                          "maxSlowerPercent": 3},
                         {"scenario": "ROOT/scenarios/checkout.json", "maxMeanSeconds": 1000}]}
            """)
        try BadInput.assertRefused(["check", "--config", config],
                                   startsWith: "focusbench: \(config): $.replications: Sign-up form: this run would ")
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
