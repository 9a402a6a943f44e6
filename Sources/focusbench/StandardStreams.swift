import Foundation

enum StandardStreams {
    /// Writes `text` to stdout as is; reports already end with a newline.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes one line to stderr, prefixed with the program name so it stays
    /// recognisable among the output of other tools. Line breaks inside a
    /// message are flattened: scripts may rely on one line per failure.
    static func error(_ message: String) {
        let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        FileHandle.standardError.write(Data("focusbench: \(line)\n".utf8))
    }
}
