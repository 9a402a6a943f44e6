import FocusCost
import FocusSimulation

/// How charts tell series and categories apart without colour: each order
/// has a line style and each time category a hatch pattern, with colour on
/// top for screens. A page printed in black and white keeps every distinction.
enum ChartStyle {
    static let font = "font-family=\"system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif\""

    /// Dash patterns for the orders' lines, solid first.
    private static let dashes = ["", "9 4", "2 3", "12 3 2 3", "6 2 2 2 2 2", "1 5"]
    private static let lineColours = ["#1f3b73", "#a33b20", "#2d6a2d", "#6b3f8f", "#8a6d00", "#333333"]

    static func dash(ofSeries index: Int) -> String { dashes[index % dashes.count] }
    static func colour(ofSeries index: Int) -> String { lineColours[index % lineColours.count] }

    /// `stroke-dasharray` attribute text, or nothing for a solid line.
    static func dashAttribute(ofSeries index: Int) -> String {
        let dash = dash(ofSeries: index)
        return dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\""
    }

    /// A pattern per time category: a pale background colour and black marks
    /// of a kind no other category uses.
    private static let categoryPatterns: [(background: String, marks: String)] = [
        ("#dbe7f5", ""), // waiting: plain
        ("#f6d7c3", "<path d=\"M0,8 L8,0\" stroke=\"#000\" stroke-width=\"1.2\"/>"), // reacting: diagonal
        ("#e2f0d9", "<circle cx=\"4\" cy=\"4\" r=\"1.4\" fill=\"#000\"/>"), // pressing: dots
        ("#efe0f7", "<path d=\"M0,4 L8,4\" stroke=\"#000\" stroke-width=\"1.2\"/>"), // swiping: horizontal
        ("#fff2c2", "<path d=\"M4,0 L4,8\" stroke=\"#000\" stroke-width=\"1.2\"/>"), // listening: vertical
        ("#d9f2f2", "<path d=\"M0,0 L8,8\" stroke=\"#000\" stroke-width=\"1.2\"/>"), // keystrokes: back diagonal
        ("#f2f2f2", "<path d=\"M0,4 L8,4 M4,0 L4,8\" stroke=\"#000\" stroke-width=\"0.8\"/>"), // looking: grid
        ("#555555", ""), // errors: dark solid
        ("#ffffff", "<path d=\"M0,8 L8,0 M0,0 L8,8\" stroke=\"#000\" stroke-width=\"0.8\"/>"), // activation: cross
        ("#bbbbbb", "<circle cx=\"2\" cy=\"2\" r=\"0.9\" fill=\"#000\"/><circle cx=\"6\" cy=\"6\" r=\"0.9\" fill=\"#000\"/>"), // entry
        ("#fbe3ee", "<path d=\"M0,2 L8,2 M0,6 L8,6\" stroke=\"#000\" stroke-width=\"0.8\"/>"), // scrolling: double lines
        ("#e6f4ea", "<path d=\"M2,0 L2,8 M6,0 L6,8\" stroke=\"#000\" stroke-width=\"0.8\"/>"), // picker: double uprights
    ]

    static func patternID(_ category: TimeCategory, in chart: String) -> String {
        "\(chart)-\(category.name)"
    }

    /// The `<defs>` a chart needs for `categories`, with ids unique to `chart`.
    static func categoryDefinitions(_ categories: [TimeCategory], chart: String) -> String {
        var defs = "<defs>"
        for category in categories {
            let style = categoryPatterns[category.rawValue % categoryPatterns.count]
            defs += "<pattern id=\"\(patternID(category, in: chart))\" width=\"8\" height=\"8\" "
                + "patternUnits=\"userSpaceOnUse\"><rect width=\"8\" height=\"8\" fill=\"\(style.background)\"/>"
                + style.marks + "</pattern>"
        }
        return defs + "</defs>"
    }
}
