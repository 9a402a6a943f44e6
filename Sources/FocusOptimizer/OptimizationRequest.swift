import FocusCost
import FocusModel

/// What to optimise: the scenario (with its constraints and task variants),
/// the users whose expected time is minimised, and how to search.
public struct OptimizationRequest: Sendable {
    public enum Method: String, Sendable, CaseIterable {
        /// Exact when the problem is small enough to prove optimal, heuristic otherwise.
        case auto
        case exact
        case heuristic
    }

    public var scenario: Scenario
    /// The users and their weights (weights are normalised to sum to 1).
    public var mix: [(user: NamedProfile, weight: Double)]
    /// The order the result is measured against.
    public var reference: String
    public var method: Method
    /// Wall-clock seconds the heuristic may spend.
    public var timeLimit: Double
    public var seed: UInt64
    /// Replications of the final verification (common random numbers against the reference).
    public var verificationReplications: Int
    /// Called now and then with what the search has found so far.
    public var progress: (@Sendable (OptimizationProgress) -> Void)?
    /// Restarts of the heuristic search; more restarts search longer (the
    /// benchmark compares the default against a long run).
    public var heuristicRuns = 8

    public init(scenario: Scenario, mix: [(user: NamedProfile, weight: Double)], reference: String,
                method: Method = .auto, timeLimit: Double = 10, seed: UInt64 = 1,
                verificationReplications: Int = 10_000,
                progress: (@Sendable (OptimizationProgress) -> Void)? = nil) {
        self.scenario = scenario
        self.mix = mix
        self.reference = reference
        self.method = method
        self.timeLimit = timeLimit
        self.seed = seed
        self.verificationReplications = verificationReplications
        self.progress = progress
    }
}

/// A progress report of a running search.
public struct OptimizationProgress: Sendable {
    public var elapsedSeconds: Double
    public var evaluations: Int
    public var bestExpectedTime: Double
    public var phase: String
}
