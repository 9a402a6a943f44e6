/// Per-step attempt and miss counters of one simulator, in storage reached
/// through a plain pointer: they are bumped on every attempt in the hot loop,
/// where array uniqueness checks showed up in profiles. Copies share storage;
/// `copyForWorker` makes a fresh one.
///
/// With `keepsStepEnds`, it also keeps the replication's breakdown as it stood
/// when each step was finished (for per-step timelines, `StepEnds`).
package struct StepTallies: @unchecked Sendable {
    private final class Storage {
        let pointer: UnsafeMutablePointer<StepTally>
        /// Breakdown at the end of each step, and the number of steps finished; nil unless kept.
        let ends: UnsafeMutablePointer<TimeBreakdown>?
        let finished: UnsafeMutablePointer<Int>
        init(count: Int, keepsStepEnds: Bool) {
            pointer = .allocate(capacity: max(count, 1))
            pointer.initialize(repeating: StepTally(), count: max(count, 1))
            if keepsStepEnds {
                let ends = UnsafeMutablePointer<TimeBreakdown>.allocate(capacity: max(count, 1))
                ends.initialize(repeating: TimeBreakdown(), count: max(count, 1))
                self.ends = ends
            } else {
                ends = nil
            }
            finished = .allocate(capacity: 1)
            finished.initialize(to: 0)
        }
        deinit {
            pointer.deallocate()
            ends?.deallocate()
            finished.deallocate()
        }
    }

    private let storage: Storage
    private let tallies: UnsafeMutablePointer<StepTally>
    private let ends: UnsafeMutablePointer<TimeBreakdown>?
    public let count: Int

    public init(count: Int, keepsStepEnds: Bool = false) {
        self.count = count
        storage = Storage(count: count, keepsStepEnds: keepsStepEnds)
        tallies = storage.pointer
        ends = storage.ends
    }

    public var keepsStepEnds: Bool { ends != nil }

    /// Zeroes every counter (at the start of a replication).
    @inline(__always)
    public func reset() {
        tallies.update(repeating: StepTally(), count: count)
        storage.finished.pointee = 0
    }

    @inline(__always)
    public func attempt(_ step: Int) { tallies[step].attempts &+= 1 }

    @inline(__always)
    public func miss(_ step: Int) { tallies[step].misses &+= 1 }

    @inline(__always)
    public subscript(step: Int) -> StepTally { tallies[step] }

    /// Adds every step's counters to `totals[step]`.
    @inline(__always)
    func add(to totals: UnsafeMutableBufferPointer<StepTotal>) {
        for step in 0..<count { totals[step].add(tallies[step]) }
    }

    /// Adds the tallies to `totals` and zeroes them, in one pass: `reset`
    /// and `add(to:)` for a run of replications that keeps no step ends.
    @inline(__always)
    func drain(into totals: UnsafeMutableBufferPointer<StepTotal>) {
        for step in 0..<count {
            totals[step].add(tallies[step])
            tallies[step] = StepTally()
        }
    }

    /// Notes that `step` was finished with the replication's breakdown at `breakdown`.
    @inline(__always)
    func finish(_ step: Int, breakdown: TimeBreakdown) {
        guard let ends else { return }
        ends[step] = breakdown
        storage.finished.pointee = step + 1
    }

    /// Steps finished in the replication last played (0 unless step ends are kept).
    public var finishedSteps: Int { storage.finished.pointee }

    /// The breakdown at the end of `step`, which must be below `finishedSteps`.
    public func breakdown(afterStep step: Int) -> TimeBreakdown { ends![step] }
}
