import FocusCost
import FocusLint
import FocusModel
import XCTest

/// The shipped failing scenarios cost their users time, with a paired 95% CI
/// that excludes 0, and their repaired twins have no finding of the failure.
final class LintCostTests: XCTestCase {
    private static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenarios/changing")

    private func lint(_ file: String, users: [String]) throws -> LintResult {
        let scenario = try ScenarioLoader.load(contentsOf: Self.directory.appendingPathComponent(file).path)
        let profiles = users.map { ProfileCatalog.builtIn.profile(named: $0)! }
        return try Linter.lint(LintRequest(scenario: scenario, order: scenario.orders[0].name, users: profiles,
                                           settings: settings(replications: 2000)))
    }

    private func assertCosts(_ file: String, kind: LintFinding.Kind, users: [String],
                             line: UInt = #line) throws {
        let result = try lint(file, users: users)
        let finding = try XCTUnwrap(result.findings.first { $0.kind == kind }, line: line)
        XCTAssertEqual(finding.costs.map(\.user), users, line: line)
        for cost in finding.costs {
            let saving = try XCTUnwrap(cost.comparison, line: line).difference
            XCTAssertGreaterThan(saving.ci95.low, 0, "\(file) \(kind) \(cost.user)", line: line)
        }
        // The costliest failure comes first.
        XCTAssertEqual(result.findings.first?.kind, kind, line: line)
    }

    func testSignUpDialogThatDoesNotTakeFocus() throws {
        try assertCosts("signup-dialog-failing.json", kind: .dialogDoesNotTakeFocus,
                        users: ["ios-switch-control", "voiceover-expert", "keyboard"])
    }

    func testSignUpDialogThatDoesNotGiveFocusBack() throws {
        try assertCosts("signup-dialog-failing.json", kind: .dialogDoesNotReturnFocus, users: ["keyboard"])
    }

    func testListDeleteThatThrowsFocusToTheTop() throws {
        try assertCosts("list-delete-failing.json", kind: .focusThrownToTop, users: ["keyboard", "voiceover-expert"])
    }

    func testCookieBannerThatTraps() throws {
        try assertCosts("cookie-banner-failing.json", kind: .trap,
                        users: ["ios-switch-control", "voiceover-expert", "keyboard", "switch-step"])
    }

    /// Releasing a trap never makes a screen-reader user slower: reaching the
    /// banner and its exit costs the moves to get there.
    func testReleasingATrapNeverSlowsScreenReaderUsers() throws {
        let readers = ["voiceover-novice", "voiceover-expert", "talkback-default"]
        let result = try lint("cookie-banner-failing.json", users: readers)
        let finding = try XCTUnwrap(result.findings.first { $0.kind == .trap })
        for cost in finding.costs {
            let saving = try XCTUnwrap(cost.comparison, cost.user).difference
            XCTAssertGreaterThanOrEqual(saving.mean, 0, cost.user)
        }
    }

    func testRepairedTwinsHaveNoFindingOfTheirFailure() throws {
        let users = ["ios-switch-control", "keyboard"]
        XCTAssertEqual(try lint("signup-dialog-repaired.json", users: users).findings, [])
        XCTAssertEqual(try lint("cookie-banner-repaired.json", users: users).findings, [])
        // The reminders keep their small delete buttons, which the failing twin shares.
        let list = try lint("list-delete-repaired.json", users: users)
        XCTAssertEqual(Set(list.findings.map(\.kind)), [.smallTarget])
    }
}
