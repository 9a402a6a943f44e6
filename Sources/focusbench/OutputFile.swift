import Foundation

/// Files written by commands that do not go through `AtomicFileWriter`'s
/// protected-input check (they refuse their inputs with their own messages first).
enum OutputFile {
    /// Writes through a temporary file renamed into place, so a reader never
    /// sees half a file; a failure is bad input naming the path.
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandLineFailure.badInput("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
