/// How help pages are laid out: sections separated by a blank line, and
/// two-column lists whose descriptions share one column.
enum HelpLayout {
    /// Wide enough for the longest option label, "--fail-if-slower PCT", and one space.
    static let optionLabelWidth = 21

    /// Sections separated by blank lines; the page ends with one line break.
    static func page(_ sections: [String]) -> String {
        sections.joined(separator: "\n\n") + "\n"
    }

    /// "  LABEL  text" rows; a line break in a text continues it in the
    /// description column. A label too long for `labelWidth` keeps one space.
    static func rows(_ rows: [(label: String, text: String)], labelWidth: Int) -> String {
        let continuation = "\n" + String(repeating: " ", count: 2 + labelWidth)
        return rows.map { row in
            let padding = String(repeating: " ", count: max(1, labelWidth - row.label.count))
            return "  " + row.label + padding + row.text.split(separator: "\n").joined(separator: continuation)
        }.joined(separator: "\n")
    }

    static func examples(_ examples: [String], heading: String? = nil) -> String {
        let heading = heading ?? (examples.count == 1 ? "Example:" : "Examples:")
        return ([heading] + examples.map { "  " + $0 }).joined(separator: "\n")
    }

    /// Comma-separated names in lines of at most 70 characters.
    static func wrappedList(_ names: [String]) -> String {
        var lines: [String] = []
        var line = ""
        for name in names {
            let piece = line.isEmpty ? name : line + ", " + name
            if piece.count > 70, !line.isEmpty {
                lines.append(line + ",")
                line = name
            } else {
                line = piece
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
