import FocusModel
import FocusStats

/// Plays one replication of a switch user doing the task under automatic item scanning.
///
/// Two processes share the event queue: the scanner (`ItemScanner`), which
/// announces highlight onsets and resolves switch presses into selections, and
/// the user, who reacts to the highlights of the target (and, by accident, to
/// others) with a press after a reaction-time draw. Highlights the user will
/// let pass are not materialised: their onsets are known in closed form, so
/// the scanner jumps to the next one that matters (the target, the highlight a
/// false press lands on, or the end of the last loop).
///
/// Reuse one simulator per thread: `run` allocates nothing after the first call.
public struct SwitchScanningSimulator: Sendable {
    enum Event: Sendable {
        /// Highlight `h` of the scanner's current run begins (scanner → user).
        case highlight(h: Int32, run: UInt32)
        /// The switch is pressed during highlight `h` (user → scanner).
        case press(h: Int32)
        /// The scan stopped after its loops without a selection (scanner → user).
        case scanStopped(run: UInt32)
        /// The press that restarts a stopped scan (user → scanner).
        case restartPress
        /// Activation and text entry of the selected target are finished.
        case stepFinished
        /// The user has undone a wrong selection.
        case recovered
    }

    /// What each step needs, as plain values: the hot loop then touches no
    /// shared reference-counted storage, which would make threads contend.
    private struct PlannedStep: Sendable {
        var position: Int
        var characters: Int
        var resumeItem: Int
    }

    private let profile: SwitchScanningProfile
    private let itemCount: Int
    private var plan: ContiguousArray<PlannedStep>
    var queue = EventQueue<Event>()
    private var scanner: ItemScanner

    // The user's state for the current step.
    private var stepIndex = 0
    private var user: ScanningUser
    /// Increments on every (re)start of the scan, so the stopped or advanced
    /// announcements of an interrupted run are ignored.
    private var run: UInt32 = 0
    private var falselySelectedItem = 0
    private var finishing = StepFinishing()

    private var breakdown = TimeBreakdown()
    private var tallies: StepTallies

    public var modelDescription: ModelDescription {
        ModelDescription(name: "switch, automatic item scanning",
                         categories: [.waiting, .reacting, .errors, .activation, .entry],
                         counts: [.misses, .falseActivations, .restarts])
    }

    public var stepCount: Int { plan.count }

    public func stepTally(_ index: Int) -> StepTally { tallies[index] }

    public init(model: SwitchScanningModel) {
        profile = model.profile
        itemCount = model.itemCount
        plan = ContiguousArray(model.steps.indices.map { index in
            PlannedStep(position: model.steps[index].position, characters: model.steps[index].characters,
                        resumeItem: model.resumeItem(forStep: index))
        })
        tallies = StepTallies(count: model.steps.count)
        user = ScanningUser(reactionTime: model.profile.reactionTime, falseActivation: model.profile.falseActivation)
        let p = model.profile
        scanner = ItemScanner(itemCount: itemCount, scanInterval: p.scanInterval,
                              firstItemPause: p.firstItemPause, loops: p.loops)
    }

    /// A copy with storage of its own, so that threads share nothing.
    public func copyForWorker() -> SwitchScanningSimulator {
        var copy = self
        copy.plan = plan.withUnsafeBufferPointer { ContiguousArray($0) }
        copy.queue = EventQueue()
        copy.tallies = StepTallies(count: tallies.count)
        return copy
    }

