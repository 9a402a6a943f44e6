/// Mean completion time against one varied key, one line per order with its
/// 95% CI as a band around it, lines told apart by dash pattern, colour and
/// a legend, as the report's cumulative plot tells orders apart.
enum SVGBandChart {
    struct Series {
        var order: String
        var seriesIndex: Int
        /// (x, mean, ci low, ci high) of each feasible point, by x.
        var points: [(x: Double, mean: Double, low: Double, high: Double)]
    }

    static func render(id: String, title: String, description: String, xTitle: String, series: [Series]) -> String {
        let c = MarkupText.coordinate
        let xs = series.flatMap { $0.points.map(\.x) }
        let lows = series.flatMap { $0.points.map(\.low) }
        let highs = series.flatMap { $0.points.map(\.high) }
        let xLow = xs.min() ?? 0, xHigh = xs.max() ?? 1
        let yTicks = AxisTicks.ticks(from: min(0, lows.min() ?? 0), to: highs.max() ?? 1)
        var frame = SVGChartFrame(width: 680, height: 260,
                                  xRange: (xLow, xHigh > xLow ? xHigh : xLow + 1),
                                  yRange: (yTicks.first ?? 0, max(yTicks.last ?? 1, highs.max() ?? 1)))
        frame.right = 180
        var svg = frame.open(id: id, title: title, description: description)
        svg += "<g aria-hidden=\"true\">"
        for item in series where !item.points.isEmpty {
            let colour = ChartStyle.colour(ofSeries: item.seriesIndex)
            let upper = item.points.map { "\(c(frame.x($0.x))),\(c(frame.y($0.high)))" }
            let lower = item.points.reversed().map { "\(c(frame.x($0.x))),\(c(frame.y($0.low)))" }
            svg += "<polygon points=\"\((upper + lower).joined(separator: " "))\" fill=\"\(colour)\" "
                + "fill-opacity=\"0.18\" stroke=\"none\"/>"
            let line = item.points.map { "\(c(frame.x($0.x))),\(c(frame.y($0.mean)))" }.joined(separator: " ")
            svg += "<polyline points=\"\(line)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\""
                + "\(ChartStyle.dashAttribute(ofSeries: item.seriesIndex))/>"
            for point in item.points {
                svg += "<circle cx=\"\(c(frame.x(point.x)))\" cy=\"\(c(frame.y(point.mean)))\" r=\"2.5\" fill=\"\(colour)\"/>"
            }
        }
        svg += SVGLegend.lines(series.map { (name: $0.order, seriesIndex: $0.seriesIndex) },
                               x: frame.left + frame.plotWidth + 12, top: frame.top)
        svg += "</g>"
        svg += frame.axes(xTitle: xTitle, yTitle: "mean completion time (s)", yTicks: yTicks)
        return svg + "</svg>"
    }
}
