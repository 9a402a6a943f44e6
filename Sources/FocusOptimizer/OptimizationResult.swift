import FocusStats

/// The order a search found, its expected time, and how it compares with the reference.
public struct OptimizationResult: Sendable {
    public struct Improvement: Sendable {
        /// Reference time minus the new order's time, from the verification run (seconds; positive = faster).
        public var mean: Double
        public var ci95: ClosedInterval
        /// `mean` as a share of the reference's time, in percent.
        public var percent: Double
    }

    /// Element ids in the new order.
    public var order: [String]
    /// The objective (expected time over the mix and variants) of the new order.
    public var expectedTime: Double
    public var reference: String
    public var referenceExpectedTime: Double
    public var improvement: Improvement
    /// True when the search proved that no order satisfying the constraints is faster.
    public var provenOptimal: Bool
    /// "exact" or "heuristic", with the algorithm, e.g. "exact (dynamic programming over subsets)".
    public var method: String
    /// Objective evaluations the search made.
    public var evaluations: Int
    public var elapsedSeconds: Double
    /// The constraints that hold the result back: removing one would allow a faster order.
    /// Each is described as written in the scenario, e.g. `{"before": ["email", "password"]}`,
    /// with its JSON path, e.g. `$.constraints[2]`.
    public var bindingConstraints: [BindingConstraint]
    /// The constraints the reference order breaks (it need not keep them; the new order does).
    public var referenceViolations: [ConstraintReference] = []
    /// What the figures rest on, in sentences: a search objective that is the
    /// error-free closed form, a time limit that cut the search short, and so on.
    public var notes: [String] = []
}

/// A constraint the optimum presses against.
public struct BindingConstraint: Sendable, Equatable {
    /// Where it is in the scenario, e.g. `$.constraints[2]`.
    public var path: String
    /// The constraint as written, in JSON.
    public var text: String
    /// Seconds the objective would drop without it (0 when unknown).
    public var cost: Double
}
