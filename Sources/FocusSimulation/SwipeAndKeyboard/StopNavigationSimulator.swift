import FocusModel
import FocusStats

/// Plays one replication of a user who moves focus one stop at a time: a
/// screen-reader user swiping (`SwipeModel`) or a keyboard user pressing Tab
/// and Shift+Tab (`KeyboardModel`).
///
/// Two processes take turns on the event queue. The user moves (a swipe or a
/// keystroke) and, at the end of the move, the system puts focus on the next
/// stop, or with probability `overshoot` on the one after it (`landed`). The
/// user then perceives where focus is — listens to the announcement, or looks
/// for the focus indicator (`perceived`) — and decides: activate the target
/// if focus is on it, swipe back after an overshoot to the stop the move was
/// meant to reach, or move on towards the target. After activation and text
/// entry (`stepFinished`) focus stays on the target for the next step.
///
/// Reuse one simulator per thread: `run` allocates nothing after the first call.
public struct StopNavigationSimulator: Sendable {
    enum Event: Sendable {
        /// A move has ended on `stop`; `wrong` when it overshot the stop it aimed at.
        case landed(stop: Int32, wrong: Bool)
        /// The user knows where focus is.
        case perceived
        /// Activation and text entry of the target are finished.
        case stepFinished
    }

    private let stopCount: Int
    private let startPosition: Int
    private let takesShorterWay: Bool
    private let startPerception: Double
    private let moveTime: Distribution
    private let perceptionTime: Distribution
    private let activationTime: Distribution
    private let entryTimePerCharacter: Distribution
    private let overshoot: Double
    private let moveCategory: TimeCategory
    private let perceptionCategory: TimeCategory
    public let modelDescription: ModelDescription
    // Copied into plain contiguous storage so the hot loop touches nothing shared.
    private var targets: ContiguousArray<Int>
    private var characters: ContiguousArray<Int>
    private var landingPerception: ContiguousArray<Double>
    var queue = EventQueue<Event>()

    private var stepIndex = 0
    private var position = 0
    /// After an overshoot the next move goes back, against `lastDirection`.
    private var correcting = false
    private var lastDirection = 1
    /// The interval that the next event ends, charged when it is handled.
    private var pendingCategory = TimeCategory.errors
    private var pendingDuration = 0.0
    private var segmentStart = 0.0
    private var activating = false
    private var pendingActivation = 0.0
    private var pendingEntry = 0.0

    private var breakdown = TimeBreakdown()
    private var overshoots = 0
    private var tallies: StepTallies

    public var stepCount: Int { targets.count }

    public func stepTally(_ index: Int) -> StepTally { tallies[index] }

    public init(plan: StopNavigationPlan) {
        stopCount = plan.stopCount
        startPosition = plan.startPosition
        takesShorterWay = plan.takesShorterWay
        startPerception = plan.startPerception
        moveTime = plan.moveTime
        perceptionTime = plan.perceptionTime
        activationTime = plan.activationTime
        entryTimePerCharacter = plan.entryTimePerCharacter
        overshoot = plan.overshoot
        moveCategory = plan.moveCategory
        perceptionCategory = plan.perceptionCategory
        modelDescription = plan.modelDescription
        targets = ContiguousArray(plan.steps.map(\.stop))
        characters = ContiguousArray(plan.steps.map(\.characters))
        landingPerception = ContiguousArray(plan.landingPerception)
        tallies = StepTallies(count: plan.steps.count)
    }

    public init(model: SwipeModel) { self.init(plan: model.plan) }

    public init(model: KeyboardModel) { self.init(plan: model.plan) }

    /// A copy with storage of its own, so that threads share nothing.
    public func copyForWorker() -> StopNavigationSimulator {
        var copy = self
        copy.targets = targets.withUnsafeBufferPointer { ContiguousArray($0) }
        copy.characters = characters.withUnsafeBufferPointer { ContiguousArray($0) }
        copy.landingPerception = landingPerception.withUnsafeBufferPointer { ContiguousArray($0) }
        copy.queue = EventQueue()
        copy.tallies = StepTallies(count: tallies.count)
        return copy
    }

