/// Rows of cells laid out in aligned columns: the first column (labels) to
/// the left, every other column (numbers) to the right.
struct TextTable {
    private enum Row {
        case heading(String, cells: [String])
        case body(label: String, cells: [String])
        case blank
    }

    private var rows: [Row] = []
    /// Whether number columns keep one width over the whole table, for
    /// tables whose columns mean the same in every section (A and B).
    private let sharedColumns: Bool

    init(sharedColumns: Bool = false) {
        self.sharedColumns = sharedColumns
    }

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

    /// Labels share one width over the whole table. Unless `sharedColumns`
    /// is set, number columns are sized per section (the rows between blank
    /// lines), so a wide cell in one section does not push another section's
    /// numbers far to the right.
    func rendered() -> String {
        let labelWidth = rows.compactMap { Self.alignedCells(of: $0)?.label.count }.max() ?? 0
        let tableWidths = Self.cellWidths(rows[...])
        var text = ""
        var sectionStart = 0
        while sectionStart < rows.count {
            let sectionEnd = rows[sectionStart...].firstIndex { if case .blank = $0 { true } else { false } } ?? rows.count
            let section = rows[sectionStart..<sectionEnd]
            let cellWidths = sharedColumns ? tableWidths : Self.cellWidths(section)
            for row in section {
                guard let (label, cells) = Self.alignedCells(of: row) else {
                    if case let .heading(title, _) = row { text += title + "\n" }
                    continue
                }
                var line = label + String(repeating: " ", count: labelWidth - label.count)
                for (index, cell) in cells.enumerated() {
                    line += "   " + String(repeating: " ", count: cellWidths[index] - cell.count) + cell
                }
                text += line + "\n"
            }
            if sectionEnd < rows.count { text += "\n" }
            sectionStart = sectionEnd + 1
        }
        return text
    }

    private static func cellWidths(_ rows: ArraySlice<Row>) -> [Int] {
        var widths: [Int] = []
        for (_, cells) in rows.compactMap(alignedCells) {
            for (index, cell) in cells.enumerated() {
                if index == widths.count { widths.append(0) }
                widths[index] = max(widths[index], cell.count)
            }
        }
        return widths
    }

    /// The label and cells of a row that takes part in the alignment. A
    /// heading without column titles may run past the label column, so it
    /// stays out.
    private static func alignedCells(of row: Row) -> (label: String, cells: [String])? {
        switch row {
        case let .heading(title, cells) where !cells.isEmpty: (title, cells)
        case let .body(label, cells): (label, cells)
        case .heading, .blank: nil
        }
    }
}
