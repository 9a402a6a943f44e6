import Foundation
import FocusModel

/// Reads measured reaction times: one number per line, or one named column
/// of a CSV file with a header. Every refusal names the file and the line.
struct ReactionTimeFile {
    let path: String
    let values: [Double]

    init(path: String, column: String?) throws {
        self.path = path
        let text: String
        do {
            text = String(decoding: try InputFile.read(path), as: UTF8.self)
        } catch {
            throw CommandLineFailure.badInput(error.description)
        }
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var values: [Double] = []
        var columnIndex: Int?
        var headerSeen = false
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let lineNumber = index + 1
            let fields = Self.fields(line)
            if !headerSeen {
                headerSeen = true
                if let column {
                    guard let found = fields.firstIndex(of: column) else {
                        throw Self.failure(path, lineNumber, "no column '\(column)' in the header; columns: "
                            + fields.joined(separator: ", "))
                    }
                    columnIndex = found
                    continue
                }
                if fields.count > 1 {
                    throw Self.failure(path, lineNumber, "\(fields.count) columns; choose one with --column NAME")
                }
                // A single non-numeric first line is a header.
                if Double(fields[0]) == nil { continue }
            }
            let field: String
            if let columnIndex {
                guard columnIndex < fields.count else {
                    throw Self.failure(path, lineNumber, "no value in column '\(column ?? "")' (the line has \(fields.count) fields)")
                }
                field = fields[columnIndex]
            } else {
                guard fields.count == 1 else {
                    throw Self.failure(path, lineNumber, "\(fields.count) values; expected one per line or --column NAME")
                }
                field = fields[0]
            }
            guard let value = Double(field), value.isFinite else {
                throw Self.failure(path, lineNumber, "'\(field)' is not a number of seconds")
            }
            guard value >= 0 else { throw Self.failure(path, lineNumber, "\(field) is negative; reaction times are durations") }
            guard value > 0 else { throw Self.failure(path, lineNumber, "0 is not a reaction time; a press takes some time") }
            guard value <= PlausibleRange.longestDuration else {
                throw Self.failure(path, lineNumber, "\(field) seconds is longer than any reaction (at most "
                    + "\(Int(PlausibleRange.longestDuration)) s); are the times in seconds?")
            }
            values.append(value)
        }
        if values.isEmpty { throw CommandLineFailure.badInput("\(path): no reaction times in the file") }
        self.values = values
    }

    private static func failure(_ path: String, _ line: Int, _ message: String) -> CommandLineFailure {
        .badInput("\(path): line \(line): \(message)")
    }

    /// Comma-separated fields, unquoted; quoting is not needed for numbers and simple names.
    private static func fields(_ line: String) -> [String] {
        line.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }
}
