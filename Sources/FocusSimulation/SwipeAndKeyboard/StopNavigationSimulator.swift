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
package struct StopNavigationSimulator: Sendable {
    enum Event: Sendable {
        /// A move has ended on `stop`; `wrong` when it overshot the stop it aimed at.
        case landed(stop: Int32, wrong: Bool)
        /// The user knows where focus is.
        case perceived
        /// Activation and text entry of the target are finished.
        case stepFinished
    }

    /// The plan's settings; its arrays are copied below and only those copies are read in the hot loop.
    private let plan: StopNavigationPlan
    public let modelDescription: ModelDescription
    // Copied into plain contiguous storage so the hot loop touches nothing shared.
    private var targets: ContiguousArray<Int>
    private var characters: ContiguousArray<Int>
    private var activates: ContiguousArray<Bool>
    private var landingPerception: ContiguousArray<Double>
    var queue = EventQueue<Event>()

    var stepIndex = 0
    private var position = 0
    /// After an overshoot the next move goes back, against `lastDirection`.
    private var correcting = false
    private var lastDirection = 1
    /// The interval that the next event ends, charged when it is handled.
    private var pendingCategory = TimeCategory.errors
    private var pendingDuration = 0.0
    private var segmentStart = 0.0

    var account = ReplicationAccount()
    var tallies: StepTallies

    public init(plan: StopNavigationPlan) {
        self.plan = plan
        modelDescription = plan.modelDescription
        targets = ContiguousArray(plan.steps.map(\.stop))
        characters = ContiguousArray(plan.steps.map(\.characters))
        activates = ContiguousArray(plan.steps.map(\.activates))
        landingPerception = ContiguousArray(plan.landingPerception)
        tallies = StepTallies(count: plan.steps.count)
    }

    public init(model: SwipeModel) { self.init(plan: model.plan) }

    public init(model: KeyboardModel) { self.init(plan: model.plan) }

    mutating func handle(_ event: Event, at time: Double, stream: RandomStream) -> Double? {
        switch event {
        case let .landed(stop, wrong):
            account.breakdown[pendingCategory] += pendingDuration
            position = Int(stop)
            perceive(at: time, fixed: landingPerception[stepIndex &* plan.stopCount &+ position], wrong: wrong,
                     stream: stream)
        case .perceived:
            account.breakdown[pendingCategory] += pendingDuration
            decide(at: time, stream: stream)
        case .stepFinished:
            if finishStep() { return time }
            decide(at: time, stream: stream)
        }
        return nil
    }

    // MARK: - User

    private mutating func perceive(at time: Double, fixed: Double, wrong: Bool, stream: RandomStream) {
        let duration = fixed + plan.perceptionTime.sample(stream)
        pend(wrong ? .errors : plan.perceptionCategory, duration, from: time)
        queue.schedule(.perceived, at: time + duration, priority: EventPriority.user)
    }

    private mutating func decide(at time: Double, stream: RandomStream) {
        let target = targets[stepIndex]
        if position == target { return activate(at: time, stream: stream) }
        let direction = correcting ? -lastDirection : self.direction(towards: target)
        let stops = plan.stopCount
        let aim = StopNavigationPlan.position(from: position, moving: 1, direction: direction, stopCount: stops)
        let duration = plan.moveTime.sample(stream)
        var landing = aim
        if plan.overshoot > 0 && stream.uniform() < plan.overshoot {
            landing = StopNavigationPlan.position(from: position, moving: 2, direction: direction, stopCount: stops)
            if landing != aim { account.count(.overshoots) }
        }
        if aim == target {
            tallies.attempt(stepIndex)
            if landing != target { tallies.miss(stepIndex) }
        }
        let wrong = landing != aim && landing != target
        correcting = wrong
        lastDirection = direction
        pend(wrong ? .errors : plan.moveCategory, duration, from: time)
        queue.schedule(.landed(stop: Int32(landing), wrong: wrong), at: time + duration, priority: EventPriority.system)
    }

    @inline(__always)
    private func direction(towards target: Int) -> Int {
        guard plan.takesShorterWay else { return 1 }
        let forward = StopNavigationPlan.distance(from: position, to: target, direction: 1, stopCount: plan.stopCount)
        let back = StopNavigationPlan.distance(from: position, to: target, direction: -1, stopCount: plan.stopCount)
        return back < forward ? -1 : 1
    }

    private mutating func activate(at time: Double, stream: RandomStream) {
        let finished = account.finishing.start(at: time, characters: characters[stepIndex],
                                               activationTime: activates[stepIndex] ? plan.activationTime : .fixed(0),
                                               entryTimePerCharacter: plan.entryTimePerCharacter, stream: stream)
        queue.schedule(.stepFinished, at: finished, priority: EventPriority.user)
    }


    // MARK: - Accounting

    @inline(__always)
    private mutating func pend(_ category: TimeCategory, _ duration: Double, from time: Double) {
        pendingCategory = category
        pendingDuration = duration
        segmentStart = time
    }
}

extension StopNavigationSimulator: EventDrivenSimulator {
    mutating func resetModelState() {
        position = plan.startPosition
        correcting = false
        lastDirection = 1
    }

    mutating func begin(stream: RandomStream) {
        perceive(at: 0, fixed: plan.startPerception, wrong: false, stream: stream)
    }

    /// The move or perception in progress counts as far as it got.
    mutating func chargeUnfinishedNavigation(until time: Double) {
        account.breakdown[pendingCategory] += min(pendingDuration, max(0, time - segmentStart))
    }

    mutating func detachStorage() {
        targets = targets.ownedCopy()
        characters = characters.ownedCopy()
        activates = activates.ownedCopy()
        landingPerception = landingPerception.ownedCopy()
        queue = EventQueue()
    }
}
