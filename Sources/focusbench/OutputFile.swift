import FocusReport

/// Files written by commands that do not go through `AtomicFileWriter`'s
/// protected-input check (they refuse their inputs with their own messages first).
enum OutputFile {
    /// Writes through a temporary file renamed into place, so a reader never
    /// sees half a file; a full device is a runtime failure, a bad
    /// destination bad input (`CommandLineFailure.writing`).
    static func write(_ text: String, to path: String) throws {
        do {
            try AtomicFileWriter.write(text, to: path)
        } catch {
            throw CommandLineFailure.writing(error)
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
            throw CommandLineFailure.writing(error, prefix: "--output ")
        }
        return path
    }
}
