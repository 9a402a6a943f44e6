import FocusCost
import FocusModel
import FocusReport
import FocusRun
import Foundation
import XCTest

/// An app's test that reports how two focus orders of its form compare for
/// two users, as Markdown for a pull request, through the public API alone:
/// `ReportRun` simulates every cell, `MarkdownFormat` renders the document,
/// and the text is what `focusbench report … --format md` prints.
final class AppReportsOrdersTests: XCTestCase {
    func testReportOfTwoOrdersMatchesTheCommandLine() throws {
        let file = "scenarios/signup.json"
        let scenario = try ScenarioLoader.load(contentsOf: CommandLineRun.packageRoot.appendingPathComponent(file).path)
        let orders = ["visual", "passwordFirst"]
        let userNames = ["ios-switch-control", "keyboard"]
        let users = try userNames.map { try XCTUnwrap(ProfileCatalog.builtIn.profile(named: $0), $0) }
        let document = try ReportRun.make(ReportRun.Request(
            scenario: scenario, scenarioFile: file, orders: orders, users: users, baseline: orders[0],
            settings: SimulationSettings(replications: 200, seed: 3, threads: 2)))
        // The keyboard user is slower on the password-first order: the report has a difference to show.
        let slower = try XCTUnwrap(document.comparison(order: orders[1], user: "keyboard")).difference
        XCTAssertGreaterThan(slower.ci95.low, 0)

        let markdown = try MarkdownFormat().render(.reports([document]))
        let printed = try CommandLineRun.stdout(
            ["report", file, "--orders", orders.joined(separator: ","), "--users", userNames.joined(separator: ","),
             "--replications", "200", "--seed", "3", "--threads", "2", "--format", "md"])
        XCTAssertEqual(markdown, String(decoding: printed, as: UTF8.self))
    }
}
