/// Per-step attempt and miss counters of one simulator, in storage reached
/// through a plain pointer: they are bumped on every attempt in the hot loop,
/// where array uniqueness checks showed up in profiles. Copies share storage;
/// `copyForWorker` makes a fresh one.
public struct StepTallies: @unchecked Sendable {
    private final class Storage {
        let pointer: UnsafeMutablePointer<StepTally>
        init(count: Int) {
            pointer = .allocate(capacity: max(count, 1))
            pointer.initialize(repeating: StepTally(), count: max(count, 1))
        }
        deinit { pointer.deallocate() }
    }

    private let storage: Storage
    private let tallies: UnsafeMutablePointer<StepTally>
    public let count: Int

    public init(count: Int) {
        self.count = count
        storage = Storage(count: count)
        tallies = storage.pointer
    }

    /// Zeroes every counter (at the start of a replication).
    @inline(__always)
    public func reset() {
        tallies.update(repeating: StepTally(), count: count)
    }

    @inline(__always)
    public func attempt(_ step: Int) { tallies[step].attempts &+= 1 }

    @inline(__always)
    public func miss(_ step: Int) { tallies[step].misses &+= 1 }

    @inline(__always)
    public subscript(step: Int) -> StepTally { tallies[step] }
}
