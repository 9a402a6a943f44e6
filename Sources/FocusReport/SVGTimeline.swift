import FocusCost
import FocusSimulation

/// Where the time of each task step goes for one (order, user) cell: one
/// horizontal bar per step, split by the model's time categories, each
/// category drawn with its own hatch pattern and named in a legend.
enum SVGTimeline {
    static func render(id: String, order: String, user: String, steps: [StepTime], categories: [TimeCategory],
                       labels: [String], scaleMax: Double) -> String {
        let c = MarkupText.coordinate
        let labelWidth = 190.0, barWidth = 470.0, rowHeight = 26.0, top = 8.0
        let legendRows = (categories.count + 4) / 5
        let height = top + Double(steps.count) * rowHeight + 34 + Double(legendRows) * 20
        let width = labelWidth + barWidth + 70
        let scale = scaleMax > 0 ? barWidth / scaleMax : 0
        let description = "Mean seconds per task step for order \(order), \(user). " + steps.map { step in
            let parts = categories.map { ($0.name, step.breakdown[$0]) }.filter { $0.1 > 0.005 }
                .map { "\($0.0) \(NumberText.seconds($0.1)) s" }
            return "Step \(step.step + 1), \(labels[step.step]): \(NumberText.seconds(step.total)) s"
                + (parts.isEmpty ? "." : " (" + parts.joined(separator: ", ") + ").")
        }.joined(separator: " ")
        var svg = SVGChartFrame.open(id: id, width: width, height: height,
                                     title: "Time per task step: order \(order), \(user)", description: description)
        svg += ChartStyle.categoryDefinitions(categories, chart: id)
        svg += "<g aria-hidden=\"true\">"
        for (row, step) in steps.enumerated() {
            let y = top + Double(row) * rowHeight
            svg += "<text x=\"\(c(labelWidth - 8))\" y=\"\(c(y + 16))\" text-anchor=\"end\">"
                + MarkupText.escape(truncated("\(step.step + 1). \(labels[step.step])", to: 30)) + "</text>"
            var x = labelWidth
            for category in categories {
                let seconds = step.breakdown[category]
                guard seconds > 0 else { continue }
                let w = seconds * scale
                svg += "<rect x=\"\(c(x))\" y=\"\(c(y + 3))\" width=\"\(c(w))\" height=\"\(c(rowHeight - 8))\" "
                    + "fill=\"url(#\(ChartStyle.patternID(category, in: id)))\" stroke=\"#000\" stroke-width=\"0.7\"/>"
                x += w
            }
            svg += "<text x=\"\(c(x + 6))\" y=\"\(c(y + 16))\">\(NumberText.seconds(step.total)) s</text>"
        }
        let axisY = top + Double(steps.count) * rowHeight + 2
        svg += "<path d=\"M\(c(labelWidth)),\(c(axisY)) h\(c(barWidth))\" stroke=\"#000\"/>"
        for tick in AxisTicks.ticks(from: 0, to: scaleMax, about: 6) {
            let x = labelWidth + tick * scale
            svg += "<path d=\"M\(c(x)),\(c(axisY)) v4\" stroke=\"#000\"/>"
                + "<text x=\"\(c(x))\" y=\"\(c(axisY + 15))\" text-anchor=\"middle\">\(AxisTicks.label(tick)) s</text>"
        }
        let legendTop = axisY + 30
        for (index, category) in categories.enumerated() {
            let x = labelWidth + Double(index % 5) * 100 - 100
            let y = legendTop + Double(index / 5) * 20
            svg += "<rect x=\"\(c(x))\" y=\"\(c(y - 10))\" width=\"14\" height=\"12\" "
                + "fill=\"url(#\(ChartStyle.patternID(category, in: id)))\" stroke=\"#000\" stroke-width=\"0.7\"/>"
                + "<text x=\"\(c(x + 19))\" y=\"\(c(y))\">\(category.name)</text>"
        }
        return svg + "</g></svg>"
    }

    static func truncated(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }
}
