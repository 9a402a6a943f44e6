/// One way people do the task, with the share of people who do it that way;
/// for example the 30% who skip an optional field.
///
/// When a scenario lists variants, the optimizer minimises the weighted mean
/// of their completion times (weights normalised to sum to 1); without
/// variants it uses the scenario's `task` alone. Simulation and comparison
/// always use `task`.
public struct TaskVariant: Sendable, Equatable {
    public var name: String
    /// A positive weight; only the ratios between variants matter.
    public var weight: Double
    public var task: [TaskStep]

    public init(name: String, weight: Double, task: [TaskStep]) {
        self.name = name
        self.weight = weight
        self.task = task
    }
}

extension Scenario {
    /// The task variants with weights summing to 1: the listed variants, or
    /// the scenario's task as the only variant when none are listed.
    public var normalizedVariants: [TaskVariant] {
        guard !variants.isEmpty else { return [TaskVariant(name: "task", weight: 1, task: task)] }
        // Weights near the largest Double (1e308 each) overflow their sum;
        // in units of the largest weight the same shares come out finite.
        var unit = 1.0
        var total = variants.reduce(0) { $0 + $1.weight }
        if !total.isFinite {
            unit = variants.map(\.weight).max() ?? 1
            total = variants.reduce(0) { $0 + $1.weight / unit }
        }
        return variants.map { TaskVariant(name: $0.name, weight: $0.weight / unit / total, task: $0.task) }
    }
}
