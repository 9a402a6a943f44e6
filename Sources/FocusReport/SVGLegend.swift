/// The key beside a line chart: a sample of each series' line (colour and
/// dash pattern) with its name, one below the other.
enum SVGLegend {
    static func lines(_ entries: [(name: String, seriesIndex: Int)], x: Double, top: Double) -> String {
        let c = MarkupText.coordinate
        var svg = ""
        for (row, entry) in entries.enumerated() {
            let y = top + 14 + Double(row) * 20
            svg += "<path d=\"M\(c(x)),\(c(y - 4)) h30\" stroke=\"\(ChartStyle.colour(ofSeries: entry.seriesIndex))\" "
                + "stroke-width=\"2\"\(ChartStyle.dashAttribute(ofSeries: entry.seriesIndex))/>"
            svg += "<text x=\"\(c(x + 36))\" y=\"\(c(y))\">\(MarkupText.escape(entry.name))</text>"
        }
        return svg
    }
}
