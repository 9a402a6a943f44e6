/// Rows of cells laid out in aligned columns: the first column (labels) to
/// the left, every other column (numbers) to the right.
struct TextTable {
    private enum Row {
        case heading(String, cells: [String])
        case body(label: String, cells: [String])
        case blank
    }

    private var rows: [Row] = []

    /// A section title, optionally with column titles over the numbers.
    mutating func heading(_ title: String, _ columnTitles: String...) {
        rows.append(.heading(title, cells: columnTitles))
    }

    mutating func row(_ label: String, _ cells: String...) {
        rows.append(.body(label: "  " + label, cells: cells))
    }

    mutating func blank() {
        rows.append(.blank)
    }

    func rendered() -> String {
        var labelWidth = 0
        var cellWidths: [Int] = []
        for row in rows {
            let (label, cells): (String, [String])
            switch row {
            case let .heading(title, titles):
                // A heading without column titles may run past the label
                // column; it should not push the numbers to the right.
                guard !titles.isEmpty else { continue }
                (label, cells) = (title, titles)
            case let .body(l, c): (label, cells) = (l, c)
            case .blank: continue
            }
            labelWidth = max(labelWidth, label.count)
            for (index, cell) in cells.enumerated() {
                if index == cellWidths.count { cellWidths.append(0) }
                cellWidths[index] = max(cellWidths[index], cell.count)
            }
        }

        var text = ""
        for row in rows {
            switch row {
            case .blank:
                text += "\n"
            case let .heading(title, titles) where titles.isEmpty:
                text += title + "\n"
            case let .heading(label, cells), let .body(label, cells):
                var line = label + String(repeating: " ", count: labelWidth - label.count)
                for (index, cell) in cells.enumerated() {
                    line += "   " + String(repeating: " ", count: cellWidths[index] - cell.count) + cell
                }
                text += line + "\n"
            }
        }
        return text
    }
}
