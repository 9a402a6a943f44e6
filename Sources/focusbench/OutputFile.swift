import FocusRun

/// Every file a command writes goes through here: a temporary file renamed
/// into place (`AtomicFileWriter`), so a reader never sees half a file, a
/// file-size limit or a full device fails the write instead of the
/// process, and an input is never replaced. A failed device is a runtime
/// failure (exit 1), a bad destination bad input (exit 2).
enum OutputFile {
    static func write(_ text: String, to path: String, protecting inputs: [String] = [], prefix: String = "") throws {
        do {
            try AtomicFileWriter.write(text, to: path, protecting: inputs)
        } catch {
            throw failure(error, prefix: prefix)
        }
    }

    /// Writes what `body` appends, a piece at a time (a report's CSV rows).
    static func stream(to path: String, protecting inputs: [String],
                       _ body: (_ append: @escaping @Sendable (String) -> Void) throws -> Void) throws {
        do {
            try AtomicFileWriter.write(to: path, protecting: inputs, body)
        } catch let error as AtomicFileWriter.Failure {
            throw failure(error, prefix: "")
        }
    }

    private static func failure(_ failure: AtomicFileWriter.Failure, prefix: String) -> CommandLineFailure {
        failure.isRuntime ? .runtime(prefix + failure.description) : .badInput(prefix + failure.description)
    }
}