    /// Runs the task once with random numbers from `stream`; stops at `maxSeconds`
    /// of simulated time and reports the replication as capped.
    public mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        reset()
        guard !plan.isEmpty else { return record(total: 0, capped: false) }
        startRun(at: 0, item: 0, stream: stream)
        switch playEvents(stream: stream, maxSeconds: maxSeconds) {
        case let .finished(time, events):
            return record(total: time, capped: false, events: events)
        case let .capped(time, events):
            chargeUnfinishedStep(until: time)
            return record(total: maxSeconds, capped: true, events: events)
        }
    }

    private mutating func reset() {
        queue.reset()
        stepIndex = 0
        finishing.reset()
        run = 0
        breakdown = TimeBreakdown()
        user.reset()
        tallies.reset()
    }

    /// Handles one event; returns the completion time when the task is done.
    mutating func handle(_ event: Event, at time: Double, stream: RandomStream) -> Double? {
        switch event {
        case let .highlight(h, eventRun):
            if eventRun == run { userSees(highlight: Int(h), at: time, stream: stream) }
        case let .press(h):
            scannerResolvesPress(during: Int(h), at: time, stream: stream)
        case let .scanStopped(eventRun):
            if eventRun == run { userFindsScanStopped(at: time, stream: stream) }
        case .restartPress:
            startRun(at: time, item: 0, stream: stream)
        case .recovered:
            let item = profile.resumeAfterSelection == .current ? falselySelectedItem : 0
            startRun(at: time, item: item, stream: stream)
        case .stepFinished:
            finishing.finish(into: &breakdown)
            stepIndex += 1
            if stepIndex == plan.count { return time }
            beginStep(at: time, stream: stream)
        }
        return nil
    }

    // MARK: - Scanner

    /// Starts a run of the scan and decides where the user will next act.
    private mutating func startRun(at time: Double, item: Int, stream: RandomStream) {
        run &+= 1
        scanner.start(at: time, item: item)
        user.planAccidentalPress(on: scanner, target: targetPosition, stream: stream)
        announceNextRelevantHighlight(from: 0)
    }

    /// Schedules the next highlight the user acts on at or after `h`, or the
    /// stop of the scan if the loop limit comes first.
    private mutating func announceNextRelevantHighlight(from h: Int) {
        let next = min(scanner.nextHighlight(of: targetPosition, from: h), user.accidentalPressHighlight)
        if let limit = scanner.highlightLimit, limit <= next {
            queue.schedule(.scanStopped(run: run), at: scanner.onset(ofHighlight: limit), priority: SwitchEventPriority.scanner)
        } else {
            queue.schedule(.highlight(h: Int32(next), run: run), at: scanner.onset(ofHighlight: next),
                           priority: SwitchEventPriority.scanner)
        }
    }

    private mutating func scannerResolvesPress(during h: Int, at time: Double, stream: RandomStream) {
        let selected = scanner.item(ofHighlight: h)
        scanner.stop()
        run &+= 1
        if selected == targetPosition {
            userFinishesStep(pressedAt: time, stream: stream)
        } else {
            falselySelectedItem = selected
            queue.schedule(.recovered, at: time + profile.recoveryTime.sample(stream), priority: SwitchEventPriority.user)
        }
    }

    // MARK: - User

    private var targetPosition: Int { plan[stepIndex].position }

    private mutating func beginStep(at time: Double, stream: RandomStream) {
        user.split.begin(at: time)
        startRun(at: time, item: plan[stepIndex].resumeItem, stream: stream)
    }

    private mutating func userSees(highlight h: Int, at onset: Double, stream: RandomStream) {
        let response = user.respond(toHighlight: h, onset: onset, dwell: scanner.dwell(ofHighlight: h),
                                    tallies: tallies, step: stepIndex, stream: stream)
        switch response {
        case let .press(time):
            queue.schedule(.press(h: Int32(h)), at: time, priority: SwitchEventPriority.switchPress)
        case .letPass:
            announceNextRelevantHighlight(from: h + 1)
        }
    }

    private mutating func userFindsScanStopped(at time: Double, stream: RandomStream) {
        scanner.stop()
        queue.schedule(.restartPress, at: user.restartPress(afterStopAt: time, stream: stream),
                       priority: SwitchEventPriority.switchPress)
    }

    private mutating func userFinishesStep(pressedAt time: Double, stream: RandomStream) {
        user.split.charge(selectedAt: time, finalReaction: user.finalReaction, into: &breakdown)
        let finished = finishing.start(at: time, characters: plan[stepIndex].characters,
                                       activationTime: profile.activationTime,
                                       entryTimePerCharacter: profile.entryTimePerCharacter, stream: stream)
        queue.schedule(.stepFinished, at: finished, priority: SwitchEventPriority.user)
    }

    // MARK: - Accounting

    /// Charges the part of the current step done by the time cap.
    private mutating func chargeUnfinishedStep(until time: Double) {
        if finishing.isActive {
            finishing.chargePartial(until: time, into: &breakdown)
        } else {
            user.split.chargeUnfinished(until: time, into: &breakdown)
        }
    }

    private func record(total: Double, capped: Bool, events: Int = 0) -> ReplicationRecord {
        user.record(total: total, breakdown: breakdown, capped: capped, events: events)
    }
}

extension SwitchScanningSimulator: EventDrivenReplication {}
