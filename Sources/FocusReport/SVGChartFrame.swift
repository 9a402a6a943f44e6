/// The plot area of a chart and the axes around it, shared by the histogram
/// and the cumulative plot so they read the same way.
struct SVGChartFrame {
    var width = 560.0
    var height = 200.0
    var left = 56.0
    var right = 16.0
    var top = 12.0
    var bottom = 40.0
    var xRange: (low: Double, high: Double)
    var yRange: (low: Double, high: Double)

    var plotWidth: Double { width - left - right }
    var plotHeight: Double { height - top - bottom }

    func x(_ value: Double) -> Double {
        left + (value - xRange.low) / (xRange.high - xRange.low) * plotWidth
    }

    func y(_ value: Double) -> Double {
        top + plotHeight - (value - yRange.low) / (yRange.high - yRange.low) * plotHeight
    }

    /// The opening `<svg>` tag with its title and description, which screen
    /// readers announce in place of the drawing.
    func open(id: String, title: String, description: String) -> String {
        SVGChartFrame.open(id: id, width: width, height: height, title: title, description: description)
    }

    /// The size of a chart's text, which charts that size boxes to their labels reckon with.
    static let fontSize = 11.0

    static func open(id: String, width: Double, height: Double, title: String, description: String) -> String {
        let w = MarkupText.coordinate(width), h = MarkupText.coordinate(height)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)\" role=\"img\" "
            + "aria-labelledby=\"\(id)-title \(id)-desc\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" "
            + "\(ChartStyle.font) font-size=\"\(NumberText.plain(fontSize))\">"
            + "<title id=\"\(id)-title\">\(MarkupText.escape(title))</title>"
            + "<desc id=\"\(id)-desc\">\(MarkupText.escape(description))</desc>"
    }

    /// Axis lines, ticks, tick labels and axis titles; `xTicks` names the
    /// ticks of an axis of names, else they are numbers.
    func axes(xTitle: String, yTitle: String, yTicks: [Double], yLabel: (Double) -> String = AxisTicks.label,
              xTicks: [(value: Double, label: String)]? = nil) -> String {
        let c = MarkupText.coordinate
        var svg = "<g aria-hidden=\"true\" fill=\"#000\">"
        let baseline = top + plotHeight
        svg += "<path d=\"M\(c(left)),\(c(top)) V\(c(baseline)) H\(c(left + plotWidth))\" fill=\"none\" stroke=\"#000\"/>"
        let ticks = xTicks ?? AxisTicks.ticks(from: xRange.low, to: xRange.high).map { (value: $0, label: AxisTicks.label($0)) }
        for tick in ticks {
            let px = x(tick.value)
            svg += "<path d=\"M\(c(px)),\(c(baseline)) v5\" stroke=\"#000\"/>"
            svg += "<text x=\"\(c(px))\" y=\"\(c(baseline + 17))\" text-anchor=\"middle\">"
                + "\(MarkupText.escape(tick.label))</text>"
        }
        for tick in yTicks {
            let py = y(tick)
            svg += "<path d=\"M\(c(left - 5)),\(c(py)) h5\" stroke=\"#000\"/>"
            svg += "<path d=\"M\(c(left)),\(c(py)) h\(c(plotWidth))\" stroke=\"#ccc\" stroke-width=\"0.5\"/>"
            svg += "<text x=\"\(c(left - 8))\" y=\"\(c(py + 4))\" text-anchor=\"end\">\(MarkupText.escape(yLabel(tick)))</text>"
        }
        svg += "<text x=\"\(c(left + plotWidth / 2))\" y=\"\(c(height - 4))\" text-anchor=\"middle\">"
            + "\(MarkupText.escape(xTitle))</text>"
        svg += "<text transform=\"translate(12 \(c(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">"
            + "\(MarkupText.escape(yTitle))</text>"
        return svg + "</g>"
    }
}
