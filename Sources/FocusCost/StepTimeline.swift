import FocusModel
import FocusSimulation

/// Mean seconds of one task step, by time category.
public struct StepTime: Sendable, Equatable {
    /// 0-based task step.
    public var step: Int
    public var target: String
    /// Mean seconds the step added to the task, by category.
    public var breakdown: TimeBreakdown

    public var total: Double { breakdown.total }
}

/// Where the time of each task step goes.
///
/// One run of the whole task keeps, in every replication, the breakdown as it
/// stood when each step was finished (`SimulationSettings.keepStepEnds`).
/// That is what a run of the task's first k steps alone would charge: a
/// replication draws its random numbers in task order, so those k steps play
/// out the same. Step k's mean breakdown is the difference of the mean
/// breakdowns at the end of steps k and k−1; the run costs what one
/// simulation of the task costs, so the timeline grows linearly with the
/// task. In a replication stopped at the time cap, every step it did not
/// finish ends at the replication's final breakdown, as a prefix run would
/// have been capped too; such replications are counted in the estimate.
/// Where the user types on a keyboard, each step's drawn typing is charged
/// to that step.
public enum StepTimeline {
    /// The timeline run uses at most this many replications, so a report with
    /// millions of replications does not pay for them twice.
    public static let maximumReplications = 20_000

    /// The settings of the timeline run: the report's seed and cap, at most
    /// `maximumReplications` replications, no per-replication records, and
    /// the breakdown at the end of every step kept.
    public static func settings(for settings: SimulationSettings) -> SimulationSettings {
        var timeline = settings
        timeline.replications = min(settings.replications, maximumReplications)
        timeline.keepReplications = false
        timeline.keepTotals = false
        timeline.keepSortedTotals = false
        timeline.keepStepEnds = true
        return timeline
    }

    /// Mean seconds per task step for `arm`, one entry per task step.
    /// `afterEachStep` is called once per step when the run is done (for progress).
    public static func estimate(scenario: Scenario, arm: Arm, settings: SimulationSettings,
                                afterEachStep: () -> Void = {}) throws -> [StepTime] {
        var whole = scenario
        whole.variants = []
        let estimate = try CostModel.simulate(scenario: whole, order: arm.order, user: arm.user,
                                              settings: Self.settings(for: settings))
        let ends = estimate.stepEndBreakdowns ?? []
        var previous = TimeBreakdown()
        var steps: [StepTime] = []
        steps.reserveCapacity(ends.count)
        for (index, end) in ends.enumerated() {
            var step = end
            step += previous.scaled(by: -1)
            steps.append(StepTime(step: index, target: scenario.task[index].target, breakdown: step))
            previous = end
            afterEachStep()
        }
        return steps
    }
}
