import FocusSimulation
import XCTest

/// Counts live instances, to see whether the queue releases what it holds.
private final class LiveCounter: Sendable {
    nonisolated(unsafe) static var live = 0
    init() { Self.live += 1 }
    deinit { Self.live -= 1 }
}

/// `EventQueue` keeps its events in manually managed storage whose element
/// count (`Storage.count`) is only updated by `reset()` and on growth, not by
/// `schedule` or `popNext`. Events still queued when the last copy of a queue
/// goes away are therefore never released (this test, which fails at present);
/// and after a queue has grown, popped some events and is then dropped, the
/// storage deinitializes slots whose events were already moved out, a double
/// release that crashes the process for reference-counted payloads (not written
/// as a test because it would take the whole test run down). The simulator's
/// own payload is a plain enum, so its runs are unaffected.
final class KnownBugEventQueuePayloadLifetimeTests: XCTestCase {
    func testDroppingAQueueReleasesItsPendingPayloads() {
        let before = LiveCounter.live
        do {
            var queue = EventQueue<LiveCounter>()
            for i in 0..<5 { queue.schedule(LiveCounter(), at: Double(i), priority: 0) }
            _ = queue.popNext()
            XCTAssertEqual(LiveCounter.live, before + 4)
        }
        XCTAssertEqual(LiveCounter.live, before, "events left in a dropped queue were not released")
    }

    func testResetReleasesPendingPayloads() {
        let before = LiveCounter.live
        var queue = EventQueue<LiveCounter>()
        for i in 0..<40 { queue.schedule(LiveCounter(), at: Double(i), priority: 0) }
        queue.reset()
        XCTAssertEqual(LiveCounter.live, before)
    }
}
