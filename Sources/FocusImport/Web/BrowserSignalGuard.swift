#if canImport(Glibc)
import Glibc
#endif

/// Ends the browser's process group at once when the importer is
/// interrupted (Ctrl-C, SIGTERM, SIGHUP), then lets the import unwind (its
/// next wait for the browser throws), remove the browser's profile, and end
/// by the same signal, as it would have without a browser. A second signal
/// ends the importer at once. The handler only calls async-signal-safe
/// functions and only writes two plain integers.
enum BrowserSignalGuard {
    nonisolated(unsafe) private static var watched: pid_t = 0
    nonisolated(unsafe) private static var pending: Int32 = 0
    nonisolated(unsafe) private static var installed = false

    static func watch(_ pid: pid_t) {
        watched = pid
        guard !installed else { return }
        installed = true
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                let group = BrowserSignalGuard.watched
                if group > 0 { kill(-group, SIGKILL) }
                if group > 0, BrowserSignalGuard.pending == 0 {
                    BrowserSignalGuard.pending = received
                } else {
                    signal(received, SIG_DFL)
                    raise(received)
                }
            }
        }
        // A browser that dies mid-write must not kill the importer with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether a signal asked the import to stop.
    static var interrupted: Bool { pending != 0 }

    /// Called once the browser is gone and its profile removed: ends the
    /// importer by the signal that interrupted it, if one did.
    static func forget(_ pid: pid_t) {
        if watched == pid { watched = 0 }
        let received = pending
        if received != 0 {
            signal(received, SIG_DFL)
            raise(received)
        }
    }
}
