@testable import FocusImport
import FocusModel
import XCTest

/// Screens of thousands of list rows, all at one place (a capture's
/// off-screen rows often share their frames), so that every comparison
/// of the reading order is a tie. The import's cost is measured apart
/// (docs/import.md#large-screens); these check that what it writes for
/// such a screen is right: one group per row, ids that avoid the elements',
/// and ties read in the capture's order.
final class LargeScreenTests: XCTestCase {
    static let rows = 1_500

    /// Two buttons per row; the first row's first button is named "group2",
    /// the id the second row's group would otherwise take.
    static func rowIDs(_ row: Int) -> [String] {
        row == 0 ? ["group2", "item1Button"] : ["item\(2 * row)Button", "item\(2 * row + 1)Button"]
    }

    func check(_ scenario: Scenario, file: StaticString = #filePath, line: UInt = #line) {
        let rows = (0..<Self.rows).map(Self.rowIDs)
        XCTAssertEqual(scenario.elements.map(\.id), rows.flatMap { $0 }, file: file, line: line)
        XCTAssertEqual(scenario.groups.map(\.memberIDs), rows, file: file, line: line)
        XCTAssertEqual(scenario.groups.map(\.id), (1...Self.rows).map { $0 == 2 ? "group2x" : "group\($0)" },
                       file: file, line: line)
        XCTAssertEqual(scenario.ids(of: "visual"), rows.flatMap { $0 }, file: file, line: line)
    }

    /// A capture written as `open`, then each row (`row`, its two items, `rowEnd`), then `close`.
    static func capture(open: String, row: String, rowEnd: String, item: (Int) -> String, close: String) throws -> String {
        var lines = [open]
        for number in 0..<rows { lines += [row, item(2 * number), item(2 * number + 1), rowEnd] }
        return try Fixture.temporary((lines + [close]).joined(separator: "\n"))
    }

    func testATableOfIdenticalCells() throws {
        let file = try Self.capture(
            open: "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" x=\"0\" y=\"0\" width=\"375\" height=\"667\">"
                + "<XCUIElementTypeTable x=\"0\" y=\"0\" width=\"375\" height=\"667\">",
            row: "<XCUIElementTypeCell x=\"0\" y=\"100\" width=\"375\" height=\"44\">", rowEnd: "</XCUIElementTypeCell>",
            item: { "<XCUIElementTypeButton\($0 == 0 ? " name=\"group2\"" : "") label=\"Item \($0)\" accessible=\"true\" "
                + "x=\"0\" y=\"100\" width=\"375\" height=\"44\"/>" },
            close: "</XCUIElementTypeTable></XCUIElementTypeApplication></AppiumAUT>")
        check(try Importer.run(ImportRequest(kind: .ios, file: file, task: "Item 5")).scenario)
    }

    func testAListOfIdenticalRows() throws {
        let file = try Self.capture(
            open: "<hierarchy rotation=\"0\"><node class=\"androidx.recyclerview.widget.RecyclerView\" scrollable=\"true\" "
                + "bounds=\"[0,0][1080,2400]\">",
            row: "<node class=\"android.widget.LinearLayout\" bounds=\"[0,300][1080,420]\">", rowEnd: "</node>",
            item: { "<node\($0 == 0 ? " resource-id=\"group2\"" : "") text=\"Item \($0)\" class=\"android.widget.Button\" "
                + "clickable=\"true\" bounds=\"[0,300][1080,420]\"/>" },
            close: "</node></hierarchy>")
        check(try Importer.run(ImportRequest(kind: .android, file: file, density: 420, task: "Item 5")).scenario)
    }
}
