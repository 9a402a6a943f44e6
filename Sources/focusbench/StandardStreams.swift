import FocusModel
import FocusReport
import Foundation

enum StandardStreams {
    /// Writes `text` to stdout as is; reports already end with a newline.
    /// A stdout that cannot take it (a full device, a reader that went away)
    /// ends the run with status 1 and one line: there is nobody left to read
    /// the rest, and Foundation's own writer would trap instead.
    static func write(_ text: String) {
        if let reason = writeAll(Data(text.utf8), to: STDOUT_FILENO) {
            error("cannot write to standard output: \(reason)")
            exit(ExitStatus.runtimeFailure)
        }
    }

    /// Writes one line to stderr, prefixed with the program name so it stays
    /// recognisable among the output of other tools. Line breaks inside a
    /// message are flattened: scripts may rely on one line per failure. Names
    /// quoted from files may hold invisible or bidirectional characters,
    /// which are shown escaped so the line reads as it is.
    static func error(_ message: String) {
        let line = MessageText.visible(message.split(whereSeparator: \.isNewline).joined(separator: " "))
        _ = writeAll(Data("focusbench: \(line)\n".utf8), to: STDERR_FILENO)
    }

    /// Writes `text` to stderr as is (progress lines); a stderr that cannot
    /// take it is ignored, since progress is only a courtesy.
    static func progress(_ text: String) {
        _ = writeAll(Data(text.utf8), to: STDERR_FILENO)
    }

    /// A closed pipe must surface as EPIPE from write(2), not kill the
    /// process silently with SIGPIPE (exit 141, no message).
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// The reason the bytes could not all be written, or nil once they were.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
            guard var next = buffer.baseAddress else { return nil }
            var left = buffer.count
            while left > 0 {
                let written = Foundation.write(descriptor, next, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                next += written
                left -= written
            }
            return nil
        }
    }
}

extension StandardStreams {
    /// Renders `result` in `format` (the version and the current folder as context) and writes it to stdout.
    static func write(_ result: RenderedResult, as format: any OutputFormat) throws {
        do {
            write(try format.render(result, in: RenderContext(toolVersion: Version.current)))
        } catch let error as ReportError {
            throw CommandLineFailure.runtime(error.description)
        }
    }
}
