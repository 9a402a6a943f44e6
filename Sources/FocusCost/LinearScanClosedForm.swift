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
public enum LinearScanClosedForm {
    /// The moments, or nil where the model has no closed form (false
    /// activations or a loop limit) or the mean is infinite.
    public static func moments(of model: SwitchScanningModel) -> AnalyticMoments? {
        let p = model.profile
        guard p.falseActivation == 0, p.loops == nil else { return nil }
        var mean = 0.0
        var variance = 0.0
        for (index, step) in model.steps.enumerated() {
            guard let navigation = navigationMoments(model: model, stepIndex: index) else { return nil }
            mean += navigation.mean + p.activationTime.mean
            variance += navigation.variance + p.activationTime.variance
            let characters = Double(step.characters)
            mean += characters * p.entryTimePerCharacter.mean
            variance += characters * p.entryTimePerCharacter.variance
        }
        return AnalyticMoments(mean: mean, sd: variance.squareRoot())
    }

    private static func navigationMoments(model: SwitchScanningModel, stepIndex: Int)
        -> (mean: Double, variance: Double)? {
        let p = model.profile
        var scanner = ItemScanner(itemCount: model.itemCount, scanInterval: p.scanInterval,
                                  firstItemPause: p.firstItemPause, loops: nil)
        scanner.start(at: 0, item: model.resumeItem(forStep: stepIndex))
        let target = model.steps[stepIndex].position
        let h0 = scanner.nextHighlight(of: target, from: 0)
        let h1 = h0 + model.itemCount
        let t0 = scanner.onset(ofHighlight: h0)
        let t1 = scanner.onset(ofHighlight: h1)
        let cycle = scanner.onset(ofHighlight: h1 + model.itemCount) - t1
        let firstDwell = scanner.dwell(ofHighlight: h0)
        let laterDwell = scanner.dwell(ofHighlight: h1)

        guard let first = p.reactionTime.truncatedBelow(firstDwell),
              let later = p.reactionTime.truncatedBelow(laterDwell) ?? (first.probability == 1 ? first : nil)
        else { return nil }
        let q0 = first.probability
        let q = later.probability

        let hitMean = t0 + first.mean
        let hitVariance = first.variance
        var missMean = 0.0
        var missVariance = 0.0
        if q0 < 1 {
            guard q > 0 else { return nil }
            let extraCycles = (1 - q) / q
            missMean = t1 + cycle * extraCycles + later.mean
            missVariance = cycle * cycle * (1 - q) / (q * q) + later.variance
        }
        let mean = q0 * hitMean + (1 - q0) * missMean
        let second = q0 * (hitVariance + hitMean * hitMean) + (1 - q0) * (missVariance + missMean * missMean)
        return (mean, max(0, second - mean * mean))
    }
}
