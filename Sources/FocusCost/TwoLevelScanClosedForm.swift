import FocusModel
import FocusSimulation
import FocusStats

/// Exact mean and variance of the completion time under automatic two-level
/// scanning (group or row-column mode) without false activations and without a
/// loop limit, the conditions of `LinearScanClosedForm`.
///
/// Without a loop limit a member run never returns to the top level, so a
/// step's navigation is the top-level scan to the target's unit (from the
/// step's resume unit) followed, when the unit has several members, by an
/// independent member scan to the target (from member 0, starting at the
/// press that selected the unit). Each is a linear item scan, whose time is
/// the mixture described in `LinearScanClosedForm`; their means and variances
/// add, and so do the steps', activation's and entry's.
public enum TwoLevelScanClosedForm {
    public static func moments(of model: TwoLevelScanningModel) -> AnalyticMoments? {
        let p = model.profile
        guard p.falseActivation == 0, p.loops == nil else { return nil }
        var mean = 0.0
        var variance = 0.0
        for (index, step) in model.steps.enumerated() {
            guard let top = ScanLevelMoments.navigation(itemCount: model.units.count,
                                                        startItem: model.resumeUnit(forStep: index),
                                                        target: step.unit, profile: p)
            else { return nil }
            mean += top.mean
            variance += top.variance
            if step.memberCount > 1 {
                guard let inner = ScanLevelMoments.navigation(itemCount: step.memberCount, startItem: 0,
                                                              target: step.member, profile: p)
                else { return nil }
                mean += inner.mean
                variance += inner.variance
            }
            mean += p.activationTime.mean + Double(step.characters) * p.entryTimePerCharacter.mean
            variance += p.activationTime.variance + Double(step.characters) * p.entryTimePerCharacter.variance
        }
        return AnalyticMoments(mean: mean, sd: variance.squareRoot())
    }
}

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
            missMean = t1 + cycle * (1 - q) / q + later.mean
            missVariance = cycle * cycle * (1 - q) / (q * q) + later.variance
        }
        let mean = q0 * hitMean + (1 - q0) * missMean
        let second = q0 * (first.variance + hitMean * hitMean) + (1 - q0) * (missVariance + missMean * missMean)
        return (mean, max(0, second - mean * mean))
    }
}
