import Foundation

/// A progress bar for `report` on stderr, drawn only when stderr is a
/// terminal and only once the run has taken about a second: short runs and
/// redirected stderr stay silent, and a finished run leaves no trace.
final class ReportProgressBar {
    private let total: Int
    private let started = DispatchTime.now().uptimeNanoseconds
    private var lastDrawn: UInt64 = 0
    private var shown = false
    private static let delay: UInt64 = 1_000_000_000
    private static let interval: UInt64 = 100_000_000
    private static let width = 30

    private init(total: Int) {
        self.total = max(total, 1)
    }

    static func onTerminal(total: Int) -> ReportProgressBar? {
        isatty(STDERR_FILENO) == 1 ? ReportProgressBar(total: total) : nil
    }

    func update(done: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - started >= Self.delay, !shown || now - lastDrawn >= Self.interval else { return }
        lastDrawn = now
        shown = true
        let filled = min(Self.width, Self.width * done / total)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
        let line = "report [\(bar)] \(done)/\(total) runs, \(String(format: "%.0f", Double(now - started) / 1e9)) s"
        StandardStreams.progress("\r\u{1B}[K\(line)")
    }

    func clear() {
        if shown { StandardStreams.progress("\r\u{1B}[K") }
        shown = false
    }
}
