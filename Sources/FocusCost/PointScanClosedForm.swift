import FocusModel
import FocusSimulation
import FocusStats

/// Exact mean and variance of the completion time under point scanning
/// without a loop limit.
///
/// Per step, one *attempt* is a sweep phase of each line followed by the
/// crosshair's selection. In each phase, sweeps the user lets pass (chance
/// 1 − p each, p the chance a sweep ends with a press) cost a full sweep T
/// each, a geometric number of them; the sweep with the press costs its
/// offset O = max(0, c/v + R − m) from the sweep's start, with R restricted to
/// the reactions that press. The crosshair lands in the cell of the x and y
/// stop intervals (`PointScanningCrosshair`), which fixes both what is
/// selected and the conditional moments of O_x and O_y (partial moments of R
/// over the interval's reactions). A wrong selection adds a recovery draw.
/// Attempts are independent and repeat until one selects the target (chance
/// s), so with D the attempt's duration,
///   navigation = sum of K failed attempts + one successful attempt,
///   K geometric with mean (1 − s)/s and variance (1 − s)/s²,
/// and mean and variance follow from E[D | success], E[D | failure] and their
/// variances. Steps start a fresh scan, so they are independent and add, as
/// do activation and per-character entry times.
package enum PointScanClosedForm {
    /// The moments, or nil with a loop limit (a stopped scan restarts an
    /// attempt part-way, which this form does not cover).
    public static func moments(of model: PointScanningModel) -> AnalyticMoments? {
        let p = model.profile
        guard p.loops == nil else { return nil }
        var mean = 0.0
        var variance = 0.0
        for (index, step) in model.steps.enumerated() {
            guard let navigation = navigationMoments(model: model, stepIndex: index) else { return nil }
            let characters = Double(step.characters)
            mean += navigation.mean + p.activationTime.mean + characters * p.entryTimePerCharacter.mean
                + (p.startPress?.mean ?? 0)
            variance += navigation.variance + p.activationTime.variance
                + characters * p.entryTimePerCharacter.variance + (p.startPress?.variance ?? 0)
        }
        return AnalyticMoments(mean: mean, sd: variance.squareRoot())
    }

    /// Moments of the press offset within the sweep that ends with a press,
    /// restricted to one stop interval: E[O; interval] and E[O²; interval].
    private struct OffsetMoments {
        var probability: Double
        var first: Double
        var second: Double
    }

    private static func navigationMoments(model: PointScanningModel, stepIndex: Int)
        -> (mean: Double, variance: Double)? {
        let step = model.steps[stepIndex]
        let crosshair = PointScanningCrosshair(model: model, step: stepIndex)
        let px = crosshair.x.press
        let py = crosshair.y.press
        guard px > 0, py > 0, crosshair.target > 0 else { return nil }
        guard let xs = offsets(crosshair.xStops, aim: step.x, model: model),
              let ys = offsets(crosshair.yStops, aim: step.y, model: model) else { return nil }
        let tx = model.sweepDuration(.x)
        let ty = model.sweepDuration(.y)
        // Sweeps let pass before the press, independent of where the press lands.
        // Every sweep, let pass or pressed, begins with the line's rest at the edge.
        let rest = model.profile.firstItemPause
        let sx = tx + rest
        let sy = ty + rest
        let passMean = sx * (1 - px) / px + sy * (1 - py) / py + 2 * rest
        let passVariance = sx * sx * (1 - px) / (px * px) + sy * sy * (1 - py) / (py * py)
        // After a wrong selection: the recovery, then the press that starts the scan again, if it needs one.
        let recovery = model.profile.recoveryTime
        let start = model.profile.startPress
        let r1 = recovery.mean + (start?.mean ?? 0)
        let r2 = recovery.variance + (start?.variance ?? 0) + r1 * r1

        // Sums over cells of P(cell) E[B; cell] and P(cell) E[B²; cell], where B
        // is the attempt's duration apart from the sweeps let pass.
        var success = (probability: 0.0, first: 0.0, second: 0.0)
        var failure = (probability: 0.0, first: 0.0, second: 0.0)
        for (i, xi) in crosshair.xStops.enumerated() {
            for (j, yj) in crosshair.yStops.enumerated() {
                let selection = PointScanningCrosshair.selection(
                    screen: model.screen(of: step), targetSurface: step.surface, x: (xi.low + xi.high) / 2,
                    y: (yj.low + yj.high) / 2, onTarget: xi.onTarget && yj.onTarget)
                let x = xs[i]
                let y = ys[j]
                let weight = x.probability * y.probability / (px * py)
                // E[O_x + O_y | cell] and E[(O_x + O_y)²| cell], O_x and O_y independent given the cell.
                let ex = x.first / x.probability
                let ey = y.first / y.probability
                var first = ex + ey
                var second = x.second / x.probability + y.second / y.probability + 2 * ex * ey
                if selection == .wrongElement {
                    second += r2 + 2 * r1 * first
                    first += r1
                }
                if selection == .target {
                    success.probability += weight
                    success.first += weight * first
                    success.second += weight * second
                } else {
                    failure.probability += weight
                    failure.first += weight * first
                    failure.second += weight * second
                }
            }
        }
        let s = success.probability
        guard s > 0 else { return nil }
        let successMean = passMean + success.first / s
        let successVariance = passVariance + max(0, success.second / s - (success.first / s) * (success.first / s))
        guard failure.probability > 0 else { return (successMean, successVariance) }
        let f = failure.probability
        let failureMean = passMean + failure.first / f
        let failureVariance = passVariance + max(0, failure.second / f - (failure.first / f) * (failure.first / f))
        let failures = f / s
        let mean = failures * failureMean + successMean
        let variance = failures * failureVariance + f / (s * s) * failureMean * failureMean + successVariance
        return (mean, variance)
    }

    /// For each stop interval: its chance and the partial moments of the press
    /// offset O = max(0, R + k), k = c/v − m. Reactions below −k stop the line
    /// at the edge at once (O = 0) and add nothing to the moments.
    private static func offsets(_ stops: [PointScanningStopInterval], aim: PointScanningModel.Aim,
                                model: PointScanningModel) -> [OffsetMoments]? {
        let reaction = model.profile.reactionTime
        let k = aim.centre / model.profile.sweepSpeed - model.typicalReaction
        var result: [OffsetMoments] = []
        for stop in stops {
            let from = max(stop.reactionFrom, -k)
            var m0 = 0.0, m1 = 0.0, m2 = 0.0
            if from < stop.reactionBelow {
                guard let a0 = partial(reaction, 0, from), let b0 = partial(reaction, 0, stop.reactionBelow),
                      let a1 = partial(reaction, 1, from), let b1 = partial(reaction, 1, stop.reactionBelow),
                      let a2 = partial(reaction, 2, from), let b2 = partial(reaction, 2, stop.reactionBelow)
                else { return nil }
                m0 = b0 - a0
                m1 = b1 - a1
                m2 = b2 - a2
            }
            result.append(OffsetMoments(probability: stop.probability, first: m1 + k * m0,
                                        second: m2 + 2 * k * m1 + k * k * m0))
        }
        return result
    }

    private static func partial(_ reaction: Distribution, _ order: Int, _ limit: Double) -> Double? {
        if limit == -.infinity { return 0 }
        return try? reaction.partialMoment(order: order, below: limit)
    }
}
