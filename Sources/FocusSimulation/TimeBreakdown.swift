/// Where the time of one replication (or the mean over replications) went.
///
/// Navigation time before the first error of a step counts as `waiting`;
/// the reaction to the highlight that is finally selected counts as
/// `reacting`; everything from a step's first error (a missed highlight, a
/// false selection, a scan that stopped) until the target is selected counts
/// as `errors`. `activation` and `entry` are the time after each selection.
public struct TimeBreakdown: Sendable, Equatable {
    public var waiting: Double = 0
    public var reacting: Double = 0
    public var errors: Double = 0
    public var activation: Double = 0
    public var entry: Double = 0

    public init(waiting: Double = 0, reacting: Double = 0, errors: Double = 0,
                activation: Double = 0, entry: Double = 0) {
        self.waiting = waiting
        self.reacting = reacting
        self.errors = errors
        self.activation = activation
        self.entry = entry
    }

    public var total: Double { waiting + reacting + errors + activation + entry }

    /// The categories with the names reports use, in a fixed order.
    public var categories: [(name: String, seconds: Double)] {
        [("waiting", waiting), ("reacting", reacting), ("errors", errors),
         ("activation", activation), ("entry", entry)]
    }
}
