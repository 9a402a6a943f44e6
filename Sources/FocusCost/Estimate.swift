import FocusSimulation
import FocusStats

/// Counts of things that went wrong, summed over replications.
public struct EventCounts: Sendable, Equatable {
    private var totals = SIMD8<Int64>()
    /// Replications stopped at the time cap (`maxSeconds`) before the task was done.
    public var capped: Int = 0
    /// Events handled by the simulation kernel over all replications.
    public var events: Int = 0

    public init() {}

    public init(misses: Int = 0, falseActivations: Int = 0, restarts: Int = 0, capped: Int = 0) {
        self[.misses] = misses
        self[.falseActivations] = falseActivations
        self[.restarts] = restarts
        self.capped = capped
    }

    public subscript(kind: CountKind) -> Int {
        get { Int(totals[kind.rawValue]) }
        set { totals[kind.rawValue] = Int64(newValue) }
    }

    /// Adds the counts of a batch of replications.
    mutating func add(_ batch: ReplicationBatch) {
        totals &+= batch.counts
        events += batch.events
        capped += batch.capped
    }

    mutating func add(_ other: EventCounts) {
        totals &+= other.totals
        events += other.events
        capped += other.capped
    }

    /// Highlights of the target that passed without a press (or missed cursor stops).
    public var misses: Int { self[.misses] }
    /// Presses on an item that was not the target.
    public var falseActivations: Int { self[.falseActivations] }
    /// Times the scan stopped after its loop limit and the user restarted it.
    public var restarts: Int { self[.restarts] }
    public var overshoots: Int { self[.overshoots] }
    public var slips: Int { self[.slips] }
}

/// How often one task step's target was tried and missed, per replication.
public struct TargetStatistics: Sendable, Equatable {
    /// 0-based task step.
    public var step: Int
    public var target: String
    public var attemptsPerReplication: Double
    public var missesPerReplication: Double
    /// Misses per attempt; NaN when the model made no attempts.
    public var missRate: Double
}

/// Mean and standard deviation from a closed form.
public struct AnalyticMoments: Sendable, Equatable {
    public var mean: Double
    public var sd: Double
}

/// The Monte Carlo estimate of one order's completion time for one user.
public struct Estimate: Sendable {
    public var scenario: String
    public var order: String
    public var user: String
    public var settings: SimulationSettings
    /// Statistics of the completion time over all replications (capped ones
    /// included at the cap, so the mean is a lower bound when any were capped).
    public var summary: SampleSummary
    /// Mean seconds per replication in each category.
    public var breakdown: TimeBreakdown
    public var counts: EventCounts
    /// The closed-form mean and sd, where the model has one for this profile.
    public var analytic: AnalyticMoments?
    /// Wall-clock seconds of the simulation alone.
    public var elapsedSeconds: Double
    /// CPU seconds of the simulation alone, summed over its threads (0 where
    /// not measured); on a shared machine a steadier measure of its cost.
    public var cpuSeconds = 0.0
    /// Per-replication records, in replication order, when `settings.keepReplications` is set.
    public var records: [ReplicationRecord]?
    /// Completion times in replication order, when `settings.keepTotals` is set.
    public var totalsInOrder: [Double]?
    /// Completion times sorted ascending, when `settings.keepSortedTotals` is
    /// set: the array the summary's quantiles were taken from, kept without a copy.
    public var sortedTotals: [Double]?
    /// The model that produced the estimate: its categories and counts.
    public var model = ModelDescription(name: "switch, automatic item scanning",
                                        categories: [.waiting, .reacting, .errors, .activation, .entry],
                                        counts: [.misses, .falseActivations, .restarts])
    /// Attempts and misses per task step.
    public var targets: [TargetStatistics] = []
    /// Group scanning: the groups of several stops the scan presented (nil for other users).
    public var scanGroups: [UsedScanGroup]? = nil
    /// When the user typed on a keyboard: the `entry` seconds of `breakdown`
    /// split by where the typing time went (waiting, reacting, errors, ...);
    /// it sums to `breakdown.entry`. Nil for the constant entry model.
    public var entryBreakdown: TimeBreakdown?
    /// With `settings.keepStepEnds`: per task step, the mean breakdown when the
    /// step was finished (the final one in replications capped before it).
    public var stepEndBreakdowns: [TimeBreakdown]?
}

/// The paired difference A − B of two estimates that used common random numbers.
public struct PairedDifference: Sendable, Equatable {
    public var mean: Double
    public var ci95: ClosedInterval
    /// Two-sided paired t-test p-value for "no difference".
    public var pValue: Double
    /// Share of replications in which A finished strictly earlier than B.
    public var probabilityAFaster: Double
}

public struct Comparison: Sendable {
    public var a: Estimate
    public var b: Estimate
    public var difference: PairedDifference
    /// The sums behind A's mean over B's, taken in replication order (nil
    /// where the comparison was not made from paired samples).
    public var ratio: PairedRatio?
}
