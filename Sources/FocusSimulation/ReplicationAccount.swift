/// What a replication accumulates as it is played: seconds by time category,
/// counts by kind, and the activation and entry of the step being finished.
///
/// This is the one time-cap account of every simulator: when the cap cuts a
/// replication short, `chargeFinishing` charges what was done of the activation
/// and entry in progress (a step still navigating is split by the model's
/// own rule), and the record reports the cap as the total.
struct ReplicationAccount {
    var breakdown = TimeBreakdown()
    var counts = SIMD8<Int32>.zero
    var finishing = StepFinishing()

    /// Zeroes everything, at the start of a replication.
    @inline(__always)
    mutating func reset() {
        breakdown = TimeBreakdown()
        counts = .zero
        finishing.reset()
    }

    @inline(__always)
    mutating func count(_ kind: CountKind) { counts[kind.rawValue] &+= 1 }

    /// Charges the whole activation and entry of a step that is done.
    @inline(__always)
    mutating func chargeFinishedStep() {
        finishing.finish(into: &breakdown)
    }

    /// At the time cap: charges the part of the step's activation and entry
    /// done by `time`, if the step had been selected; returns whether it had.
    /// Otherwise the step was still navigating, which the model charges.
    @inline(__always)
    mutating func chargeFinishing(until time: Double) -> Bool {
        guard finishing.isActive else { return false }
        finishing.chargePartial(until: time, into: &breakdown)
        return true
    }

    func record(total: Double, capped: Bool, events: Int) -> ReplicationRecord {
        ReplicationRecord(total: total, breakdown: breakdown, counts: counts, capped: capped,
                          events: Int32(clamping: events))
    }

    /// Adds a part played by another simulator (a phase of a changing screen).
    mutating func add(_ part: ReplicationRecord) {
        breakdown += part.breakdown
        counts &+= part.counts
    }
}
