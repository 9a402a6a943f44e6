import Foundation

/// Writes a file so that readers see either the old contents or the whole
/// new ones: the text goes to a temporary file in the destination's own
/// directory (a rename is atomic only within one file system), which is then
/// renamed over the destination. Refuses to replace any of `protected`.
public enum AtomicFileWriter {
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The destination is one of the protected files (such as the scenario).
        case wouldReplaceProtected(path: String, protected: String)
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case let .wouldReplaceProtected(path, protected):
                "\(path) is \(protected) itself; a report never replaces its input"
            case let .cannotWrite(path, reason): "cannot write \(path): \(reason)"
            }
        }
    }

    public static func write(_ text: String, to path: String, protecting protected: [String] = []) throws(Failure) {
        if let input = protected.first(where: { sameFile(path, $0) }) {
            throw .wouldReplaceProtected(path: path, protected: input)
        }
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(text.utf8).write(to: temporary, options: .withoutOverwriting)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    /// Both paths name one existing file: the same path once symbolic links
    /// are resolved, or the same device and inode (a hard link).
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        let resolved = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        if resolved(a) == resolved(b) { return true }
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
