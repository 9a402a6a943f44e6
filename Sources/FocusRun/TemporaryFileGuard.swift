import Foundation

/// Removes one temporary file if the process is interrupted (SIGINT,
/// SIGTERM, SIGHUP) while it exists, then ends the process by the same
/// signal, as it would have ended anyway. The handlers are installed for the
/// guard's lifetime only and the previous ones put back afterwards, so other
/// handlers (the web importer's) keep working. A write over the file-size
/// limit fails with EFBIG instead of killing the process with SIGXFSZ.
final class TemporaryFileGuard {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    /// The path as a C string allocated up front: the handler may only call
    /// async-signal-safe functions (`unlink`, `signal`, `raise`), not allocate.
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?
    private var previous: [Int32: sigaction] = [:]
    private var previousSizeLimit = sigaction()

    init(_ path: String) {
        Self.pending = strdup(path)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { received in
            if let path = TemporaryFileGuard.pending { unlink(path) }
            signal(received, SIG_DFL)
            raise(received)
        }
        sigemptyset(&action.sa_mask)
        for number in Self.signals {
            var old = sigaction()
            sigaction(number, &action, &old)
            previous[number] = old
        }
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGXFSZ, &ignore, &previousSizeLimit)
    }

    /// Puts the previous handlers back and forgets the path.
    func release() {
        for (number, old) in previous {
            var restored = old
            sigaction(number, &restored, nil)
        }
        sigaction(SIGXFSZ, &previousSizeLimit, nil)
        let path = Self.pending
        Self.pending = nil
        free(path)
    }
}
