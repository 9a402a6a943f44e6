/// A label drawn inside a box of the screen drawing: wrapped onto up to three
/// lines and, when that is not enough, in a smaller font, so that short
/// frames no longer show two letters and an ellipsis. The full label is the
/// text's SVG title, which viewers show on hover, whatever had to be cut.
enum SVGLabel {
    /// Average advance of a character, as a share of the font size, for the
    /// system sans-serif fonts the page uses (an estimate; SVG cannot measure text).
    static let characterWidth = 0.6
    static let fontSizes: [Double] = [9, 8, 7, 6]

    /// `title` is the label alone, without marks such as the target's ▶ drawn before it.
    static func fitted(_ label: String, title: String, x: Double, y: Double, width: Double, height: Double) -> String {
        let c = MarkupText.coordinate
        let layout = layout(label, width: width, height: height)
        let firstBaseline = y + min(height, 22) / 2 + layout.fontSize * 0.39
            - (layout.lines.count > 1 ? layout.fontSize * 0.55 : 0)
        var svg = "<text x=\"\(c(x))\" y=\"\(c(firstBaseline))\" font-size=\"\(NumberText.plain(layout.fontSize))\">"
            + "<title>\(MarkupText.escape(title))</title>"
        for (index, line) in layout.lines.enumerated() {
            svg += "<tspan x=\"\(c(x))\"" + (index == 0 ? "" : " dy=\"\(c(layout.fontSize * 1.1))\"") + ">"
                + MarkupText.escape(line) + "</tspan>"
        }
        return svg + "</text>"
    }

    /// The largest font at which the label fits the box on as many lines as
    /// its height holds (at most three); at the smallest font, the lines that fit, the last one cut.
    static func layout(_ label: String, width: Double, height: Double) -> (fontSize: Double, lines: [String]) {
        func room(_ size: Double) -> (perLine: Int, lines: Int) {
            (max(3, Int(width / (size * characterWidth))), min(3, max(1, Int((height - 2) / (size * 1.1)))))
        }
        for size in fontSizes {
            let lines = wrapped(label, perLine: room(size).perLine)
            if lines.count <= room(size).lines { return (size, lines) }
        }
        let size = fontSizes.last!
        var lines = Array(wrapped(label, perLine: room(size).perLine).prefix(room(size).lines))
        lines[lines.count - 1] = SVGTimeline.truncated(lines[lines.count - 1] + " …", to: room(size).perLine)
        return (size, lines)
    }

    /// Greedy word wrap; a word longer than a line is split.
    static func wrapped(_ text: String, perLine: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            var word = word
            while word.count > perLine {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(perLine)))
                word = String(word.dropFirst(perLine))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= perLine {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }
}
