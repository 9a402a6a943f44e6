/// A histogram of one cell's completion times as inline SVG, on the bins the
/// user's other cells share, with the mean and median marked by line style.
enum SVGHistogram {
    static func render(id: String, order: String, user: String, seriesIndex: Int, distribution: CellDistribution,
                       mean: Double, median: Double, highestCount: Int) -> String {
        let c = MarkupText.coordinate
        let frame = SVGChartFrame(width: 540, height: 190, xRange: (distribution.start, distribution.end),
                                  yRange: (0, Double(max(highestCount, 1))))
        let total = distribution.counts.reduce(0, +)
        let fullest = distribution.counts.indices.max { distribution.counts[$0] < distribution.counts[$1] } ?? 0
        let fullestLow = distribution.start + Double(fullest) * distribution.binWidth
        let description = "Histogram of \(total) simulated completion times for order \(order), user \(user), "
            + "in \(distribution.counts.count) bins of \(NumberText.seconds(distribution.binWidth)) s from "
            + "\(NumberText.seconds(distribution.start)) s to \(NumberText.seconds(distribution.end)) s. "
            + "The fullest bin, \(NumberText.seconds(fullestLow)) to "
            + "\(NumberText.seconds(fullestLow + distribution.binWidth)) s, holds \(distribution.counts[fullest]) "
            + "replications. Mean \(NumberText.seconds(mean)) s (solid line), median \(NumberText.seconds(median)) s "
            + "(dashed line). The last bin also counts any slower replications."
        var svg = frame.open(id: id, title: "Completion times: order \(order), \(user)", description: description)
        let patternID = "\(id)-fill"
        svg += "<defs><pattern id=\"\(patternID)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\">"
            + "<rect width=\"6\" height=\"6\" fill=\"#dbe3f0\"/>"
            + "<path d=\"M0,6 L6,0\" stroke=\"\(ChartStyle.colour(ofSeries: seriesIndex))\" stroke-width=\"1\"/>"
            + "</pattern></defs>"
        svg += "<g aria-hidden=\"true\">"
        for (bin, count) in distribution.counts.enumerated() where count > 0 {
            let low = distribution.start + Double(bin) * distribution.binWidth
            let x0 = frame.x(low), x1 = frame.x(low + distribution.binWidth)
            let y0 = frame.y(Double(count))
            svg += "<rect x=\"\(c(x0))\" y=\"\(c(y0))\" width=\"\(c(max(0.5, x1 - x0)))\" "
                + "height=\"\(c(frame.y(0) - y0))\" fill=\"url(#\(patternID))\" stroke=\"#000\" stroke-width=\"0.6\"/>"
        }
        for (value, dash) in [(mean, ""), (median, " stroke-dasharray=\"5 3\"")] where value.isFinite {
            let px = frame.x(value)
            svg += "<path d=\"M\(c(px)),\(c(frame.top)) V\(c(frame.y(0)))\" stroke=\"#000\" stroke-width=\"1.6\"\(dash)/>"
        }
        svg += "</g>"
        svg += overflowLabel(distribution, frame: frame)
        let yTicks = AxisTicks.ticks(from: 0, to: Double(max(highestCount, 1)), about: 4)
        svg += frame.axes(xTitle: "completion time (s)", yTitle: "replications", yTicks: yTicks)
        return svg + "</svg>"
    }

    /// The last bar holds every replication from its lower edge up, the
    /// slowest ones beyond the chart included; the label says so on the chart.
    private static func overflowLabel(_ distribution: CellDistribution, frame: SVGChartFrame) -> String {
        guard let last = distribution.counts.last, last > 0 else { return "" }
        let c = MarkupText.coordinate
        let lastLow = distribution.end - distribution.binWidth
        var text = "last bar: ≥ \(NumberText.seconds(lastLow)) s"
        if distribution.beyondEnd > 0 {
            text += " (\(distribution.beyondEnd) beyond \(NumberText.seconds(distribution.end)) s)"
        }
        let top = frame.y(Double(last))
        return "<text class=\"overflow\" x=\"\(c(frame.x(distribution.end)))\" y=\"\(c(max(frame.top + 9, top - 4)))\" "
            + "text-anchor=\"end\" font-size=\"9\">\(MarkupText.escape(text))</text>"
    }
}
