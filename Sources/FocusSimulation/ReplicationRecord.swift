/// Everything one replication produced.
public struct ReplicationRecord: Sendable, Equatable {
    public init(total: Double, breakdown: TimeBreakdown, misses: Int, falseActivations: Int, restarts: Int, capped: Bool) {
        self.total = total
        self.breakdown = breakdown
        self.misses = misses
        self.falseActivations = falseActivations
        self.restarts = restarts
        self.capped = capped
    }

    public var total: Double
    public var breakdown: TimeBreakdown
    public var misses: Int
    public var falseActivations: Int
    public var restarts: Int
    public var capped: Bool
}
