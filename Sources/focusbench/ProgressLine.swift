import FocusOptimizer
import Foundation

/// The search's progress as one line on stderr, rewritten in place at most
/// twice a second. Only on a terminal: redirected stderr keeps the contract
/// of one line per failure, and a finished run leaves no trace.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var lastShown: UInt64 = 0
    private var shown = false
    private static let interval: UInt64 = 500_000_000

    static func onTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    func show(_ progress: OptimizationProgress) {
        show { "\(progress.phase): \(String(format: "%.1f", progress.elapsedSeconds)) s, "
            + "\(progress.evaluations) evaluations, best \(String(format: "%.2f", progress.bestExpectedTime)) s" }
    }

    /// Rewrites the line with `line()`, unless it was rewritten less than half a second ago.
    func show(_ line: () -> String) {
        lock.lock()
        defer { lock.unlock() }
        let now = DispatchTime.now().uptimeNanoseconds
        guard !shown || now - lastShown >= Self.interval else { return }
        lastShown = now
        shown = true
        StandardStreams.progress("\r\u{1B}[K\(line())")
    }

    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if shown { StandardStreams.progress("\r\u{1B}[K") }
        shown = false
    }
}
