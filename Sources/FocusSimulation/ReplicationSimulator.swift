import FocusStats

/// Attempts at, and misses of, one task step's target in a replication.
/// An attempt is one chance to select the target (a highlight of it, a cursor
/// stop, a swipe landing on it); a miss is an attempt that did not select it.
public struct StepTally: Sendable, Equatable {
    public var attempts: Int32 = 0
    public var misses: Int32 = 0

    public init(attempts: Int32 = 0, misses: Int32 = 0) {
        self.attempts = attempts
        self.misses = misses
    }
}

/// Attempts at, and misses of, one task step's target summed over replications.
public struct StepTotal: Sendable, Equatable {
    public var attempts = 0
    public var misses = 0

    public init(attempts: Int = 0, misses: Int = 0) {
        self.attempts = attempts
        self.misses = misses
    }

    @inline(__always)
    public mutating func add(_ tally: StepTally) {
        attempts += Int(tally.attempts)
        misses += Int(tally.misses)
    }

    public mutating func add(_ other: StepTotal) {
        attempts += other.attempts
        misses += other.misses
    }
}

/// Something that plays one replication of a task from a random stream.
/// Each worker thread owns one and reuses it for all of its replications.
package protocol ReplicationSimulator: Sendable {
    /// The model's name, time categories and counts, for reports.
    var modelDescription: ModelDescription { get }
    /// The number of task steps (for per-target tallies).
    var stepCount: Int { get }
    mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord
    /// `run`, writing the record into `record`: the replication loop's form,
    /// since a record (160 bytes) returned through the protocol is copied on
    /// its way out, once in the simulator and once in the witness.
    mutating func run(stream: RandomStream, maxSeconds: Double, into record: inout ReplicationRecord)
    /// The tally of step `index` in the replication `run` last played.
    func stepTally(_ index: Int) -> StepTally
    /// Adds every step's tally of the replication `run` last played to
    /// `totals[step]` (once per replication, so one call rather than one per
    /// step; a buffer rather than arrays, which would be checked for sharing
    /// on every call).
    ///
    /// Mutating only so that a wrapper can reach its wrapped simulator in
    /// place: a plain read of it would be a copy, with its reference counts.
    mutating func addStepTallies(to totals: UnsafeMutableBufferPointer<StepTotal>)
    /// Plays the replications of `batch` and adds their step tallies to
    /// `stepTotals` (see `ReplicationBatch`).
    mutating func run(batch: inout ReplicationBatch, stream: RandomStream,
                      stepTotals: UnsafeMutableBufferPointer<StepTotal>)
    /// `run(batch:stream:stepTotals:)` with `addition`'s time in every
    /// replication, as a wrapping simulator plays its wrapped one (see `ReplicationAddition`).
    mutating func run<Addition: ReplicationAddition>(batch: inout ReplicationBatch, stream: RandomStream,
                                                     stepTotals: UnsafeMutableBufferPointer<StepTotal>,
                                                     adding addition: inout Addition)
    /// From now on, keep the breakdown at the end of every step (`breakdown(afterStep:)`);
    /// off by default, as only per-step timelines need it.
    mutating func keepStepEnds()
    /// Steps finished in the replication `run` last played, when step ends are kept
    /// (a capped replication finished fewer than `stepCount`).
    var finishedSteps: Int { get }
    /// The replication's breakdown when step `index` (below `finishedSteps`) was finished:
    /// what a run of the task's first `index + 1` steps alone would have charged.
    func breakdown(afterStep index: Int) -> TimeBreakdown
    /// A copy that shares no mutable or reference-counted storage with this one.
    func copyForWorker() -> Self
}

/// A simulator whose replication writes its record in place; `run` that
/// returns the record is then the same thing into a fresh one.
package protocol InPlaceRecordSimulator: ReplicationSimulator {}

extension InPlaceRecordSimulator {
    public mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        var record = ReplicationRecord.empty
        run(stream: stream, maxSeconds: maxSeconds, into: &record)
        return record
    }
}

extension ReplicationSimulator {
    public mutating func run(stream: RandomStream, maxSeconds: Double, into record: inout ReplicationRecord) {
        record = run(stream: stream, maxSeconds: maxSeconds)
    }

    public func addStepTallies(to totals: UnsafeMutableBufferPointer<StepTotal>) {
        for step in 0..<stepCount { totals[step].add(stepTally(step)) }
    }
}
