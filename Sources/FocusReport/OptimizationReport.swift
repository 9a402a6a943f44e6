import FocusOptimizer

/// Everything the optimize report shows: the search's result and the
/// settings that make it reproducible.
public struct OptimizationReport: Sendable {
    /// One user of the objective and its share of the weight.
    public struct Weighted: Sendable, Equatable {
        public var user: String
        /// Normalised: the weights of a report sum to 1.
        public var weight: Double

        public init(user: String, weight: Double) {
            self.user = user
            self.weight = weight
        }
    }

    /// An order added to a copy of the scenario by --write-order.
    public struct WrittenOrder: Sendable, Equatable {
        public var name: String
        public var file: String

        public init(name: String, file: String) {
            self.name = name
            self.file = file
        }
    }

    public var scenarioName: String
    /// The reference order's element ids, listed next to the new order.
    public var referenceOrder: [String]
    public var mix: [Weighted]
    public var seed: UInt64
    /// Replications of the verification run behind the improvement's interval.
    public var verificationReplications: Int
    public var result: OptimizationResult
    public var written: WrittenOrder?

    public init(scenarioName: String, referenceOrder: [String], mix: [Weighted], seed: UInt64,
                verificationReplications: Int, result: OptimizationResult, written: WrittenOrder? = nil) {
        self.scenarioName = scenarioName
        self.referenceOrder = referenceOrder
        self.mix = mix
        self.seed = seed
        self.verificationReplications = verificationReplications
        self.result = result
        self.written = written
    }
}
