import FocusModel
import FocusStats

/// Plays one replication of a switch user doing the task under automatic
/// two-level scanning: group mode (groups, then their members) or row-column
/// mode (rows, then their items).
///
/// Each level is an automatic item scan (`ItemScanner`) with the profile's
/// timing, and the user treats each level as in item scanning: a reaction-time
/// draw on every highlight of the unit holding the target, then of the target
/// among the unit's members; a miss when the reaction is longer than the
/// highlight; accidental presses on other highlights. What the levels add:
///
/// - selecting the target's unit starts a member run at member 0 (a unit of one
///   element is the element itself and is selected directly);
/// - a member run that ends its loops without a selection goes back to the top
///   level, whose run starts on the unit just left (no press needed);
/// - a stopped top-level run is restarted with a press and starts on unit 0;
/// - any wrong selection, at either level, costs a recovery time and the scan
///   resumes at the top level, per `resumeAfterSelection`, on unit 0 or on the
///   unit holding the wrongly selected element.
///
/// Reuse one simulator per thread: `run` allocates nothing after the first call.
public struct TwoLevelScanningSimulator: Sendable {
    enum Event: Sendable {
        /// Highlight `h` of the scanner's current run begins (scanner → user).
        case highlight(h: Int32, run: UInt32)
        /// The switch is pressed during highlight `h` (user → scanner).
        case press(h: Int32)
        /// A run ended its loops without a selection (scanner → user): a
        /// top-level scan stops, a member scan returns to the top level.
        case loopsEnded(run: UInt32)
        /// The press that restarts a stopped scan (user → scanner).
        case restartPress
        /// Activation and text entry of the selected target are finished.
        case stepFinished
        /// The user has undone a wrong selection.
        case recovered
    }

    private struct PlannedStep: Sendable {
        var unit: Int
        var member: Int
        var memberCount: Int
        var characters: Int
        var resumeUnit: Int
    }

    private let profile: SwitchScanningProfile
    private var plan: ContiguousArray<PlannedStep>
    var queue = EventQueue<Event>()
    private let topScanner: ItemScanner
    /// The scanner of the current run, at the top level or among a unit's members.
    private var scanner: ItemScanner
    private var atTopLevel = true

    // The user's state for the current step.
    private var stepIndex = 0
    private var user: ScanningUser
    /// Increments on every (re)start of a run at either level, so the
    /// announcements of an interrupted run are ignored.
    private var run: UInt32 = 0
    private var falselySelectedUnit = 0
    private var finishing = StepFinishing()

    private var breakdown = TimeBreakdown()
    private var tallies: StepTallies

    public var modelDescription: ModelDescription {
        ModelDescription(name: profile.mode == .rowColumn ? "switch, automatic row-column scanning"
                                                          : "switch, automatic group scanning",
                         categories: [.waiting, .reacting, .errors, .activation, .entry],
                         counts: [.misses, .falseActivations, .restarts])
    }

    public var stepCount: Int { plan.count }

    public func stepTally(_ index: Int) -> StepTally { tallies[index] }

    public init(model: TwoLevelScanningModel) {
        profile = model.profile
        plan = ContiguousArray(model.steps.indices.map { index in
            let step = model.steps[index]
            return PlannedStep(unit: step.unit, member: step.member, memberCount: step.memberCount,
                               characters: step.characters, resumeUnit: model.resumeUnit(forStep: index))
        })
        tallies = StepTallies(count: model.steps.count)
        user = ScanningUser(reactionTime: model.profile.reactionTime, falseActivation: model.profile.falseActivation)
        let p = model.profile
        topScanner = ItemScanner(itemCount: max(model.units.count, 1), scanInterval: p.scanInterval,
                                 firstItemPause: p.firstItemPause, loops: p.loops)
        scanner = topScanner
    }

    /// A copy with storage of its own, so that threads share nothing.
    public func copyForWorker() -> TwoLevelScanningSimulator {
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
        guard !plan.isEmpty else { return record(total: 0, capped: false, events: 0) }
        beginStep(at: 0, stream: stream)
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
        case let .loopsEnded(eventRun):
            guard eventRun == run else { break }
            if atTopLevel {
                userFindsScanStopped(at: time, stream: stream)
            } else {
                // The members' loops passed without a selection: back to the top level, on this unit.
                user.split.noteError(at: time)
                startRun(at: time, topLevel: true, item: plan[stepIndex].unit, stream: stream)
            }
        case .restartPress:
            startRun(at: time, topLevel: true, item: 0, stream: stream)
        case .recovered:
            let unit = profile.resumeAfterSelection == .current ? falselySelectedUnit : 0
            startRun(at: time, topLevel: true, item: unit, stream: stream)
        case .stepFinished:
            finishing.finish(into: &breakdown)
            stepIndex += 1
            if stepIndex == plan.count { return time }
            beginStep(at: time, stream: stream)
        }
        return nil
    }

    // MARK: - Scanner

    /// The target at the current level: its unit at the top, itself among the members.
    private var levelTarget: Int { atTopLevel ? plan[stepIndex].unit : plan[stepIndex].member }

    /// Starts a run at either level and decides where the user will next act.
    private mutating func startRun(at time: Double, topLevel: Bool, item: Int, stream: RandomStream) {
        run &+= 1
        atTopLevel = topLevel
        if topLevel {
            scanner = topScanner
        } else {
            scanner = ItemScanner(itemCount: plan[stepIndex].memberCount, scanInterval: profile.scanInterval,
                                  firstItemPause: profile.firstItemPause, loops: profile.loops)
        }
        scanner.start(at: time, item: item)
        user.planAccidentalPress(on: scanner, target: levelTarget, stream: stream)
        announceNextRelevantHighlight(from: 0)
    }

    /// Schedules the next highlight the user acts on at or after `h`, or the
    /// end of the run's loops if that comes first.
    private mutating func announceNextRelevantHighlight(from h: Int) {
        let next = min(scanner.nextHighlight(of: levelTarget, from: h), user.accidentalPressHighlight)
        if let limit = scanner.highlightLimit, limit <= next {
            queue.schedule(.loopsEnded(run: run), at: scanner.onset(ofHighlight: limit), priority: SwitchEventPriority.scanner)
        } else {
            queue.schedule(.highlight(h: Int32(next), run: run), at: scanner.onset(ofHighlight: next),
                           priority: SwitchEventPriority.scanner)
        }
    }

    private mutating func scannerResolvesPress(during h: Int, at time: Double, stream: RandomStream) {
        let selected = scanner.item(ofHighlight: h)
        scanner.stop()
        run &+= 1
        let step = plan[stepIndex]
        if selected != levelTarget {
            falselySelectedUnit = atTopLevel ? selected : step.unit
            queue.schedule(.recovered, at: time + profile.recoveryTime.sample(stream), priority: SwitchEventPriority.user)
        } else if atTopLevel && step.memberCount > 1 {
            user.split.noteIntermediateReaction(user.finalReaction)
            startRun(at: time, topLevel: false, item: 0, stream: stream)
        } else {
            userFinishesStep(pressedAt: time, stream: stream)
        }
    }

    // MARK: - User

    private mutating func beginStep(at time: Double, stream: RandomStream) {
        user.split.begin(at: time)
        finishing.reset()
        startRun(at: time, topLevel: true, item: plan[stepIndex].resumeUnit, stream: stream)
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

extension TwoLevelScanningSimulator: ReplicationSimulator {}

extension TwoLevelScanningSimulator: EventDrivenReplication {}
