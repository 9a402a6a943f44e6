/// Where the time of one replication (or the mean over replications) went,
/// by `TimeCategory`. Stored in one SIMD vector so that summing millions of
/// replications costs a couple of vector additions each.
public struct TimeBreakdown: Sendable, Equatable {
    private var seconds = SIMD16<Double>()

    public init() {}

    public init(waiting: Double = 0, reacting: Double = 0, errors: Double = 0,
                activation: Double = 0, entry: Double = 0) {
        self[.waiting] = waiting
        self[.reacting] = reacting
        self[.errors] = errors
        self[.activation] = activation
        self[.entry] = entry
    }

    @inline(__always)
    public subscript(category: TimeCategory) -> Double {
        get { seconds[category.rawValue] }
        set { seconds[category.rawValue] = newValue }
    }

    public var total: Double { seconds.sum() }

    @inline(__always)
    public static func += (left: inout TimeBreakdown, right: TimeBreakdown) {
        left.seconds += right.seconds
    }

    /// Every category scaled by `factor` (sums into means).
    public func scaled(by factor: Double) -> TimeBreakdown {
        var copy = self
        copy.seconds *= factor
        return copy
    }

    /// The categories with time in them, in `TimeCategory` order.
    public var usedCategories: [TimeCategory] { TimeCategory.allCases.filter { self[$0] != 0 } }

    /// `categories` with their seconds, in the order given.
    public func listing(_ categories: [TimeCategory]) -> [(name: String, seconds: Double)] {
        categories.map { ($0.name, self[$0]) }
    }

    public var waiting: Double { self[.waiting] }
    public var reacting: Double { self[.reacting] }
    public var errors: Double { self[.errors] }
    public var activation: Double { self[.activation] }
    public var entry: Double { self[.entry] }
}
