import Foundation
import XCTest

/// Time spent scrolling content below the screen into view is its own
/// category in JSON and CSV.
final class ScrollingOutputTests: XCTestCase {
    private let quick = ["--replications", "50", "--threads", "2"]

    /// A login screen whose Sign in button lies one screenful below a 600 pt viewport.
    private func longScreen() throws -> String {
        try FocusBenchProcess.temporaryFile(named: "long.json", containing: """
        {"name": "Long login", "platform": "android", "screen": {"width": 400, "height": 600},
         "elements": [{"id": "email", "role": "textField", "label": "Email",
                       "frame": {"x": -4, "y": 100, "width": 408, "height": 48}},
                      {"id": "signIn", "role": "button", "label": "Sign in",
                       "frame": {"x": 20, "y": 700, "width": 160, "height": 48}}],
         "orders": {"dom": ["email", "signIn"]},
         "task": [{"activate": "email"}, {"activate": "signIn"}]}
        """)
    }

    func testJSONBreakdownHasScrolling() throws {
        let file = try longScreen()
        let json = try FocusBenchProcess.run(["simulate", file, "--user", "android-switch-access", "--format", "json"]
                                             + quick)
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try json.jsonObject()
        let breakdown = try XCTUnwrap(object["breakdown"] as? [String: Double])
        XCTAssertGreaterThan(try XCTUnwrap(breakdown["scrolling"]), 2)
    }

    func testCSVHasAScrollingColumn() throws {
        let file = try longScreen()
        let csv = try FocusBenchProcess.run(["simulate", file, "--user", "switch-point", "--format", "csv"] + quick)
        XCTAssertEqual(csv.status, 0, csv.stderr)
        let rows = csv.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        let column = try XCTUnwrap(rows[0].firstIndex(of: "scrolling"))
        XCTAssertEqual(rows[0][column - 1], "entry")
        XCTAssertGreaterThan(try XCTUnwrap(Double(rows[1][column])), 0)
    }
}
