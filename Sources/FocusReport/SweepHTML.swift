import FocusModel
import FocusSweep

/// A sweep as one self-contained HTML page, drawn with the report's chart
/// parts: with two or more varied keys, heatmaps over the first two (the
/// mean of each order and, with several orders, each order's paired
/// difference from the first, cells whose 95% CI spans zero marked); with
/// one, the mean against it with its CI band, one line per order; and
/// always the table of every cell. Like the report, no scripts, a title
/// and description on every chart, and markings that survive printing.
package enum SweepHTML {
    public static func render(_ result: SweepResult, generator: String = "focusbench") -> String {
        let e = MarkupText.escape
        let spec = result.spec
        let title = "Sweep: " + spec.scenarios.map(\.name).joined(separator: ", ") + ", user " + spec.user
        var html = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">\n<head>\n"
            + "<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
            + "<meta name=\"generator\" content=\"\(e(generator))\"/>\n"
            + "<title>\(e(title))</title>\n<style>\(HTMLStyle.css)</style>\n</head>\n<body>\n<main>\n"
        html += "<h1>\(e(title))</h1>\n<p class=\"lede\">\(e(lede(spec)))</p>\n"
        let index = RowIndex(result)
        if spec.varied.count >= 2 {
            html += heatmapSection(spec, index)
        } else if spec.varied.count == 1 {
            html += lineSection(spec, index)
        }
        html += tableSection(result)
        return html + "</main>\n</body>\n</html>\n"
    }

    private static func lede(_ spec: SweepSpecification) -> String {
        let keys = spec.varied.map { "\($0.key) (\($0.values.count) values)" }
        return "\(spec.cellCount) cell\(spec.cellCount == 1 ? "" : "s"): "
            + (keys.isEmpty ? "no key varied" : "varying " + keys.joined(separator: " × "))
            + (spec.scenarios.count > 1 ? " on \(spec.scenarios.count) scenarios" : "")
            + ", \(spec.replications) replications per cell and order"
            + (spec.people.map { " for each of \($0) people" } ?? "")
            + ", seed \(spec.seed). Each cell's orders ran on the same random numbers, so differences are paired; "
            + "differences are each order minus the first order of its cell that can finish (the table names it)."
    }

    /// The rows by cell and order.
    private struct RowIndex {
        var rows: [Int: [String: SweepRow]] = [:]
        var orders: [String] = []

        init(_ result: SweepResult) {
            for row in result.rows {
                let order = row.text(SweepColumn.order) ?? ""
                rows[row.cell, default: [:]][order] = row
                if !orders.contains(order) { orders.append(order) }
            }
        }

        func row(_ cell: Int, _ order: String) -> SweepRow? { rows[cell]?[order] }
    }

    /// The cell of `scenario` with value index `positions[k]` of each key.
    private static func cellIndex(_ spec: SweepSpecification, scenario: Int, positions: [Int]) -> Int {
        zip(spec.varied, positions).reduce(scenario) { $0 * $1.0.values.count + $1.1 }
    }

    /// Every combination of value positions of the keys from `first` on, the last fastest.
    private static func combinations(_ spec: SweepSpecification, from first: Int) -> [[Int]] {
        spec.varied.dropFirst(first).reduce([[]]) { partial, key in
            partial.flatMap { prefix in key.values.indices.map { prefix + [$0] } }
        }
    }

    /// "signup, mode=group": what one chart of several holds fixed.
    private static func panelName(_ spec: SweepSpecification, scenario: Int, fixed: [Int], from first: Int) -> String {
        let settings = zip(spec.varied.dropFirst(first), fixed).map { "\($0.key)=\(SweepCell.text($0.values[$1]))" }
        return ([spec.scenarios[scenario].name] + settings).joined(separator: ", ")
    }

    private static func heatmapSection(_ spec: SweepSpecification, _ index: RowIndex) -> String {
        let e = MarkupText.escape
        let xKey = spec.varied[0], yKey = spec.varied[1]
        var html = "<section aria-labelledby=\"heatmaps\">\n<h2 id=\"heatmaps\">Heatmaps</h2>\n"
        html += "<p>Mean completion time in seconds over \(e(xKey.key)) (across) and \(e(yKey.key)) (up), darker "
            + "slower; a mean marked ≥ is a lower bound, as some of its replications were stopped at the time cap. "
            + "In difference maps blue cells are faster than the first order, red slower; hatched cells "
            + "marked ≈ have a 95% CI that spans zero, and cells marked \(noComparison) have no difference because "
            + "the first order cannot finish there. Cells marked n/a cannot finish the task.</p>\n"
        var chart = 0
        for scenario in spec.scenarios.indices {
            for fixed in combinations(spec, from: 2) {
                let panel = panelName(spec, scenario: scenario, fixed: fixed, from: 2)
                html += "<h3>\(e(panel))</h3>\n<div class=\"charts\">\n"
                for (orderIndex, order) in index.orders.enumerated() {
                    for difference in orderIndex == 0 ? [false] : [false, true] {
                        let grid = heatmapGrid(spec, index, scenario: scenario, fixed: fixed, order: order,
                                               difference: difference)
                        let what = difference ? "Paired difference \(order) − \(index.orders[0]) (s)"
                            : "Mean completion time, order \(order) (s)"
                        html += "<figure>\n" + SVGHeatmap.render(
                            id: "heatmap-\(chart)", title: "\(what): \(panel)",
                            description: heatmapDescription(grid, what: what), grid: grid)
                        html += "\n<figcaption>\(e(what))</figcaption>\n</figure>\n"
                        chart += 1
                    }
                }
                html += "</div>\n"
            }
        }
        return html + "</section>\n"
    }

    /// The means of `order` (or its paired differences, marking CIs that
    /// span zero) over the first two keys. A difference is shown only where
    /// it is against the first order: where that order cannot finish, the
    /// row's difference is against another order, which the chart's title
    /// does not name, so the cell shows "–" instead.
    private static func heatmapGrid(_ spec: SweepSpecification, _ index: RowIndex, scenario: Int, fixed: [Int],
                                    order: String, difference: Bool) -> SVGHeatmap.Grid {
        let xKey = spec.varied[0], yKey = spec.varied[1]
        var values: [[Double?]] = []
        var marked: [[Bool]] = []
        var lowerBound: [[Bool]] = []
        var missing: [[String]] = []
        for y in yKey.values.indices {
            let rows = xKey.values.indices.map { x in
                index.row(cellIndex(spec, scenario: scenario, positions: [x, y] + fixed), order)
            }
            let againstFirst = rows.map { $0?.text(SweepColumn.versus) == index.orders[0] }
            if difference {
                values.append(zip(rows, againstFirst).map { row, against in against ? row?.number(SweepColumn.difference) : nil })
                marked.append(zip(rows, againstFirst).map { row, against in
                    guard against, let low = row?.number(SweepColumn.differenceLow),
                          let high = row?.number(SweepColumn.differenceHigh) else { return false }
                    return low <= 0 && high >= 0
                })
                lowerBound.append(rows.map { _ in false })
            } else {
                values.append(rows.map { $0?.number(SweepColumn.mean) })
                marked.append(rows.map { _ in false })
                lowerBound.append(rows.map { ($0?.number(SweepColumn.cappedRate) ?? 0) > 0 })
            }
            missing.append(zip(rows, againstFirst).map { row, against in
                difference && row?.number(SweepColumn.mean) != nil && !against ? noComparison : "n/a"
            })
        }
        return SVGHeatmap.Grid(xKey: xKey.key, yKey: yKey.key, xLabels: xKey.values.map(SweepCell.text),
                               yLabels: yKey.values.map(SweepCell.text), values: values, marked: marked,
                               lowerBound: lowerBound, missing: missing, diverging: difference)
    }

    /// What a difference map shows where the order finishes but the first order does not.
    private static let noComparison = "–"

    /// What a screen reader hears for a heatmap: the range and where its extremes are.
    private static func heatmapDescription(_ grid: SVGHeatmap.Grid, what: String) -> String {
        var cells: [(value: Double, x: String, y: String)] = []
        for (y, row) in grid.values.enumerated() {
            for (x, value) in row.enumerated() { if let value { cells.append((value, grid.xLabels[x], grid.yLabels[y])) } }
        }
        guard let lowest = cells.min(by: { $0.value < $1.value }), let highest = cells.max(by: { $0.value < $1.value })
        else { return "\(what): no cell can finish the task." }
        let marked = grid.marked.flatMap { $0 }.filter { $0 }.count
        let bounds = grid.lowerBound.flatMap { $0 }.filter { $0 }.count
        let uncompared = grid.missing.flatMap { $0 }.filter { $0 == noComparison }.count
        return "\(what) over \(grid.xKey) and \(grid.yKey): lowest \(NumberText.seconds(lowest.value)) at "
            + "\(grid.xKey)=\(lowest.x), \(grid.yKey)=\(lowest.y); highest \(NumberText.seconds(highest.value)) at "
            + "\(grid.xKey)=\(highest.x), \(grid.yKey)=\(highest.y)."
            + (marked > 0 ? " \(marked) cells have a 95% CI that spans zero." : "")
            + (bounds > 0 ? " \(bounds) cells, marked ≥, had replications stopped at the time cap: their means are "
                + "lower bounds." : "")
            + (uncompared > 0 ? " \(uncompared) cells, marked \(noComparison), have no difference: the first order "
                + "cannot finish there." : "")
            + " The table below lists every cell."
    }

    private static func lineSection(_ spec: SweepSpecification, _ index: RowIndex) -> String {
        let e = MarkupText.escape
        let key = spec.varied[0]
        // Numbers are drawn at their value; names (a mode, a keyboard) by name, in the order given.
        let numeric = key.values.allSatisfy { if case .number = $0 { true } else { false } }
        let names = key.values.map(SweepCell.text)
        var html = "<section aria-labelledby=\"lines\">\n<h2 id=\"lines\">Mean against \(e(key.key))</h2>\n"
        html += (numeric ? "<p>Mean completion time of each order with its 95% CI as a shaded band; each order has "
            + "its own line style. " : "<p>Mean completion time of each order at each value of \(e(key.key)), with "
            + "its 95% CI as a bar; each order has its own colour and bar style. ")
            + "An open point is a lower bound: some of its replications were stopped at the time cap. "
            + "Settings that cannot finish the task are left out.</p>\n"
        for scenario in spec.scenarios.indices {
            let series = index.orders.enumerated().map { orderIndex, order in
                SVGBandChart.Series(order: order, seriesIndex: orderIndex, points: key.values.indices.compactMap { x in
                    let row = index.row(cellIndex(spec, scenario: scenario, positions: [x]), order)
                    guard let mean = row?.number(SweepColumn.mean), let low = row?.number(SweepColumn.ciLow),
                          let high = row?.number(SweepColumn.ciHigh) else { return nil }
                    let position: Double = if numeric, case let .number(value) = key.values[x] { value } else { Double(x) }
                    return (x: position, mean: mean, low: low, high: high,
                            lowerBound: (row?.number(SweepColumn.cappedRate) ?? 0) > 0)
                })
            }
            let name = spec.scenarios[scenario].name
            let label = { (x: Double) in numeric ? AxisTicks.label(x) : names[Int(x)] }
            let description = series.map { item in
                guard let best = item.points.min(by: { $0.mean < $1.mean }) else {
                    return "Order \(item.order): no setting finishes."
                }
                let bounds = item.points.filter(\.lowerBound).map { "\(key.key)=\(label($0.x))" }
                let line = SVGCumulative.lineName(item.seriesIndex)
                let style = numeric ? line : line.replacingOccurrences(of: " line", with: " bar")
                let bound = best.lowerBound ? " (a lower bound)" : ""
                return "Order \(item.order) (\(style)): lowest mean \(NumberText.seconds(best.mean)) s at "
                    + "\(key.key)=\(label(best.x))\(bound)."
                    + (bounds.isEmpty ? "" : " Lower bounds, as replications were stopped at the time cap: "
                        + bounds.joined(separator: ", ") + ".")
            }.joined(separator: " ") + " The table below lists every cell."
            html += "<h3>\(e(name))</h3>\n<figure>\n" + SVGBandChart.render(
                id: "line-\(scenario)", title: "Mean completion time against \(key.key): \(name)",
                description: description, xTitle: key.key, series: series, categories: numeric ? nil : names)
            html += "\n</figure>\n"
        }
        return html + "</section>\n"
    }

    /// How the table shows one column of the rows.
    private enum CellText {
        case name, seconds, share, count, pValue, flag

        func text(_ value: JSONValue?) -> String {
            switch (self, value) {
            case (_, nil), (_, .null?): "–"
            case let (.name, value?): SweepCell.text(value)
            case let (.seconds, .number(number)?): NumberText.seconds(number)
            case let (.share, .number(number)?): NumberText.percent(number)
            case let (.count, .number(number)?): NumberText.plain(number)
            case let (.pValue, .number(number)?): number < 0.001 ? "< 0.001" : NumberText.fixed(number, decimals: 3)
            case let (.flag, .bool(flag)?): flag ? "yes" : "no"
            case let (_, value?): SweepCell.text(value)
            }
        }
    }

    /// Every column of the rows but the time shares, which the JSON and CSV
    /// hold, and the scenario of a sweep of one, which the title names.
    private static func tableColumns(_ spec: SweepSpecification) -> [(header: String, key: String, shown: CellText)] {
        var columns: [(header: String, key: String, shown: CellText)] = []
        if spec.scenarios.count > 1 { columns.append(("scenario", SweepColumn.scenario, .name)) }
        columns.append(("seed", SweepColumn.seed, .count))
        columns += spec.varied.map { ($0.key, $0.key, .name) }
        columns += [
            ("order", SweepColumn.order, .name), ("status", SweepColumn.status, .name),
            ("reason", SweepColumn.reason, .name), ("replications", SweepColumn.replications, .count),
            ("mean (s)", SweepColumn.mean, .seconds), ("95% CI low", SweepColumn.ciLow, .seconds),
            ("95% CI high", SweepColumn.ciHigh, .seconds), ("sd (s)", SweepColumn.sd, .seconds),
            ("p90 (s)", SweepColumn.p90, .seconds), ("miss rate", SweepColumn.missRate, .share),
            ("stopped at the time cap", SweepColumn.cappedRate, .share), ("versus", SweepColumn.versus, .name),
            ("difference (s)", SweepColumn.difference, .seconds),
            ("difference CI low", SweepColumn.differenceLow, .seconds),
            ("difference CI high", SweepColumn.differenceHigh, .seconds), ("p-value", SweepColumn.pValue, .pValue),
            ("fastest", SweepColumn.fastest, .flag),
        ]
        if spec.people != nil {
            columns += [
                ("people", SweepColumn.people, .count), ("person mean p10 (s)", SweepColumn.personMeanP10, .seconds),
                ("person mean p50 (s)", SweepColumn.personMeanP50, .seconds),
                ("person mean p90 (s)", SweepColumn.personMeanP90, .seconds),
                ("people faster", SweepColumn.shareOfPeopleFaster, .share),
                ("people who cannot finish", SweepColumn.peopleWhoCannotFinish, .count),
            ]
        }
        return columns
    }

    private static func tableSection(_ result: SweepResult) -> String {
        let e = MarkupText.escape
        let columns = tableColumns(result.spec)
        var html = "<section aria-labelledby=\"cells\">\n<h2 id=\"cells\">Every cell</h2>\n"
        // The explanation stands before the table, not in its caption: the
        // table is wider than the page, and a caption scrolls with it.
        html += "<p id=\"cells-note\">Every column of the JSON and CSV output but the time "
            + "shares; differences are the order minus the cell's order named under versus. Where some "
            + "replications were stopped at the time cap, the times are lower bounds; where the lowest mean of "
            + "a cell is one, no order is fastest (–).</p>\n"
        html += "<div class=\"table-scroll\" role=\"region\" aria-label=\"Every cell\" tabindex=\"0\">\n"
            + "<table aria-describedby=\"cells-note\">\n<caption>One row per cell and order</caption>\n"
            + "<thead><tr><th scope=\"col\">cell</th>"
        for column in columns { html += "<th scope=\"col\">\(e(column.header))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for row in result.rows {
            html += "<tr><th scope=\"row\">\(row.cell)</th>"
            for column in columns {
                // A reason is a sentence: wrapped in a narrow column it would make its row very tall.
                let kind = column.key == SweepColumn.reason ? " class=\"name reason\""
                    : column.shown == .name ? " class=\"name\"" : ""
                html += "<td\(kind)>\(e(column.shown.text(row[column.key])))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n</section>\n"
    }
}
