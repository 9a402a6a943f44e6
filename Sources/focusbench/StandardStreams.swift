import Foundation

enum StandardStreams {
    /// Writes `text` to stdout as is; reports already end with a newline.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes one line to stderr, prefixed with the program name so it stays
    /// recognisable among the output of other tools.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data("focusbench: \(line)\n".utf8))
    }
}
