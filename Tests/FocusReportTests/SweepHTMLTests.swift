import FocusModel
@testable import FocusReport
import FocusSweep
import XCTest

/// What the sweep page draws from rows whose numbers are chosen: a
/// difference map never shows a difference against an order its title does
/// not name, a mean that is a lower bound is marked, and a key of names is
/// drawn by name.
final class SweepHTMLTests: XCTestCase {
    private func spec(_ varied: [VariedKey], orders: [String]) -> SweepSpecification {
        SweepSpecification(scenarios: [.init(name: "form", contentHash: "h")], user: "u", people: nil, orders: orders,
                           varied: varied, replications: 10, seed: 1, maxSeconds: 60)
    }

    /// The row of `order` in `cell`: ok with `mean` (and its difference from `versus`), or infeasible.
    private func row(_ spec: SweepSpecification, cell: Int, order: String, mean: Double?, versus: String?,
                     difference: Double? = nil, cappedRate: Double = 0) -> SweepRow {
        let sweepCell = spec.cell(cell)
        var values: [String: JSONValue] = [
            SweepColumn.scenario: .string("form"), SweepColumn.cell: .number(Double(cell)),
            SweepColumn.seed: .number(Double(sweepCell.seed)), SweepColumn.order: .string(order),
            SweepColumn.status: .string(mean == nil ? SweepColumn.infeasible : SweepColumn.feasible),
            SweepColumn.reason: mean == nil ? .string("cannot finish") : .null,
            SweepColumn.versus: versus.map(JSONValue.string) ?? .null,
        ]
        for (key, value) in zip(spec.varied, sweepCell.values) { values[key.key] = value }
        if let mean {
            values[SweepColumn.mean] = .number(mean)
            values[SweepColumn.ciLow] = .number(mean - 1)
            values[SweepColumn.ciHigh] = .number(mean + 1)
            values[SweepColumn.cappedRate] = .number(cappedRate)
            values[SweepColumn.fastest] = .bool(false)
        }
        if let difference {
            values[SweepColumn.difference] = .number(difference)
            values[SweepColumn.differenceLow] = .number(difference + 1)
            values[SweepColumn.differenceHigh] = .number(difference + 2)
        }
        return SweepRowLayout(spec).row(cell: cell, values)
    }

    /// The `<figure>` whose caption is `caption`.
    private func figure(_ html: String, caption: String) throws -> String {
        let end = try XCTUnwrap(html.range(of: "<figcaption>\(caption)</figcaption>"), caption)
        let start = try XCTUnwrap(html.range(of: "<figure>", options: .backwards, range: html.startIndex..<end.lowerBound))
        return String(html[start.lowerBound..<end.lowerBound])
    }

    func testADifferenceAgainstAnotherOrderThanTheFirstIsNotDrawnAsOne() throws {
        let sweep = spec([VariedKey(key: "x", values: [.number(1), .number(2)]), VariedKey(key: "y", values: [.number(1)])],
                         orders: ["A", "B", "C"])
        // Cell 0: A cannot finish, so C's difference is against B. Cell 1: all finish, against A.
        let rows = [
            row(sweep, cell: 0, order: "A", mean: nil, versus: "B"),
            row(sweep, cell: 0, order: "B", mean: 10, versus: "B"),
            row(sweep, cell: 0, order: "C", mean: 17, versus: "B", difference: 7),
            row(sweep, cell: 1, order: "A", mean: 10, versus: "A"),
            row(sweep, cell: 1, order: "B", mean: 12, versus: "A", difference: 2, cappedRate: 0.25),
            row(sweep, cell: 1, order: "C", mean: 13, versus: "A", difference: 3),
        ]
        let html = SweepHTML.render(SweepResult(spec: sweep, rows: rows, shard: nil, cells: [0, 1]))
        let difference = try figure(html, caption: "Paired difference C − A (s)")
        XCTAssertFalse(difference.contains(">7.00<"), "C − B drawn under the title C − A")
        XCTAssert(difference.contains(">–</text>"), difference)
        XCTAssert(difference.contains(">3.00<"), difference)
        XCTAssert(difference.contains("1 cells, marked –, have no difference"), difference)
        let means = try figure(html, caption: "Mean completion time, order B (s)")
        XCTAssert(means.contains(">≥12.0<"), "a mean with capped replications is a lower bound: \(means)")
        // The table names why a cell cannot finish, in a column wide enough for a sentence.
        XCTAssert(html.contains("<td class=\"name reason\">cannot finish</td>"), html)
        XCTAssert(HTMLStyle.css.contains("td.reason { min-width:"))
        // The table's explanation is outside the region that scrolls sideways with it.
        let note = try XCTUnwrap(html.range(of: "<p id=\"cells-note\">"))
        let region = try XCTUnwrap(html.range(of: "aria-label=\"Every cell\""))
        XCTAssertLessThan(note.lowerBound, region.lowerBound)
        XCTAssert(html.contains("<table aria-describedby=\"cells-note\">"))
    }

    func testAKeyOfNamesIsDrawnByName() throws {
        let sweep = spec([VariedKey(key: "mode", values: [.string("item"), .string("group")])], orders: ["A"])
        let rows = [
            row(sweep, cell: 0, order: "A", mean: 20, versus: nil),
            row(sweep, cell: 1, order: "A", mean: 15, versus: nil),
        ]
        let html = SweepHTML.render(SweepResult(spec: sweep, rows: rows, shard: nil, cells: [0, 1]))
        XCTAssert(html.contains("lowest mean 15.00 s at mode=group."), html)
        XCTAssert(html.contains(">item</text>") && html.contains(">group</text>"))
        XCTAssertFalse(html.contains(">0.5</text>"), "a numeric axis under names")
    }

    /// Cells 64 wide and a 64 wide margin ran "ios-qwerty" into "android-qwerty" and drew the
    /// longer y labels off the left edge.
    func testAHeatmapMakesRoomForNames() throws {
        let names = ["alphabetic", "ios-qwerty", "android-qwerty"]
        let grid = SVGHeatmap.Grid(xKey: "keyboard", yKey: "layout", xLabels: names, yLabels: names,
                                   values: names.map { _ in names.map { _ in 1 } },
                                   marked: names.map { _ in names.map { _ in false } },
                                   lowerBound: names.map { _ in names.map { _ in false } },
                                   missing: names.map { _ in names.map { _ in "n/a" } }, diverging: false)
        let svg = SVGHeatmap.render(id: "h", title: "t", description: "d", grid: grid)
        let widest = Double("android-qwerty".count) * SVGChartFrame.fontSize * SVGLabel.characterWidth
        let anchors = { (anchor: String, label: String) -> Double? in
            guard let end = svg.range(of: "text-anchor=\"\(anchor)\" fill=\"#000\">\(label)</text>"),
                  let x = svg.range(of: "<text x=\"", options: .backwards, range: svg.startIndex..<end.lowerBound) else {
                return nil
            }
            return Double(svg[x.upperBound...].prefix { $0 != "\"" })
        }
        let centres = try names.map { try XCTUnwrap(anchors("middle", $0), $0) }
        for (a, b) in zip(centres, centres.dropFirst()) { XCTAssertGreaterThanOrEqual(b - a, widest, "\(centres)") }
        // A y label ends at its x (text-anchor end), so it starts that much minus its width from the edge.
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(anchors("end", "android-qwerty")), widest)
    }
}
