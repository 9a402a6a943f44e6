@testable import FocusImport
import FocusModel
import Foundation
import XCTest

/// The sweep's HTML pages (heatmaps, and line charts with CI bands) pass
/// axe-core with no violations in headless Chromium, driven over the same
/// DevTools pipe as web imports. axe-core comes from the PyPI package
/// axe-selenium-python, which ships axe.min.js (`make axe` installs it
/// under .build/axe); without it, or without Chromium, the tests are skipped.
final class SweepAccessibilityTests: XCTestCase {
    static let axeScript = FocusBenchProcess.packageRoot
        .appendingPathComponent(".build/axe/axe_selenium_python/node_modules/axe-core/axe.min.js")

    override func setUpWithError() throws {
        if (try? BrowserLocator.locate(nil)) == nil { throw XCTSkip("Chromium is not installed") }
        if !FileManager.default.fileExists(atPath: Self.axeScript.path) {
            throw XCTSkip("axe-core is not installed (make axe)")
        }
    }

    private let sweep = ["sweep", "scenarios/signup.json", "--user", "switch-novice", "--orders", "visual,passwordFirst",
                         "--replications", "60", "--format", "html"]

    func testTheHeatmapPageHasNoAxeViolations() throws {
        let violations = try axeViolations(sweep + ["--vary", "scanInterval=0.6:1.2:0.3",
                                                    "--vary", "reactionTime.median=0.4,0.6"])
        XCTAssertEqual(violations, [])
    }

    func testTheLineChartPageHasNoAxeViolations() throws {
        XCTAssertEqual(try axeViolations(sweep + ["--vary", "scanInterval=0.7:1.2:0.1"]), [])
    }

    /// Points over names, and means that are lower bounds (the time cap) beside infeasible cells.
    func testTheChartOfNamesAndCappedCellsHaveNoAxeViolations() throws {
        XCTAssertEqual(try axeViolations(sweep + ["--vary", "mode=item,group,rowColumn"]), [])
        XCTAssertEqual(try axeViolations(sweep + ["--vary", "scanInterval=0.8,1.2", "--vary", "firstItemPause=0.5,1",
                                                  "--max-seconds", "600"]), [])
    }

    /// "rule-id: N nodes" for every violation axe finds on the page `arguments` write.
    private func axeViolations(_ arguments: [String]) throws -> [String] {
        let result = try FocusBenchProcess.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        let page = URL(fileURLWithPath: try FocusBenchProcess.temporaryFile(named: "sweep.html", containing: result.stdout))
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let session = try BrowserSession(browser: try BrowserLocator.locate(nil), page: page,
                                         viewport: ScreenSize(width: 1200, height: 900),
                                         deadline: ImportDeadline(file: page.path, seconds: 60))
        defer { session.close() }
        let axe = try String(contentsOf: Self.axeScript, encoding: .utf8)
        _ = try session.call("Runtime.evaluate", ["expression": .string(axe + "\n;0")])
        let run = try session.call("Runtime.evaluate", [
            "expression": "axe.run(document).then(r => JSON.stringify(r.violations.map(v => v.id + ': ' + v.nodes.length + ' nodes: ' + v.nodes.map(n => n.target.join(' ')).slice(0, 3).join(', '))))",
            "awaitPromise": true, "returnByValue": true,
        ])
        let text = try XCTUnwrap(run["result"]?["value"]?.stringValue, "axe did not run: \(run.serialized(pretty: false))")
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(parsed as? [String])
    }
}
