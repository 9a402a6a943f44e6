import Foundation

/// Writes a file so that readers see either the old contents or the whole
/// new ones: the text goes to a temporary file in the destination's own
/// directory (a rename is atomic only within one file system), which is then
/// renamed over the destination. Refuses to replace any of `protected`.
/// The temporary file never outlives the call: it is removed when a write
/// fails (a full disk, a file-size limit) and when SIGINT, SIGTERM or SIGHUP
/// arrives while it exists.
package enum AtomicFileWriter {
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The destination is one of the protected files (such as the scenario).
        case wouldReplaceProtected(path: String, protected: String)
        /// The destination cannot be written as named (no such directory, no permission).
        case cannotWrite(path: String, reason: String)
        /// The device failed the write (full, over quota, over the file-size
        /// limit, an I/O error): nothing is wrong with the request itself.
        case deviceFailed(path: String, reason: String)

        public var description: String {
            switch self {
            case let .wouldReplaceProtected(path, protected):
                "\(path) is \(protected) itself; a report never replaces its input"
            case let .cannotWrite(path, reason), let .deviceFailed(path, reason): "cannot write \(path): \(reason)"
            }
        }

        /// A runtime failure (exit 1) rather than bad input (exit 2).
        public var isRuntime: Bool {
            if case .deviceFailed = self { return true }
            return false
        }
    }

    /// Refuses a destination that is one of `protected`, or that exists and
    /// is not a regular file: a rename would put a regular file in place of
    /// a device, a FIFO or a symbolic link (even `/proc/self/fd/1`), so
    /// those are never written. Commands call it before their work too, so
    /// that a refused destination is the only thing they print.
    public static func checkDestination(_ path: String, protecting protected: [String] = []) throws(Failure) {
        if let input = protected.first(where: { sameFile(path, $0) }) {
            throw .wouldReplaceProtected(path: path, protected: input)
        }
        var status = stat()
        guard lstat(path, &status) == 0 else { return try checkDirectory(of: path) }
        let kinds: [(mode: mode_t, name: String)] = [
            (S_IFDIR, "a directory"), (S_IFLNK, "a symbolic link"), (S_IFCHR, "a character device"),
            (S_IFBLK, "a block device"), (S_IFIFO, "a FIFO"), (S_IFSOCK, "a socket"),
        ]
        if let kind = kinds.first(where: { $0.mode == status.st_mode & S_IFMT }) {
            throw .cannotWrite(path: path, reason: "it is \(kind.name); only regular files are written")
        }
    }

    /// A new file needs its directory, so a missing one is refused with the
    /// reason the write would give, before any work rather than after it.
    private static func checkDirectory(of path: String) throws(Failure) {
        let directory = (path as NSString).deletingLastPathComponent
        var status = stat()
        guard stat(directory.isEmpty ? "." : directory, &status) == 0 else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(ENOTDIR)))
        }
    }

    public static func write(_ text: String, to path: String, protecting protected: [String] = []) throws(Failure) {
        let file = try PendingFile(path, protecting: protected)
        file.append(text)
        try file.commit()
    }

    /// Writes what `body` appends, a piece at a time, so that a large file
    /// (a million CSV rows) is never held in memory; readers still see the
    /// old file or the whole new one. When `body` throws, the temporary file
    /// is removed and the error passed on; a failed append is reported
    /// (as a `Failure`) once `body` returns.
    public static func write(to path: String, protecting protected: [String] = [],
                             _ body: (_ append: @escaping @Sendable (String) -> Void) throws -> Void) throws {
        let file = try PendingFile(path, protecting: protected)
        do {
            try body(file.append)
        } catch {
            file.abandon()
            throw error
        }
        try file.commit()
    }

    /// The temporary file of one write, from its creation to its rename.
    private final class PendingFile: @unchecked Sendable {
        let path: String
        let destination: URL
        let temporary: String
        let guarded: TemporaryFileGuard
        let descriptor: Int32
        /// The errno of the first failed append; later appends are skipped.
        private var failed: Int32 = 0
        private var isOpen = true

        init(_ path: String, protecting protected: [String]) throws(Failure) {
            try checkDestination(path, protecting: protected)
            self.path = path
            destination = URL(fileURLWithPath: path)
            let directory = destination.deletingLastPathComponent()
            temporary = directory.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp").path
            guarded = TemporaryFileGuard(temporary)
            descriptor = Foundation.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                let reason = errno
                guarded.release()
                throw AtomicFileWriter.failure(path, reason)
            }
        }

        /// Appends are made one after another (never from two threads at once).
        func append(_ text: String) {
            guard failed == 0 else { return }
            failed = AtomicFileWriter.writeAll(Array(text.utf8), to: descriptor)
        }

        func commit() throws(Failure) {
            defer { guarded.release() }
            var written = failed
            if close(descriptor) != 0, written == 0 { written = errno }
            isOpen = false
            if written != 0 {
                unlink(temporary)
                throw AtomicFileWriter.failure(path, written)
            }
            guard rename(temporary, destination.path) == 0 else {
                let reason = errno
                unlink(temporary)
                throw AtomicFileWriter.failure(path, reason)
            }
        }

        func abandon() {
            defer { guarded.release() }
            if isOpen { close(descriptor) }
            isOpen = false
            unlink(temporary)
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> Failure {
        let reason = String(cString: strerror(code))
        return [ENOSPC, EDQUOT, EFBIG, EIO].contains(code)
            ? .deviceFailed(path: path, reason: reason) : .cannotWrite(path: path, reason: reason)
    }

    /// 0 once every byte is written, else the errno of the failed write.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return 0
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
