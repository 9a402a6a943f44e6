import FocusReport
import XCTest

final class MarkdownReportTests: XCTestCase {
    func testSummaryTableHasOneRowPerCell() throws {
        let document = try HTMLReportFixtures.document(users: ["ios-switch-control", "voiceover-expert"])
        let text = MarkdownReport.render(document)
        let tableLines = text.split(separator: "\n").filter { $0.hasPrefix("|") }
        // Header, alignment row, and 2 orders × 2 users.
        XCTAssertEqual(tableLines.count, 6, text)
        XCTAssertTrue(tableLines[0].hasPrefix("| Order | User | Mean (s) | 95% CI (s)"))
        XCTAssertTrue(text.contains("| **visual** | ios-switch-control |"))
        XCTAssertTrue(text.contains("| passwordFirst | voiceover-expert |"))
        XCTAssertTrue(text.contains("seed 3"))
        for line in tableLines {
            XCTAssertEqual(line.filter { $0 == "|" }.count, 10, String(line))
        }
    }

    func testBudgetVerdictIsStated() throws {
        // bench-reference scans every element, so passwordFirst (the hint before
        // the e-mail field) is a second slower than visual in every replication.
        // Switch users who skip static text find the two orders equal.
        let within = MarkdownReport.render(try HTMLReportFixtures.document(budgetPercent: 50, users: ["bench-reference"]))
        XCTAssertTrue(within.contains("✅ Within the budget"), within)
        let over = MarkdownReport.render(try HTMLReportFixtures.document(budgetPercent: 0.1, users: ["bench-reference"]))
        XCTAssertTrue(over.contains("❌ Over the budget of 0.1%: order 'passwordFirst'"), over)
        XCTAssertTrue(over.contains("passwordFirst ⚠️ over budget"))
    }
}
