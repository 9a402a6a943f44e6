/// The cumulative distribution of completion times of every order for one
/// user, one line per order, told apart by dash pattern and a direct label.
enum SVGCumulative {
    struct Series {
        var order: String
        var seriesIndex: Int
        /// Percentiles 0…100.
        var percentiles: [Double]
    }

    static func render(id: String, user: String, series: [Series]) -> String {
        let c = MarkupText.coordinate
        let low = series.compactMap { $0.percentiles.first }.min() ?? 0
        let high = series.compactMap { $0.percentiles.last }.max() ?? 1
        var frame = SVGChartFrame(width: 680, height: 240, xRange: (low, high > low ? high : low + 1), yRange: (0, 1))
        frame.right = 180
        let description = "Cumulative distribution of completion times for \(user): the share of replications "
            + "finished by each time. " + series.map { item in
                let p = item.percentiles
                return p.count == 101
                    ? "Order \(item.order) (\(lineName(item.seriesIndex))): half finished by "
                        + "\(NumberText.seconds(p[50])) s, 90% by \(NumberText.seconds(p[90])) s, all by "
                        + "\(NumberText.seconds(p[100])) s."
                    : "Order \(item.order): no replications."
            }.joined(separator: " ")
        var svg = frame.open(id: id, title: "Cumulative distribution of completion times: \(user)",
                             description: description)
        svg += "<g aria-hidden=\"true\" fill=\"none\">"
        for item in series where item.percentiles.count == 101 {
            let points = item.percentiles.enumerated().map { k, value in
                "\(c(frame.x(value))),\(c(frame.y(Double(k) / 100)))"
            }.joined(separator: " ")
            svg += "<polyline points=\"\(points)\" stroke=\"\(ChartStyle.colour(ofSeries: item.seriesIndex))\" "
                + "stroke-width=\"2\"\(ChartStyle.dashAttribute(ofSeries: item.seriesIndex))/>"
        }
        svg += "</g>"
        // The legend: a sample of each line with its order's name, beside the plot.
        svg += "<g aria-hidden=\"true\">"
        svg += SVGLegend.lines(series.map { (name: $0.order, seriesIndex: $0.seriesIndex) },
                               x: frame.left + frame.plotWidth + 12, top: frame.top)
        svg += "</g>"
        svg += frame.axes(xTitle: "completion time (s)", yTitle: "share finished", yTicks: [0, 0.25, 0.5, 0.75, 1],
                          yLabel: { NumberText.fixed($0 * 100, decimals: 0) + "%" })
        return svg + "</svg>"
    }

    static func lineName(_ index: Int) -> String {
        ["solid line", "dashed line", "dotted line", "dash-dot line", "dash-dot-dot line", "sparse dotted line"][index % 6]
    }
}
