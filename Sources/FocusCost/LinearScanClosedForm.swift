import FocusModel
import FocusSimulation
import FocusStats

/// Exact mean and variance of the completion time under automatic linear item
/// scanning without false activations and without a loop limit.
///
/// Per step, with the target's highlights at t_0 (its first onset after the
/// run starts), t_1 = t_0 + G (G from the scanner's timing, as the first
/// gap may include the run's own pause) and t_j = t_1 + (j − 1) C with
/// C = n T + P; the reaction R_j at each is independent, and the target is
/// selected at the first j with R_j shorter than that highlight's dwell d_j:
/// hit probabilities q_0 = F(d_0) and q = F(d) afterwards. Conditioning on
/// whether the first highlight is hit gives a two-component mixture:
///   X | hit first = t_0 + (R | R < d_0)
///   X | missed    = t_1 + C K + (R | R < d),  K ~ geometric failures, success q,
/// whose moments follow from the partial moments E[R^m; R < d] (see
/// `Distribution.partialMoment`). Steps start from a fixed scan position, so
/// they are independent and their means and variances add, as do activation
/// and per-character entry times.
package enum LinearScanClosedForm {
    /// The moments, or nil where the model has no closed form (false
    /// activations or a loop limit) or the mean is infinite.
    public static func moments(of model: SwitchScanningModel) -> AnalyticMoments? {
        let p = model.profile
        guard p.falseActivation == 0, p.loops == nil else { return nil }
        var mean = 0.0
        var variance = 0.0
        for (index, step) in model.steps.enumerated() {
            guard let navigation = ScanLevelMoments.navigation(itemCount: model.itemCount,
                                                               startItem: model.resumeItem(forStep: index),
                                                               target: step.position, profile: p)
            else { return nil }
            mean += navigation.mean + p.activationTime.mean
            variance += navigation.variance + p.activationTime.variance
            p.addEntryAndStartPress(characters: step.characters, toMean: &mean, variance: &variance)
        }
        return AnalyticMoments(mean: mean, sd: variance.squareRoot())
    }
}
