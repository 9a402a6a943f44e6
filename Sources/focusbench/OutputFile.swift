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
}
