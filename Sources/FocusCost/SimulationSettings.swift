import Foundation

/// How a Monte Carlo run is carried out. The numbers depend on `seed` and
/// `replications` only, never on `threads`.
public struct SimulationSettings: Sendable, Equatable {
    public static let defaultSeed: UInt64 = 1
    public static let defaultReplications = 10_000
    /// One hour of simulated time.
    public static let defaultMaxSeconds = 3600.0

    public var replications: Int
    public var seed: UInt64
    public var threads: Int
    /// Simulated seconds after which a replication is stopped and counted as capped.
    public var maxSeconds: Double
    /// Keep every replication's record (for CSV output); costs memory.
    public var keepReplications: Bool
    /// Keep every replication's completion time, in replication order
    /// (`Estimate.totalsInOrder`): 8 bytes a replication, for paired
    /// statistics of a caller's own without the whole records.
    public var keepTotals = false
    /// Keep every replication's completion time sorted ascending
    /// (`Estimate.sortedTotals`): 8 bytes a replication, and no copy, since
    /// the summary sorts them anyway; for histograms and percentiles.
    public var keepSortedTotals = false
    /// Keep the mean breakdown at the end of every task step
    /// (`Estimate.stepEndBreakdowns`, for `StepTimeline`); costs 128 bytes
    /// per step per chunk of replications.
    public var keepStepEnds = false
    /// The index of the first replication's stream: one person of a
    /// population run uses streams firstReplication..<firstReplication + replications.
    var firstReplication = 0
    /// Set by `CostModel`'s streaming calls only: hand the records over a
    /// block at a time instead of keeping them (`keepReplications` is then ignored).
    var recordSink: RecordSink?
    /// How task text is typed: as each user's model says (the default, what
    /// every command runs), or at each profile's constant rate.
    public var taskTyping = TaskTyping.asProfiled
    /// Told, from the worker threads, how many replications of the task
    /// (not of pooled typing) each finished chunk held: for a progress line
    /// during a long run. It sees no number and changes none.
    public var onReplicationsDone: (@Sendable (_ count: Int) -> Void)?

    public init(replications: Int = SimulationSettings.defaultReplications,
                seed: UInt64 = SimulationSettings.defaultSeed,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                maxSeconds: Double = SimulationSettings.defaultMaxSeconds,
                keepReplications: Bool = false) {
        self.replications = replications
        self.seed = seed
        self.threads = max(1, threads)
        self.maxSeconds = maxSeconds
        self.keepReplications = keepReplications
    }

    /// Settings are equal when they would give the same numbers (the record
    /// sink, a place records go, and the progress hook are not compared).
    public static func == (left: SimulationSettings, right: SimulationSettings) -> Bool {
        left.replications == right.replications && left.seed == right.seed && left.threads == right.threads
            && left.maxSeconds == right.maxSeconds && left.keepReplications == right.keepReplications
            && left.taskTyping == right.taskTyping
    }
}

/// How the text a task enters is typed in a run.
public enum TaskTyping: Sendable, Equatable {
    /// As each user's model says (`UserModel.typing`): on a keyboard
    /// (docs/keyboards.md), or at the constant `entryTimePerCharacter` where
    /// the profile asks for `typing: "constant"`.
    case asProfiled
    /// Every user at their profile's constant `entryTimePerCharacter`. Typing
    /// does not depend on the order, so the optimizer ranks and verifies
    /// orders so (docs/optimizer.md), without simulating keyboards.
    case constantRate
}
