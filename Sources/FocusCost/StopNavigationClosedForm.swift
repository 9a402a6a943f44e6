import FocusModel
import FocusSimulation
import FocusStats

/// Exact mean and variance of the completion time of a swipe or keyboard user
/// who never overshoots.
///
/// Without overshoots the path is fixed: each step moves from where focus is
/// to the target along `errorFreeLandings`, so the completion time is
///
///     start perception
///     + Σ over steps [ Σ over the step's landings (move + perception of the stop)
///                      + activation + characters × entry per character ]
///
/// a sum of independent draws plus fixed listening times. Means add in the
/// order the simulator adds times, so with fixed times the mean is the
/// simulated time bit for bit; variances add.
package enum StopNavigationClosedForm {
    /// The moments, or nil when moves can overshoot.
    public static func moments(of plan: StopNavigationPlan) -> AnalyticMoments? {
        guard plan.overshoot == 0 else { return nil }
        let move = plan.moveTime, look = plan.perceptionTime
        var mean = plan.startPerception + look.mean
        var variance = look.variance
        var position = plan.startPosition
        for (index, step) in plan.steps.enumerated() {
            for stop in plan.errorFreeLandings(from: position, to: step.stop) {
                mean = mean + move.mean
                mean = mean + (plan.landingPerception[index * plan.stopCount + stop] + look.mean)
                variance += move.variance + look.variance
            }
            let characters = Double(step.characters)
            let activation = step.activates ? plan.activationTime : .fixed(0)
            mean = mean + activation.mean + characters * plan.entryTimePerCharacter.mean
            variance += activation.variance + characters * plan.entryTimePerCharacter.variance
            position = step.stop
        }
        return AnalyticMoments(mean: mean, sd: variance.squareRoot())
    }
}
