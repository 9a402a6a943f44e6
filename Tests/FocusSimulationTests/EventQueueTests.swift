import FocusSimulation
import FocusStats
import XCTest

/// `EventQueue` pops in (time, priority, insertion) order.
final class EventQueueTests: XCTestCase {
    private struct Pending {
        var time: Double
        var priority: UInt8
        var id: Int
    }

    /// The event a sorted reference says runs next: earliest time, then lowest
    /// priority, then earliest inserted (ids are handed out in insertion order).
    private func referenceNext(_ pending: [Pending]) -> Int {
        pending.indices.min { a, b in
            let x = pending[a], y = pending[b]
            if x.time != y.time { return x.time < y.time }
            if x.priority != y.priority { return x.priority < y.priority }
            return x.id < y.id
        }!
    }

    func testSimultaneousEventsRunByPriorityThenFirstInFirstOut() {
        // Payloads must be plain values, so events carry an index into these names.
        let names = ["late", "scanner-a", "user-a", "scanner-b", "user-b", "early"]
        var queue = EventQueue<Int>()
        queue.schedule(0, at: 2, priority: 0)
        queue.schedule(1, at: 1, priority: 2)
        queue.schedule(2, at: 1, priority: 0)
        queue.schedule(3, at: 1, priority: 2)
        queue.schedule(4, at: 1, priority: 0)
        queue.schedule(5, at: 0.5, priority: 9)
        var popped: [String] = []
        while let event = queue.popNext() { popped.append(names[event.payload]) }
        XCTAssertEqual(popped, ["early", "user-a", "user-b", "scanner-a", "scanner-b", "late"])
    }

    /// Random pushes and pops with many ties, checked against a sorted reference.
    func testRandomInterleavedPushesAndPopsMatchReference() {
        let stream = RandomStream(seed: 77)
        var queue = EventQueue<Int>()
        var pending: [Pending] = []
        var nextID = 0
        for _ in 0..<6_000 {
            if pending.isEmpty || stream.uniform() < 0.55 {
                // Few distinct times and priorities, so ties are common.
                let time = Double(Int(stream.uniform() * 8)) * 0.5
                let priority = UInt8(Int(stream.uniform() * 3))
                queue.schedule(nextID, at: time, priority: priority)
                pending.append(Pending(time: time, priority: priority, id: nextID))
                nextID += 1
            } else {
                let expected = pending.remove(at: referenceNext(pending))
                let event = queue.popNext()
                XCTAssertEqual(event?.payload, expected.id)
                XCTAssertEqual(event?.time, expected.time)
                XCTAssertEqual(event?.priority, expected.priority)
            }
            XCTAssertEqual(queue.count, pending.count)
        }
        while !pending.isEmpty {
            let expected = pending.remove(at: referenceNext(pending))
            XCTAssertEqual(queue.popNext()?.payload, expected.id)
        }
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.popNext())
    }

    func testPushAllThenPopAllIsAStableSort() {
        let stream = RandomStream(seed: 78)
        var queue = EventQueue<Int>()
        var pending: [Pending] = []
        for id in 0..<3_000 {
            let time = stream.uniform() < 0.5 ? Double(Int(stream.uniform() * 4)) : stream.uniform() * 4
            let priority = UInt8(Int(stream.uniform() * 2))
            queue.schedule(id, at: time, priority: priority)
            pending.append(Pending(time: time, priority: priority, id: id))
        }
        // Swift's sort is not guaranteed stable, so the id is the last key.
        let expected = pending.sorted { x, y in
            (x.time, x.priority, x.id) < (y.time, y.priority, y.id)
        }.map(\.id)
        var popped: [Int] = []
        while let event = queue.popNext() { popped.append(event.payload) }
        XCTAssertEqual(popped, expected)
    }

    /// After a reset the queue is empty and numbering restarts, so a reused
    /// queue orders ties exactly as a fresh one does.
    func testResetEmptiesAndRestartsNumbering() {
        var queue = EventQueue<Int>()
        for id in 0..<10 { queue.schedule(id, at: 1, priority: 0) }
        queue.reset()
        XCTAssertTrue(queue.isEmpty)
        XCTAssertEqual(queue.count, 0)
        queue.schedule(100, at: 1, priority: 0)
        queue.schedule(101, at: 1, priority: 0)
        XCTAssertEqual(queue.popNext()?.sequence, 0)
        XCTAssertEqual(queue.popNext()?.payload, 101)
    }
}
