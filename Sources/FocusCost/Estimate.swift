@_exported import FocusSimulation
@_exported import FocusStats

/// Counts of things that went wrong, summed over replications.
public struct EventCounts: Sendable, Equatable {
    /// Highlights of the target that passed without a press.
    public var misses: Int = 0
    /// Presses on a highlighted item that was not the target.
    public var falseActivations: Int = 0
    /// Times the scan stopped after its loop limit and the user restarted it.
    public var restarts: Int = 0
    /// Replications stopped at the time cap (`maxSeconds`) before the task was done.
    public var capped: Int = 0

    public init(misses: Int = 0, falseActivations: Int = 0, restarts: Int = 0, capped: Int = 0) {
        self.misses = misses
        self.falseActivations = falseActivations
        self.restarts = restarts
        self.capped = capped
    }
}

/// Mean and standard deviation from a closed form.
public struct AnalyticMoments: Sendable, Equatable {
    public var mean: Double
    public var sd: Double
    public init(mean: Double, sd: Double) {
        self.mean = mean
        self.sd = sd
    }
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
    /// Per-replication records, in replication order, when `settings.keepReplications` is set.
    public var records: [ReplicationRecord]?

    public init(scenario: String, order: String, user: String, settings: SimulationSettings,
                summary: SampleSummary, breakdown: TimeBreakdown, counts: EventCounts,
                analytic: AnalyticMoments?, elapsedSeconds: Double, records: [ReplicationRecord]? = nil) {
        self.scenario = scenario
        self.order = order
        self.user = user
        self.settings = settings
        self.summary = summary
        self.breakdown = breakdown
        self.counts = counts
        self.analytic = analytic
        self.elapsedSeconds = elapsedSeconds
        self.records = records
    }
}

/// The paired difference A − B of two estimates that used common random numbers.
public struct PairedDifference: Sendable, Equatable {
    public var mean: Double
    public var ci95: ClosedInterval
    /// Two-sided paired t-test p-value for "no difference".
    public var pValue: Double
    /// Share of replications in which A finished strictly earlier than B.
    public var probabilityAFaster: Double

    public init(mean: Double, ci95: ClosedInterval, pValue: Double, probabilityAFaster: Double) {
        self.mean = mean
        self.ci95 = ci95
        self.pValue = pValue
        self.probabilityAFaster = probabilityAFaster
    }
}

public struct Comparison: Sendable {
    public var a: Estimate
    public var b: Estimate
    public var difference: PairedDifference

    public init(a: Estimate, b: Estimate, difference: PairedDifference) {
        self.a = a
        self.b = b
        self.difference = difference
    }
}
