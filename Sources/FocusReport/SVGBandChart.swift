/// Mean completion time against one varied key, one line per order with its
/// 95% CI as a band around it, lines told apart by dash pattern, colour and
/// a legend, as the report's cumulative plot tells orders apart. A key of
/// names (a mode, a keyboard) has no scale between its values: each order's
/// means stand as points with CI bars over the names, not joined. A mean
/// that is only a lower bound (replications stopped at the time cap) is an
/// open point.
enum SVGBandChart {
    struct Series {
        var order: String
        var seriesIndex: Int
        /// (x, mean, ci low, ci high) of each feasible point, by x; x is
        /// the value, or the position of the name with `categories`.
        var points: [(x: Double, mean: Double, low: Double, high: Double, lowerBound: Bool)]
    }

    static func render(id: String, title: String, description: String, xTitle: String, series: [Series],
                       categories: [String]? = nil) -> String {
        let c = MarkupText.coordinate
        let xs = series.flatMap { $0.points.map(\.x) }
        let lows = series.flatMap { $0.points.map(\.low) }
        let highs = series.flatMap { $0.points.map(\.high) }
        let xLow = categories == nil ? xs.min() ?? 0 : -0.5
        let xHigh = categories.map { Double($0.count) - 0.5 } ?? xs.max() ?? 1
        let yTicks = AxisTicks.ticks(from: min(0, lows.min() ?? 0), to: highs.max() ?? 1)
        var frame = SVGChartFrame(width: 680, height: 260,
                                  xRange: (xLow, xHigh > xLow ? xHigh : xLow + 1),
                                  yRange: (yTicks.first ?? 0, max(yTicks.last ?? 1, highs.max() ?? 1)))
        frame.right = 180
        var svg = frame.open(id: id, title: title, description: description)
        svg += "<g aria-hidden=\"true\">"
        for item in series where !item.points.isEmpty {
            let colour = ChartStyle.colour(ofSeries: item.seriesIndex)
            // Side by side over a name, so the orders' bars do not hide one another.
            let shift = categories == nil ? 0 : (Double(item.seriesIndex) - Double(series.count - 1) / 2) * 0.12
            if categories == nil {
                let upper = item.points.map { "\(c(frame.x($0.x))),\(c(frame.y($0.high)))" }
                let lower = item.points.reversed().map { "\(c(frame.x($0.x))),\(c(frame.y($0.low)))" }
                svg += "<polygon points=\"\((upper + lower).joined(separator: " "))\" fill=\"\(colour)\" "
                    + "fill-opacity=\"0.18\" stroke=\"none\"/>"
                let line = item.points.map { "\(c(frame.x($0.x))),\(c(frame.y($0.mean)))" }.joined(separator: " ")
                svg += "<polyline points=\"\(line)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\""
                    + "\(ChartStyle.dashAttribute(ofSeries: item.seriesIndex))/>"
            } else {
                for point in item.points {
                    let x = c(frame.x(point.x + shift))
                    svg += "<path d=\"M\(x),\(c(frame.y(point.low))) V\(c(frame.y(point.high)))\" stroke=\"\(colour)\" "
                        + "stroke-width=\"2\"\(ChartStyle.dashAttribute(ofSeries: item.seriesIndex))/>"
                }
            }
            for point in item.points {
                let fill = point.lowerBound ? "#fff\" stroke=\"\(colour)\" stroke-width=\"1.5" : colour
                svg += "<circle cx=\"\(c(frame.x(point.x + shift)))\" cy=\"\(c(frame.y(point.mean)))\" "
                    + "r=\"\(categories == nil ? "2.5" : "4")\" fill=\"\(fill)\"/>"
            }
        }
        svg += SVGLegend.lines(series.map { (name: $0.order, seriesIndex: $0.seriesIndex) },
                               x: frame.left + frame.plotWidth + 12, top: frame.top)
        svg += "</g>"
        let xTicks = categories.map { names in names.enumerated().map { (value: Double($0.offset), label: $0.element) } }
        svg += frame.axes(xTitle: xTitle, yTitle: "mean completion time (s)", yTicks: yTicks, xTicks: xTicks)
        return svg + "</svg>"
    }
}
