/// Everything one replication produced.
public struct ReplicationRecord: Sendable, Equatable {
    public var total: Double
    public var breakdown: TimeBreakdown
    public var counts: SIMD8<Int32>
    public var capped: Bool
    /// Events the replication's kernel handled (for the benchmark's cost per event).
    public var events: Int32

    public init(total: Double, breakdown: TimeBreakdown, counts: SIMD8<Int32> = .zero, capped: Bool,
                events: Int32 = 0) {
        self.total = total
        self.breakdown = breakdown
        self.counts = counts
        self.capped = capped
        self.events = events
    }

    public init(total: Double, breakdown: TimeBreakdown, misses: Int, falseActivations: Int, restarts: Int,
                capped: Bool) {
        self.init(total: total, breakdown: breakdown, capped: capped)
        self[.misses] = misses
        self[.falseActivations] = falseActivations
        self[.restarts] = restarts
    }

    /// Adds `seconds` spent after the replication's navigation, charged to
    /// `category`; a cap at `maxSeconds` cuts them short and marks the record
    /// capped. Returns the seconds charged (none when already capped).
    @discardableResult
    public mutating func appendCapped(_ seconds: Double, to category: TimeCategory, maxSeconds: Double) -> Double {
        if capped { return 0 }
        let charged = min(seconds, maxSeconds - total)
        total += charged
        breakdown[category] += charged
        if charged < seconds { capped = true }
        return charged
    }

    /// A record of nothing, to be overwritten.
    package static let empty = ReplicationRecord(total: 0, breakdown: TimeBreakdown(), capped: false)

    public subscript(kind: CountKind) -> Int {
        get { Int(counts[kind.rawValue]) }
        set { counts[kind.rawValue] = Int32(clamping: newValue) }
    }

    public var misses: Int { self[.misses] }
    public var falseActivations: Int { self[.falseActivations] }
    public var restarts: Int { self[.restarts] }
    public var overshoots: Int { self[.overshoots] }
    public var slips: Int { self[.slips] }
}
