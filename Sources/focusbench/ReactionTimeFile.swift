import FocusModel

/// Reads measured reaction times: one number per line, or one named column
/// of a CSV file with a header. Every refusal names the file and the line.
struct ReactionTimeFile {
    let path: String
    let values: [Double]

    /// `values` in seconds, whatever the file's unit.
    init(path: String, column: String?, milliseconds: Bool) throws {
        self.path = path
        let text = try MeasuredTimesText(path: path, milliseconds: milliseconds)
        var values: [Double] = []
        var columnIndex: Int?
        var headerSeen = false
        for (index, line) in text.lines.enumerated() {
            let lineNumber = index + 1
            let fields = MeasuredTimesText.fields(line)
            if !headerSeen {
                headerSeen = true
                if let column {
                    guard let found = fields.firstIndex(of: column) else {
                        throw text.failure(lineNumber, "no column '\(column)' in the header; columns: "
                            + fields.joined(separator: ", "))
                    }
                    columnIndex = found
                    continue
                }
                if fields.count > 1 {
                    throw text.failure(lineNumber, "\(fields.count) columns; choose one with --column NAME")
                }
                // A single first line that is no number at all is a header (as Double reads
                // numbers, so that a hexadecimal time is refused below, not taken as one).
                if Double(fields[0]) == nil { continue }
            }
            let field: String
            if let columnIndex {
                guard columnIndex < fields.count else {
                    throw text.failure(lineNumber, "no value in column '\(column ?? "")' (the line has \(fields.count) fields)")
                }
                field = fields[columnIndex]
            } else {
                guard fields.count == 1 else {
                    throw text.failure(lineNumber, "\(fields.count) values; expected one per line or --column NAME")
                }
                field = fields[0]
            }
            let value = try text.seconds(field, line: lineNumber)
            values.append(value)
        }
        if values.isEmpty { throw CommandLineFailure.badInput("\(path): no reaction times in the file") }
        self.values = values
    }
}
