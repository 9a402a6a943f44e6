import FocusStats

/// Where a run of consecutive replications (a Monte Carlo chunk) leaves its
/// results: each replication's completion time (and its record, when the
/// records are kept) at its index, and the sums over the run, in replication
/// order, so they are the same whichever thread runs it.
///
/// A simulator plays a batch with `ReplicationSimulator.run(batch:...)`; the
/// default plays one replication after another through `run(stream:maxSeconds:into:)`,
/// and a simulator may play the batch as one loop of its own, with the same
/// numbers, when per-replication calls are a noticeable part of its cost.
package struct ReplicationBatch {
    /// The replication indices of the batch; replication i draws from the
    /// stream of (seed, firstReplication + i).
    package let indices: Range<Int>
    package let seed: UInt64
    package let firstReplication: Int
    package let maxSeconds: Double
    /// Completion times by replication index.
    package let totals: UnsafeMutablePointer<Double>
    /// Records by replication index minus `recordBase`, when they are kept.
    package let records: UnsafeMutablePointer<ReplicationRecord>?
    package let recordBase: Int

    /// Sums over the batch's replications, in their order.
    package private(set) var breakdown = TimeBreakdown()
    package private(set) var counts = SIMD8<Int64>()
    package private(set) var capped = 0
    package private(set) var events = 0

    package init(indices: Range<Int>, seed: UInt64, firstReplication: Int, maxSeconds: Double,
                 totals: UnsafeMutablePointer<Double>, records: UnsafeMutablePointer<ReplicationRecord>?, recordBase: Int) {
        self.indices = indices
        self.seed = seed
        self.firstReplication = firstReplication
        self.maxSeconds = maxSeconds
        self.totals = totals
        self.records = records
        self.recordBase = recordBase
    }

    /// Gives `stream` the draws of replication `index`.
    @inline(__always)
    package func reseed(_ stream: RandomStream, for index: Int) {
        stream.reseed(run: seed, replication: firstReplication + index)
    }

    /// Keeps replication `index`'s record.
    @inline(__always)
    package mutating func add(_ record: ReplicationRecord, at index: Int) {
        totals[index] = record.total
        records?[index - recordBase] = record
        breakdown += record.breakdown
        // Lane by lane: the vector conversion is a generic call on every replication.
        for lane in 0..<8 { counts[lane] &+= Int64(record.counts[lane]) }
        events += Int(record.events)
        if record.capped { capped += 1 }
    }
}

extension ReplicationSimulator {
    /// Plays the batch's replications one after another and adds their step
    /// tallies to `stepTotals`.
    public mutating func run(batch: inout ReplicationBatch, stream: RandomStream,
                             stepTotals: UnsafeMutableBufferPointer<StepTotal>) {
        var none = NoAddition()
        run(batch: &batch, stream: stream, stepTotals: stepTotals, adding: &none)
    }

    /// Plays the batch's replications one after another, each with `addition`,
    /// and adds their step tallies to `stepTotals`.
    public mutating func run<Addition: ReplicationAddition>(batch: inout ReplicationBatch, stream: RandomStream,
                                                            stepTotals: UnsafeMutableBufferPointer<StepTotal>,
                                                            adding addition: inout Addition) {
        var record = ReplicationRecord.empty
        for i in batch.indices {
            batch.reseed(stream, for: i)
            addition.draw(from: stream)
            run(stream: stream, maxSeconds: batch.maxSeconds, into: &record)
            addition.complete(&record, maxSeconds: batch.maxSeconds)
            batch.add(record, at: i)
            addStepTallies(to: stepTotals)
        }
    }
}
