import FocusSweep
import Foundation

/// The progress of a sweep on stderr, on a terminal only and once the sweep
/// has run for a few seconds: cells done, replications per second and the
/// time left, estimated from the cells' estimated costs (docs/sweeps.md).
/// It moves during a cell too, as the engine reports each finished chunk of
/// replications, so one long cell does not leave the line still.
final class SweepProgress: @unchecked Sendable {
    private let line = ProgressLine.onTerminal()
    private let lock = NSLock()
    private let start = DispatchTime.now().uptimeNanoseconds
    private let cellEvents: [Double]
    private let totalEvents: Double
    /// Replications a cell's runs go through: each order once, or, paired,
    /// each later order and the first again beside it.
    private let replicationsPerCell: Double
    private var cellsDone = 0
    private var eventsDone = 0.0
    private var replicationsDone = 0
    private var replicationsInCell = 0
    private static let quietSeconds = 3.0

    init(cells: [Int], work: SweepWork, spec: SweepSpecification, orders: Int) {
        cellEvents = cells.map { work.cellEvents[$0] }
        totalEvents = cellEvents.reduce(0, +)
        replicationsPerCell = Double(spec.replications * (spec.people ?? 1) * (orders > 1 ? 2 * (orders - 1) : 1))
    }

    /// Called from the engine's worker threads with each finished chunk's replications.
    func replicationsFinished(_ count: Int) {
        lock.lock()
        defer { lock.unlock() }
        replicationsDone += count
        replicationsInCell += count
        show()
    }

    /// Called once each cell's rows are made.
    func cellFinished(cellsDone: Int, replicationsDone _: Int) {
        lock.lock()
        defer { lock.unlock() }
        eventsDone += cellEvents[cellsDone - 1]
        self.cellsDone = cellsDone
        replicationsInCell = 0
        show()
    }

    /// Whether there is a line to show (stderr is a terminal).
    var isShown: Bool { line != nil }

    func finish() { line?.clear() }

    /// With `lock` held.
    private func show() {
        guard let line else { return }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // The running cell counts by the share of its replications done (never all of it).
        let current = cellsDone < cellEvents.count
            ? cellEvents[cellsDone] * min(0.99, Double(replicationsInCell) / max(replicationsPerCell, 1)) : 0
        let done = eventsDone + current
        guard elapsed >= Self.quietSeconds, done > 0 else { return }
        let left = elapsed * (totalEvents - done) / done
        line.show {
            "sweep: \(cellsDone)/\(cellEvents.count) cells, "
                + "\(Int((Double(replicationsDone) / elapsed).rounded())) replications/s, "
                + "about \(Self.duration(left)) left"
        }
    }

    private static func duration(_ seconds: Double) -> String {
        seconds < 90 ? "\(Int(seconds.rounded())) s" : seconds < 5400 ? "\(Int((seconds / 60).rounded())) min"
            : String(format: "%.1f h", seconds / 3600)
    }
}
