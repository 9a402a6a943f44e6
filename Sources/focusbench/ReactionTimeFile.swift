import FocusModel

/// Reads measured reaction times: one number per line, or one named column
/// of a CSV file with a header. Every refusal names the file and the line.
struct ReactionTimeFile {
    let path: String
    let values: [Double]

    init(path: String, column: String?) throws {
        self.path = path
        let text = try MeasuredTimesText(path: path)
        var values: [Double] = []
        var columnIndex: Int?
        var headerSeen = false
        for (index, line) in text.lines.enumerated() where !line.isEmpty {
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
                // A single non-numeric first line is a header.
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
            guard let value = Double(field), value.isFinite else {
                throw text.failure(lineNumber, "'\(field)' is not a number of seconds")
            }
            guard value >= 0 else { throw text.failure(lineNumber, "\(field) is negative; reaction times are durations") }
            guard value > 0 else { throw text.failure(lineNumber, "0 is not a reaction time; a press takes some time") }
            try text.checkPlausible(value, written: field, line: lineNumber)
            values.append(value)
        }
        if values.isEmpty { throw CommandLineFailure.badInput("\(path): no reaction times in the file") }
        self.values = values
    }
}