    /// Runs the task once with random numbers from `stream`; stops at `maxSeconds`
    /// of simulated time and reports the replication as capped.
    public mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        reset()
        guard !targets.isEmpty else { return record(total: 0, capped: false) }
        perceive(at: 0, fixed: startPerception, wrong: false, stream: stream)
        switch playEvents(stream: stream, maxSeconds: maxSeconds) {
        case let .finished(time, events):
            return record(total: time, capped: false, events: events)
        case let .capped(time, events):
            chargeUnfinished(until: time)
            return record(total: maxSeconds, capped: true, events: events)
        }
    }

    private mutating func reset() {
        queue.reset()
        stepIndex = 0
        position = startPosition
        correcting = false
        lastDirection = 1
        activating = false
        breakdown = TimeBreakdown()
        overshoots = 0
        tallies.reset()
    }

    mutating func handle(_ event: Event, at time: Double, stream: RandomStream) -> Double? {
        switch event {
        case let .landed(stop, wrong):
            breakdown[pendingCategory] += pendingDuration
            position = Int(stop)
            perceive(at: time, fixed: landingPerception[stepIndex &* stopCount &+ position], wrong: wrong,
                     stream: stream)
        case .perceived:
            breakdown[pendingCategory] += pendingDuration
            decide(at: time, stream: stream)
        case .stepFinished:
            breakdown.activation += pendingActivation
            breakdown.entry += pendingEntry
            activating = false
            stepIndex += 1
            if stepIndex == targets.count { return time }
            decide(at: time, stream: stream)
        }
        return nil
    }

    // MARK: - User

    private mutating func perceive(at time: Double, fixed: Double, wrong: Bool, stream: RandomStream) {
        let duration = fixed + perceptionTime.sample(stream)
        pend(wrong ? .errors : perceptionCategory, duration, from: time)
        queue.schedule(.perceived, at: time + duration, priority: EventPriority.user)
    }

    private mutating func decide(at time: Double, stream: RandomStream) {
        let target = targets[stepIndex]
        if position == target { return activate(at: time, stream: stream) }
        let direction = correcting ? -lastDirection : self.direction(towards: target)
        let aim = StopNavigationPlan.position(from: position, moving: 1, direction: direction, stopCount: stopCount)
        let duration = moveTime.sample(stream)
        var landing = aim
        if overshoot > 0 && stream.uniform() < overshoot {
            landing = StopNavigationPlan.position(from: position, moving: 2, direction: direction, stopCount: stopCount)
            if landing != aim { overshoots += 1 }
        }
        if aim == target {
            tallies.attempt(stepIndex)
            if landing != target { tallies.miss(stepIndex) }
        }
        let wrong = landing != aim && landing != target
        correcting = wrong
        lastDirection = direction
        pend(wrong ? .errors : moveCategory, duration, from: time)
        queue.schedule(.landed(stop: Int32(landing), wrong: wrong), at: time + duration, priority: EventPriority.system)
    }

    @inline(__always)
    private func direction(towards target: Int) -> Int {
        guard takesShorterWay else { return 1 }
        let forward = StopNavigationPlan.distance(from: position, to: target, direction: 1, stopCount: stopCount)
        let back = StopNavigationPlan.distance(from: position, to: target, direction: -1, stopCount: stopCount)
        return back < forward ? -1 : 1
    }

    private mutating func activate(at time: Double, stream: RandomStream) {
        pendingActivation = activationTime.sample(stream)
        pendingEntry = entryTimePerCharacter.sum(ofDraws: characters[stepIndex], from: stream)
        activating = true
        segmentStart = time
        queue.schedule(.stepFinished, at: time + pendingActivation + pendingEntry, priority: EventPriority.user)
    }


    // MARK: - Accounting

    @inline(__always)
    private mutating func pend(_ category: TimeCategory, _ duration: Double, from time: Double) {
        pendingCategory = category
        pendingDuration = duration
        segmentStart = time
    }

    /// Charges the part of the interval in progress that lies before the time cap.
    private mutating func chargeUnfinished(until time: Double) {
        let spent = max(0, time - segmentStart)
        if activating {
            breakdown.activation += min(pendingActivation, spent)
            breakdown.entry += max(0, spent - pendingActivation)
        } else {
            breakdown[pendingCategory] += min(pendingDuration, spent)
        }
    }

    private func record(total: Double, capped: Bool, events: Int = 0) -> ReplicationRecord {
        var record = ReplicationRecord(total: total, breakdown: breakdown, capped: capped,
                                       events: Int32(clamping: events))
        record[.overshoots] = overshoots
        return record
    }
}

extension StopNavigationSimulator: ReplicationSimulator {}

extension StopNavigationSimulator: EventDrivenReplication {}
