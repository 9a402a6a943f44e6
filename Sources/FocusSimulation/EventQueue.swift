/// A pending event: what happens, when, and how ties at the same instant break.
package struct ScheduledEvent<Payload>: Sendable where Payload: Sendable & BitwiseCopyable {
    public var time: Double
    /// Lower runs first among events at the same time.
    public var priority: UInt8
    /// Insertion number: among equal (time, priority), first scheduled runs first.
    public var sequence: UInt32
    public var payload: Payload

    @inline(__always)
    func runs(before other: ScheduledEvent) -> Bool {
        if time != other.time { return time < other.time }
        if priority != other.priority { return priority < other.priority }
        return sequence < other.sequence
    }
}

/// A binary min-heap of events keyed by (time, priority, sequence number), so
/// that simultaneous events run in a fixed, first-in first-out order and every
/// run is deterministic.
///
/// The simulator pushes and pops a few dozen events per replication, millions
/// of times per second; array copy-on-write checks and class exclusivity
/// checks both showed up in profiles of that loop, so the heap lives in
/// manually managed storage reached through a plain pointer. Copies of a queue
/// share that storage: give every simulator (and so every thread) a queue made
/// with `init()`. Payloads are plain values (`BitwiseCopyable`), so the storage
/// never has to release what it holds.
///
/// - Complexity: O(log n) push and pop.
package struct EventQueue<Payload: Sendable & BitwiseCopyable>: @unchecked Sendable {
    /// Owns the allocation and frees it when the last queue sharing it goes.
    private final class Storage {
        let pointer: UnsafeMutablePointer<ScheduledEvent<Payload>>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            pointer = .allocate(capacity: capacity)
        }

        deinit { pointer.deallocate() }
    }

    private var storage: Storage
    private var heap: UnsafeMutablePointer<ScheduledEvent<Payload>>
    private var capacity: Int
    public private(set) var count = 0
    private var nextSequence: UInt32 = 0

    public init(capacity: Int = 16) {
        storage = Storage(capacity: max(capacity, 1))
        heap = storage.pointer
        self.capacity = storage.capacity
    }

    public var isEmpty: Bool { count == 0 }

    /// Empties the queue but keeps its storage, so a replication loop allocates nothing.
    public mutating func reset() {
        count = 0
        nextSequence = 0
    }

    @inline(__always)
    public mutating func schedule(_ payload: Payload, at time: Double, priority: UInt8) {
        if count == capacity { grow() }
        let event = ScheduledEvent(time: time, priority: priority, sequence: nextSequence, payload: payload)
        nextSequence &+= 1
        (heap + count).initialize(to: event)
        count += 1
        // Most simulators hold one pending event at a time: it goes to the top as it is.
        if count > 1 { siftUp(from: count - 1) }
    }

    /// Removes and returns the event that runs next.
    @inline(__always)
    public mutating func popNext() -> ScheduledEvent<Payload>? {
        guard count > 0 else { return nil }
        count -= 1
        let last = (heap + count).move()
        if count == 0 { return last }
        let first = heap[0]
        heap[0] = last
        siftDown(from: 0)
        return first
    }

    private mutating func grow() {
        let larger = Storage(capacity: capacity * 2)
        larger.pointer.moveInitialize(from: heap, count: count)
        storage = larger
        heap = larger.pointer
        capacity = larger.capacity
    }

    private func siftUp(from start: Int) {
        var child = start
        let moving = heap[child]
        while child > 0 {
            let parent = (child - 1) / 2
            guard moving.runs(before: heap[parent]) else { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = moving
    }

    private func siftDown(from start: Int) {
        var parent = start
        let moving = heap[parent]
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            let right = left + 1
            let smaller = right < count && heap[right].runs(before: heap[left]) ? right : left
            guard heap[smaller].runs(before: moving) else { break }
            heap[parent] = heap[smaller]
            parent = smaller
        }
        heap[parent] = moving
    }
}
