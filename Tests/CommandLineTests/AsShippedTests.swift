import Foundation
import XCTest

/// Without --order/--orders each user runs on the order they follow as
/// shipped (the scenario's "follows"), and the commands say which.
final class AsShippedTests: XCTestCase {
    /// The cells a web page runs without --users or --orders, as "user order":
    /// each default web user on the order it follows.
    static let webPageCells = [
        "keyboard tab", "ios-switch-control dom", "voiceover-expert dom", "android-switch-access dom",
        "talkback-default dom",
    ]

    /// A web form whose Tab sequence differs from the document: a positive
    /// tabindex sends Tab to the e-mail field first (as the tabindex fixture
    /// of the web importer does), while screen readers read the document.
    private static let scenario = """
        {"name": "Newsletter", "platform": "web",
         "elements": [
           {"id": "name", "role": "textField", "label": "Name", "frame": {"x": 16, "y": 40, "width": 300, "height": 44}},
           {"id": "email", "role": "textField", "label": "Email", "tabindex": 1,
            "frame": {"x": 16, "y": 100, "width": 300, "height": 44}},
           {"id": "note", "role": "staticText", "label": "We write once a month.",
            "frame": {"x": 16, "y": 150, "width": 300, "height": 20}},
           {"id": "subscribe", "role": "button", "label": "Subscribe", "frame": {"x": 16, "y": 180, "width": 300, "height": 44}}
         ],
         "orders": {"tab": ["email", "name", "subscribe"], "dom": ["name", "email", "note", "subscribe"]},
         "follows": {"keyboard": "tab",
                     "screenReader": {"order": "dom", "because": "screen readers browse in document order"},
                     "switch": "dom"},
         "task": [{"activate": "name", "enter": 4}, {"activate": "subscribe"}]}
        """

    private func file() throws -> String {
        try FocusBenchProcess.temporaryFile(named: "newsletter.json", containing: Self.scenario)
    }

    private let quick = ["--replications", "200", "--threads", "2"]

    func testReportPutsEachUserOnceOnTheirOrderAndComparesNoOrders() throws {
        let path = try file()
        let users = ["--users", "keyboard,talkback-default,switch-novice"]
        let json = try FocusBenchProcess.run(["report", path, "--format", "json"] + users + quick)
        XCTAssertEqual(json.status, 0, json.stderr)
        let report = try json.jsonObject()
        let cells = try XCTUnwrap(report["cells"] as? [[String: Any]])
        XCTAssertEqual(cells.map { "\($0["user"]!) \($0["order"]!)" },
                       ["keyboard tab", "talkback-default dom", "switch-novice dom"])
        XCTAssertEqual((report["comparisons"] as? [Any])?.count, 0)
        let shipped = try XCTUnwrap(report["asShipped"] as? [[String: Any]])
        XCTAssertEqual(shipped.map { $0["sentence"] as? String }, [
            "keyboard follows 'tab': the order the scenario gives for keyboard users",
            "talkback-default follows 'dom': screen readers browse in document order",
            "switch-novice follows 'dom': the order the scenario gives for switch users",
        ])
        for format in ["md", "html"] {
            let text = try FocusBenchProcess.run(["report", path, "--format", format] + users + quick)
            XCTAssertEqual(text.status, 0, text.stderr)
            XCTAssertTrue(text.stdout.contains("talkback-default follows &#39;dom&#39;")
                || text.stdout.contains("talkback-default follows 'dom'"), text.stdout)
            for comparing in ["slower than", "faster than", "fastest", "takes the same time as", "do not differ"] {
                XCTAssertFalse(text.stdout.contains(comparing), "\(format) says '\(comparing)'")
            }
        }
        // Asked for, orders are still compared for whoever is asked.
        let orders = try FocusBenchProcess.run(["report", path, "--format", "md", "--orders", "dom,tab",
                                                "--users", "keyboard"] + quick)
        XCTAssertEqual(orders.status, 0, orders.stderr)
        XCTAssertTrue(orders.stdout.contains("Baseline order: `dom`"), orders.stdout)
    }

    func testSimulateSaysWhichOrderTheUserFollows() throws {
        let result = try FocusBenchProcess.run(["simulate", try file(), "--user", "talkback-default"] + quick)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Newsletter: order 'dom', user talkback-default"), result.stdout)
        XCTAssertEqual(result.stderrLines, ["focusbench: talkback-default follows 'dom': screen readers browse in document order"])
        let given = try FocusBenchProcess.run(["simulate", try file(), "--user", "talkback-default", "--order", "tab"] + quick)
        XCTAssertEqual(given.stderr, "")
    }

    func testCompareUsersPutsEachOnTheirOwnOrder() throws {
        let result = try FocusBenchProcess.run(["compare", try file(), "--users", "keyboard,voiceover-expert"] + quick)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("A = user keyboard on order 'tab', B = user voiceover-expert on order 'dom'"),
                      result.stdout)
        XCTAssertEqual(result.stderrLines.count, 2, result.stderr)
    }

    /// Lint runs each order with the users who follow it, and the web's users by default.
    func testLintDefaultsToThePlatformsUsersOnTheirOrders() throws {
        let path = try file()
        let result = try FocusBenchProcess.run(["lint", path, "--format", "json"] + quick)
        XCTAssertNotEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderrLines.first,
                       "focusbench: \(path): no --users, so the users of a web page: keyboard, ios-switch-control, "
                           + "voiceover-expert, android-switch-access, talkback-default")
        XCTAssertTrue(result.stderr.contains("focusbench: voiceover-expert follows 'dom'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("focusbench: keyboard follows 'tab'"), result.stderr)
    }

    func testCheckWithoutUsersOrOrdersRunsTheShippedCells() throws {
        let path = try file()
        let config = try FocusBenchProcess.temporaryFile(named: "focusbench.json", containing: """
            {"scenarios": ["\(path)"], "replications": 200, "budgets": [{"maxMeanSeconds": 3000}]}
            """)
        let result = try FocusBenchProcess.run("check", "--config", config, "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.jsonObject()
        let budgets = try XCTUnwrap(json["budgets"] as? [[String: Any]])
        XCTAssertEqual(budgets.map { "\($0["user"]!) \($0["order"]!)" }, Self.webPageCells)
        XCTAssertTrue(result.stderr.contains("no \"users\" in \(config), so the users of a web page"), result.stderr)
    }
}
