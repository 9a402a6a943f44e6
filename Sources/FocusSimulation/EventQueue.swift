/// A pending event: what happens, when, and how ties at the same instant break.
public struct ScheduledEvent<Payload>: Sendable where Payload: Sendable {
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
/// - Complexity: O(log n) push and pop.
public struct EventQueue<Payload: Sendable>: Sendable {
    private var heap: ContiguousArray<ScheduledEvent<Payload>> = []
    private var nextSequence: UInt32 = 0

    public init() {}

    public var isEmpty: Bool { heap.isEmpty }
    public var count: Int { heap.count }

    /// Empties the queue but keeps its storage, so a replication loop allocates nothing.
    public mutating func reset() {
        heap.removeAll(keepingCapacity: true)
        nextSequence = 0
    }

    public mutating func schedule(_ payload: Payload, at time: Double, priority: UInt8) {
        let event = ScheduledEvent(time: time, priority: priority, sequence: nextSequence, payload: payload)
        nextSequence &+= 1
        heap.append(event)
        siftUp(from: heap.count - 1)
    }

    /// Removes and returns the event that runs next.
    public mutating func popNext() -> ScheduledEvent<Payload>? {
        guard let last = heap.popLast() else { return nil }
        if heap.isEmpty { return last }
        let first = heap[0]
        heap[0] = last
        siftDown(from: 0)
        return first
    }

    private mutating func siftUp(from start: Int) {
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

    private mutating func siftDown(from start: Int) {
        var parent = start
        let count = heap.count
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
