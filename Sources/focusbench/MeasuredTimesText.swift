import Foundation
import FocusModel

/// The text of a file of measured times (`ReactionTimeFile`, `PersonTimesFile`):
/// its lines, trimmed, and their comma-separated fields. Every refusal names
/// the file and the line.
struct MeasuredTimesText {
    let path: String
    /// Trimmed, so a line's index + 1 is its number; none is blank (a
    /// blank line is a measurement missing, not one to skip).
    let lines: [String]
    /// `--unit ms`: the file holds milliseconds.
    let milliseconds: Bool

    init(path: String, milliseconds: Bool) throws {
        self.path = path
        self.milliseconds = milliseconds
        let text: String
        do {
            text = String(decoding: try InputFile.read(path), as: UTF8.self)
        } catch {
            throw CommandLineFailure.badInput(error.description)
        }
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // The line a final newline ends is not a blank line.
        if lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
        if let blank = lines.firstIndex(where: \.isEmpty) {
            throw failure(blank + 1, "blank; every line holds a header or a measurement")
        }
    }

    /// Comma-separated fields, unquoted; quoting is not needed for numbers and simple names.
    static func fields(_ line: String) -> [String] {
        line.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    func failure(_ line: Int, _ message: String) -> CommandLineFailure {
        .badInput("\(path): line \(line): \(message)")
    }

    /// A measured time in seconds, from `field` as written in the file's unit.
    func seconds(_ field: String, line: Int) throws(CommandLineFailure) -> Double {
        let (unit, unitName) = milliseconds ? ("ms", "milliseconds") : ("s", "seconds")
        guard !field.isEmpty else { throw failure(line, "no measurement (the field is blank)") }
        guard let value = DecimalNumber.parse(field), value.isFinite else {
            throw failure(line, "'\(field)' is not a decimal number of \(unitName)")
        }
        guard value >= 0 else { throw failure(line, "\(field) is negative; reaction times are durations") }
        guard value > 0 else { throw failure(line, "0 is not a reaction time; a press takes some time") }
        let seconds = milliseconds ? value / 1000 : value
        // Longer than any reaction: most likely milliseconds read as seconds.
        guard seconds <= PlausibleRange.longestDuration else {
            let most = Int(PlausibleRange.longestDuration) * (milliseconds ? 1000 : 1)
            throw failure(line, "\(field) \(unitName) is longer than any reaction (at most \(most) \(unit))"
                + (milliseconds ? "" : "; are the times in seconds?"))
        }
        return seconds
    }
}
