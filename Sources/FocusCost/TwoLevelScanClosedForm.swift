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
package enum TwoLevelScanClosedForm {
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
                guard let inner = ScanLevelMoments.navigation(itemCount: step.memberCount + p.backOutHighlights, startItem: 0,
                                                              target: step.member, profile: p)
                else { return nil }
                mean += inner.mean
                variance += inner.variance
            }
            mean += p.activationTime.mean + Double(step.characters) * p.entryTimePerCharacter.mean
            variance += p.activationTime.variance + Double(step.characters) * p.entryTimePerCharacter.variance
            if let start = p.startPress {
                mean += start.mean
                variance += start.variance
            }
        }
        return AnalyticMoments(mean: mean, sd: variance.squareRoot())
    }
}
