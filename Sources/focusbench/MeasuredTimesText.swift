import Foundation
import FocusModel

/// The text of a file of measured times (`ReactionTimeFile`, `PersonTimesFile`):
/// its lines, trimmed, and their comma-separated fields. Every refusal names
/// the file and the line.
struct MeasuredTimesText {
    let path: String
    /// Trimmed; blank lines are kept, so a line's index + 1 is its number.
    let lines: [String]

    init(path: String) throws {
        self.path = path
        let text: String
        do {
            text = String(decoding: try InputFile.read(path), as: UTF8.self)
        } catch {
            throw CommandLineFailure.badInput(error.description)
        }
        lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map { $0.trimmingCharacters(in: .whitespaces) }
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

    /// Refuses a time longer than any reaction: most likely milliseconds.
    func checkPlausible(_ value: Double, written field: String, line: Int) throws(CommandLineFailure) {
        guard value <= PlausibleRange.longestDuration else {
            throw failure(line, "\(field) seconds is longer than any reaction (at most "
                + "\(Int(PlausibleRange.longestDuration)) s); are the times in seconds?")
        }
    }
}
