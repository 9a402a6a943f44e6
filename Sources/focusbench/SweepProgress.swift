import FocusSweep
import Foundation

/// The progress of a sweep on stderr, on a terminal only and once the sweep
/// has run for a few seconds: cells done, replications per second and the
/// time left, estimated from the cells' estimated costs (docs/sweeps.md).
final class SweepProgress: @unchecked Sendable {
    private let line = ProgressLine.onTerminal()
    private let start = DispatchTime.now().uptimeNanoseconds
    private let cellEvents: [Double]
    private let totalEvents: Double
    private var eventsDone = 0.0
    private static let quietSeconds = 3.0

    init(cells: [Int], work: SweepWork) {
        cellEvents = cells.map { work.cellEvents[$0] }
        totalEvents = cellEvents.reduce(0, +)
    }

    func update(cellsDone: Int, replicationsDone: Int) {
        guard let line else { return }
        eventsDone += cellEvents[cellsDone - 1]
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard elapsed >= Self.quietSeconds, eventsDone > 0 else { return }
        let left = elapsed * (totalEvents - eventsDone) / eventsDone
        line.show {
            "sweep: \(cellsDone)/\(cellEvents.count) cells, "
                + "\(Int((Double(replicationsDone) / elapsed).rounded())) replications/s, "
                + "about \(Self.duration(left)) left"
        }
    }

    func finish() { line?.clear() }

    private static func duration(_ seconds: Double) -> String {
        seconds < 90 ? "\(Int(seconds.rounded())) s" : seconds < 5400 ? "\(Int((seconds / 60).rounded())) min"
            : String(format: "%.1f h", seconds / 3600)
    }
}
