import FocusModel
import FocusSimulation
import FocusStats

/// The navigation-time moments of one automatic item scan without a loop limit.
enum ScanLevelMoments {
    /// Mean and variance of the time from a run's start on `startItem` to the
    /// press that selects `target`; nil when the target can never be hit.
    static func navigation(itemCount: Int, startItem: Int, target: Int, profile p: SwitchScanningProfile)
        -> (mean: Double, variance: Double)? {
        var scanner = ItemScanner(itemCount: itemCount, scanInterval: p.scanInterval,
                                  firstItemPause: p.firstItemPause, loops: nil)
        scanner.start(at: 0, item: startItem)
        let h0 = scanner.nextHighlight(of: target, from: 0)
        let h1 = h0 + itemCount
        let t0 = scanner.onset(ofHighlight: h0)
        let t1 = scanner.onset(ofHighlight: h1)
        let cycle = scanner.onset(ofHighlight: h1 + itemCount) - t1
        guard let first = p.reactionTime.truncatedBelow(scanner.dwell(ofHighlight: h0)) else {
            return nil
        }
        let later = p.reactionTime.truncatedBelow(scanner.dwell(ofHighlight: h1))
        let q0 = first.probability
        let hitMean = t0 + first.mean
        var missMean = 0.0
        var missVariance = 0.0
        if q0 < 1 {
            guard let later, later.probability > 0 else { return nil }
            let q = later.probability
            missMean = t1 + cycle * ((1 - q) / q) + later.mean
            missVariance = cycle * cycle * (1 - q) / (q * q) + later.variance
        }
        let mean = q0 * hitMean + (1 - q0) * missMean
        let second = q0 * (first.variance + hitMean * hitMean) + (1 - q0) * (missVariance + missMean * missMean)
        return (mean, max(0, second - mean * mean))
    }
}
