/// Where the time of one replication (or the mean over replications) went,
/// by `TimeCategory`. One stored number per category: a simulator charges one
/// category at a time, and separate numbers let the compiler keep the ones it
/// charges in registers (the replication loop of `make bench` ran about 3%
/// faster than with one vector holding all of them).
public struct TimeBreakdown: Sendable, Equatable {
    @usableFromInline var waitingSeconds = 0.0
    @usableFromInline var reactingSeconds = 0.0
    @usableFromInline var pressingSeconds = 0.0
    @usableFromInline var swipingSeconds = 0.0
    @usableFromInline var listeningSeconds = 0.0
    @usableFromInline var keystrokesSeconds = 0.0
    @usableFromInline var lookingSeconds = 0.0
    @usableFromInline var errorsSeconds = 0.0
    @usableFromInline var activationSeconds = 0.0
    @usableFromInline var entrySeconds = 0.0
    @usableFromInline var scrollingSeconds = 0.0
    @usableFromInline var pickerSeconds = 0.0

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
        get {
            switch category {
            case .waiting: waitingSeconds
            case .reacting: reactingSeconds
            case .pressing: pressingSeconds
            case .swiping: swipingSeconds
            case .listening: listeningSeconds
            case .keystrokes: keystrokesSeconds
            case .looking: lookingSeconds
            case .errors: errorsSeconds
            case .activation: activationSeconds
            case .entry: entrySeconds
            case .scrolling: scrollingSeconds
            case .picker: pickerSeconds
            }
        }
        set {
            switch category {
            case .waiting: waitingSeconds = newValue
            case .reacting: reactingSeconds = newValue
            case .pressing: pressingSeconds = newValue
            case .swiping: swipingSeconds = newValue
            case .listening: listeningSeconds = newValue
            case .keystrokes: keystrokesSeconds = newValue
            case .looking: lookingSeconds = newValue
            case .errors: errorsSeconds = newValue
            case .activation: activationSeconds = newValue
            case .entry: entrySeconds = newValue
            case .scrolling: scrollingSeconds = newValue
            case .picker: pickerSeconds = newValue
            }
        }
    }

    /// The categories as one vector, in `TimeCategory` order (the rest zero).
    private var vector: SIMD16<Double> {
        var v = SIMD16<Double>()
        for category in TimeCategory.allCases { v[category.rawValue] = self[category] }
        return v
    }

    /// Summed as the vector of all categories sums, so totals keep every bit they had.
    public var total: Double { vector.sum() }

    /// Inlinable: the replication loop of another module adds one per replication.
    @inlinable @inline(__always)
    public static func += (left: inout TimeBreakdown, right: TimeBreakdown) {
        left.waitingSeconds += right.waitingSeconds
        left.reactingSeconds += right.reactingSeconds
        left.pressingSeconds += right.pressingSeconds
        left.swipingSeconds += right.swipingSeconds
        left.listeningSeconds += right.listeningSeconds
        left.keystrokesSeconds += right.keystrokesSeconds
        left.lookingSeconds += right.lookingSeconds
        left.errorsSeconds += right.errorsSeconds
        left.activationSeconds += right.activationSeconds
        left.entrySeconds += right.entrySeconds
        left.scrollingSeconds += right.scrollingSeconds
        left.pickerSeconds += right.pickerSeconds
    }

    /// Every category scaled by `factor` (sums into means).
    public func scaled(by factor: Double) -> TimeBreakdown {
        let scaled = vector * factor
        var copy = TimeBreakdown()
        for category in TimeCategory.allCases { copy[category] = scaled[category.rawValue] }
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
