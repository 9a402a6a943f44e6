import FocusStats

/// How a replication's event loop ended.
enum KernelOutcome {
    /// The task was done at `time`.
    case finished(time: Double, events: Int)
    /// The next event lay past the time cap, or the event limit was reached;
    /// `time` is where the replication stopped (never past the cap).
    case capped(time: Double, events: Int)
}

/// A replication driven by one event queue: the kernel takes events in
/// (time, priority, sequence) order and hands each to `handle`, which
/// returns the completion time once the task is done.
protocol EventDrivenReplication {
    associatedtype Event: Sendable & BitwiseCopyable
    var queue: EventQueue<Event> { get set }
    mutating func handle(_ event: Event, at time: Double, stream: RandomStream) -> Double?
}

enum EventKernel {
    /// More events than this in one replication means the settings make
    /// progress impossibly slow; the replication is reported as capped.
    static let eventLimit = 5_000_000

    /// The one rule for stopping short, in every event loop: when the next
    /// event, at `time`, lies past `maxSeconds` or `handled` events reached the
    /// limit, the time the replication stops at (never past the cap); nil to go on.
    @inline(__always)
    static func stop(nextEventAt time: Double, handled: Int, maxSeconds: Double) -> Double? {
        time > maxSeconds || handled >= eventLimit ? min(time, maxSeconds) : nil
    }
}

extension EventDrivenReplication {
    /// The clock moves only here: runs events until the task finishes, the
    /// next event lies past `maxSeconds`, or the event limit is reached.
    @inline(__always)
    mutating func playEvents(stream: RandomStream, maxSeconds: Double) -> KernelOutcome {
        var handled = 0
        while let event = queue.popNext() {
            if let stop = EventKernel.stop(nextEventAt: event.time, handled: handled, maxSeconds: maxSeconds) {
                return .capped(time: stop, events: handled)
            }
            handled += 1
            if let finish = handle(event.payload, at: event.time, stream: stream) {
                return .finished(time: finish, events: handled)
            }
        }
        preconditionFailure("the event queue ran dry before the task finished")
    }
}

/// How simultaneous events break ties, in every simulator: the user's own
/// completions (recoveries, perceptions, finished steps) first, then input
/// (switch presses, gestures, keystrokes), then what the system announces (a
/// highlight, the end of a scan's loops, focus landing), so that a press made
/// at the very instant a highlight ends still counts for it.
enum EventPriority {
    static let user: UInt8 = 0
    static let input: UInt8 = 1
    static let system: UInt8 = 2
}
