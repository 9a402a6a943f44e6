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

/// Where the time of each task step goes, from runs of the task's prefixes.
///
/// The simulators report one breakdown per replication, not per step, so the
/// timeline is derived without touching their hot loops: the first k steps
/// are simulated on their own for k = 1…n with the same seed. A replication
/// draws its random numbers in task order, so the run of k steps replays the
/// first k steps of the full task exactly, and step k's mean breakdown is the
/// difference of the mean breakdowns of the k-step and (k−1)-step runs. Only
/// replications stopped at the time cap break that identity; they are counted
/// in the estimate and reported there.
public enum StepTimeline {
    /// Prefix runs use at most this many replications each, so a report with
    /// millions of replications does not pay for them once per step.
    public static let maximumReplications = 20_000

    /// The settings the prefix runs use: the report's seed and cap, at most
    /// `maximumReplications` replications, and no per-replication records.
    public static func settings(for settings: SimulationSettings) -> SimulationSettings {
        var prefix = settings
        prefix.replications = min(settings.replications, maximumReplications)
        prefix.keepReplications = false
        prefix.keepTotals = false
        return prefix
    }

    /// Mean seconds per task step for `arm`, one entry per task step.
    /// `afterEachStep` is called once a prefix run is done (for progress).
    public static func estimate(scenario: Scenario, arm: Arm, settings: SimulationSettings,
                                afterEachStep: () -> Void = {}) throws -> [StepTime] {
        let prefixSettings = Self.settings(for: settings)
        var previous = TimeBreakdown()
        var steps: [StepTime] = []
        for count in 1...scenario.task.count {
            var prefix = scenario
            prefix.task = Array(scenario.task.prefix(count))
            prefix.variants = []
            let estimate = try CostModel.simulate(scenario: prefix, order: arm.order, user: arm.user,
                                                  settings: prefixSettings)
            var step = estimate.breakdown
            step += previous.scaled(by: -1)
            steps.append(StepTime(step: count - 1, target: scenario.task[count - 1].target, breakdown: step))
            previous = estimate.breakdown
            afterEachStep()
        }
        return steps
    }
}
