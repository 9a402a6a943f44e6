#if canImport(Glibc)
import Glibc
#endif

/// Ends the browser's process group when the importer is interrupted
/// (Ctrl-C, SIGTERM, SIGHUP), then lets the signal end the importer as it
/// would have: a browser is never left running after the command stops.
/// The handler only calls async-signal-safe functions.
enum BrowserSignalGuard {
    nonisolated(unsafe) private static var watched: pid_t = 0
    nonisolated(unsafe) private static var installed = false

    static func watch(_ pid: pid_t) {
        watched = pid
        guard !installed else { return }
        installed = true
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                let group = BrowserSignalGuard.watched
                if group > 0 { kill(-group, SIGKILL) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        // A browser that dies mid-write must not kill the importer with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    static func forget(_ pid: pid_t) {
        if watched == pid { watched = 0 }
    }
}
