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

    /// `--output` as given, once it is known to be writable as a regular
    /// file, so that a refused destination is refused before any work and
    /// is the only line the command prints.
    static func checked(_ path: String?) throws -> String? {
        guard let path else { return nil }
        do {
            try AtomicFileWriter.checkDestination(path)
        } catch {
            throw failure(error, prefix: "--output ")
        }
        return path
    }

    /// Refuses, before any work, an `--output` that names one of `inputs`
    /// (the same path, a link to it or a hard link): `command` never
    /// replaces what it reads.
    static func refuseReplacing(_ inputs: [String], with output: String?, by command: String) throws {
        guard let output, let input = inputs.first(where: { AtomicFileWriter.sameFile(output, $0) }) else { return }
        throw CommandLineFailure.badInput("--output \(output) is \(input) itself; \(command) never replaces its input")
    }

    private static func failure(_ failure: AtomicFileWriter.Failure, prefix: String) -> CommandLineFailure {
        failure.isRuntime ? .runtime(prefix + failure.description) : .badInput(prefix + failure.description)
    }
}
