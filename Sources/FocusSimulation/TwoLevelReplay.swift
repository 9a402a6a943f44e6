import FocusStats

/// One replication of `TwoLevelScanningSimulator` as it is played: the
/// scanner's and the user's state, the account, and the one pending event.
///
/// Each event handled causes exactly one next event: a highlight is answered
/// by a press or by the next highlight that matters, a press by a selection's
/// consequence, the end of a step by the next step's first event. So one
/// event is pending at a time, ties cannot arise, and the pending event is
/// two fields rather than a queue. The simulator makes a fresh value for
/// every replication; the state carries nothing over.
struct TwoLevelReplay {
    enum Event: Sendable {
        /// Highlight `h` of the scanner's current run, showing `item`, begins
        /// (scanner → user). The item is worked out once, when the highlight
        /// is announced, rather than again by every process that needs it.
        case highlight(h: Int, item: Int)
        /// The switch is pressed during a highlight of `item` (user → scanner).
        case press(item: Int)
        /// A run ended its loops without a selection (scanner → user): a
        /// top-level scan stops, a member scan returns to the top level.
        case loopsEnded
        /// The press that restarts a stopped scan (user → scanner).
        case restartPress
        /// Activation and text entry of the selected target are finished.
        case stepFinished
        /// The user has undone a wrong selection.
        case recovered
        /// The press that starts a scan that does not start by itself, on `unit`.
        case startPress(unit: Int)
    }

    /// What each step needs, as plain values: the hot loop then touches no
    /// shared reference-counted storage, which would make threads contend.
    struct PlannedStep: Sendable {
        var unit: Int
        var member: Int
        var memberCount: Int
        var characters: Int
        var resumeUnit: Int
    }

    /// The settings the replication reads, without the rest of the profile.
    struct Timing: Sendable {
        var scanInterval: Double
        var firstItemPause: Double
        var loops: Int?
        var resumesOnCurrent: Bool
        var recoveryTime: Distribution
        var activationTime: Distribution
        var entryTimePerCharacter: Distribution
        /// Nil when scans start by itself (see `SwitchScanningProfile.startPress`).
        var startPress: Distribution?
        /// Group mode: a member pass ends with the back-out highlight.
        var backOut: Bool
    }

    /// Read in place: a copy per replication (over 150 bytes) cost more than the reads.
    private let timing: UnsafePointer<Timing>
    private let plan: UnsafeBufferPointer<PlannedStep>
    private let unitSizes: UnsafeBufferPointer<Int32>
    private let topScanner: ItemScanner

    /// The event that happens next, and when.
    private(set) var pending = (event: Event.stepFinished, time: 0.0)
    var account = ReplicationAccount()

    /// The scanner of the current run, at the top level or among a unit's members.
    private var scanner: ItemScanner
    private var atTopLevel = true
    /// The target at the current level: its unit at the top, itself among the members.
    private var levelTarget = 0
    private var stepIndex = 0
    private var user: ScanningUser
    private var falselySelectedUnit = 0
    /// The unit whose members are being scanned when it is not the target's
    /// (entered by mistake; the user waits for its back-out highlight), or -1.
    private var wrongGroup = -1

    init(timing: UnsafePointer<Timing>, plan: UnsafeBufferPointer<PlannedStep>, unitSizes: UnsafeBufferPointer<Int32>,
         topScanner: ItemScanner, user: ScanningUser) {
        self.timing = timing
        self.plan = plan
        self.unitSizes = unitSizes
        self.topScanner = topScanner
        scanner = topScanner
        self.user = user
    }

    /// Plays the task from time 0 (the plan has a step) until it finishes, the
    /// next event lies past `maxSeconds`, or `EventKernel.eventLimit` events
    /// were handled, with the kernel's rules (`playEvents`).
    @inline(__always)
    mutating func play(maxSeconds: Double, tallies: StepTallies, stream: RandomStream) -> (time: Double, capped: Bool, events: Int) {
        beginStep(at: 0, stream: stream)
        var handled = 0
        while true {
            let (event, time) = pending
            if let stop = EventKernel.stop(nextEventAt: time, handled: handled, maxSeconds: maxSeconds) {
                if !account.chargeFinishing(until: stop) { user.split.chargeUnfinished(until: stop, into: &account.breakdown) }
                // `stop` is the cap, or earlier when the event limit stopped the
                // replication: the total is what the categories were charged up to.
                return (stop, true, handled)
            }
            handled += 1
            if let finish = handle(event, at: time, tallies: tallies, stream: stream) {
                return (finish, false, handled)
            }
        }
    }

    @inline(__always)
    private mutating func schedule(_ event: Event, at time: Double) {
        pending = (event, time)
    }

    /// Handles one event; returns the completion time when the task is done.
    @inline(__always)
    private mutating func handle(_ event: Event, at time: Double, tallies: StepTallies, stream: RandomStream) -> Double? {
        switch event {
        case let .highlight(h, item):
            userSees(highlight: h, showing: item, at: time, tallies: tallies, stream: stream)
        case let .press(item):
            scannerResolvesPress(selecting: item, at: time, stream: stream)
        case .loopsEnded:
            if atTopLevel {
                userFindsScanStopped(at: time, stream: stream)
            } else {
                // The members' loops passed without a selection: back to the top level, on this unit.
                user.split.noteError(at: time)
                startTopRun(at: time, unit: wrongGroup >= 0 ? wrongGroup : plan[stepIndex].unit, stream: stream)
            }
        case .restartPress:
            startTopRun(at: time, unit: 0, stream: stream)
        case .recovered:
            let unit = timing.pointee.resumesOnCurrent ? falselySelectedUnit : 0
            if let press = timing.pointee.startPress {
                // The wrong selection stopped the scan too: the user starts it again.
                schedule(.startPress(unit: unit), at: time + press.sample(stream))
            } else {
                startTopRun(at: time, unit: unit, stream: stream)
            }
        case let .startPress(unit):
            startTopRun(at: time, unit: Int(unit), stream: stream)
        case .stepFinished:
            account.chargeFinishedStep()
            tallies.finish(stepIndex, breakdown: account.breakdown)
            stepIndex += 1
            if stepIndex == plan.count { return time }
            beginStep(at: time, stream: stream)
        }
        return nil
    }

    // MARK: - Scanner

    /// Starts a top-level run. Item scanning never leaves the top level, so
    /// its scanner is only replaced on the way back from a unit's members.
    @inline(__always)
    private mutating func startTopRun(at time: Double, unit: Int, stream: RandomStream) {
        if !atTopLevel {
            scanner = topScanner
            atTopLevel = true
            wrongGroup = -1
        }
        levelTarget = plan[stepIndex].unit
        startRun(at: time, item: unit, stream: stream)
    }

    /// Starts a run among the members of `unit`, on member 0. In group mode
    /// the pass ends with the back-out highlight (item `members`). In the
    /// target's unit the user aims at the target; in a group entered by
    /// mistake, at its back-out highlight.
    @inline(__always)
    private mutating func startMemberRun(of unit: Int, at time: Double, stream: RandomStream) {
        let step = plan[stepIndex]
        let members = Int(unitSizes[unit])
        scanner = ItemScanner(itemCount: members + (timing.pointee.backOut ? 1 : 0), scanInterval: timing.pointee.scanInterval,
                              firstItemPause: timing.pointee.firstItemPause, loops: timing.pointee.loops)
        atTopLevel = false
        wrongGroup = unit == step.unit ? -1 : unit
        levelTarget = unit == step.unit ? step.member : members
        startRun(at: time, item: 0, stream: stream)
    }

    /// Starts a run of the current scanner and decides where the user will next act.
    @inline(__always)
    private mutating func startRun(at time: Double, item: Int, stream: RandomStream) {
        scanner.start(at: time, item: item)
        user.planAccidentalPress(on: scanner, target: levelTarget, stream: stream)
        announceNextRelevantHighlight(from: 0)
    }

    /// Schedules the next highlight the user acts on at or after `h`, or the
    /// end of the run's loops if that comes first.
    @inline(__always)
    private mutating func announceNextRelevantHighlight(from h: Int) {
        let target = scanner.nextHighlight(of: levelTarget, from: h)
        let accidental = user.accidentalPressHighlight
        let next = target < accidental ? target : accidental
        if let limit = scanner.highlightLimit, limit <= next {
            schedule(.loopsEnded, at: scanner.onset(ofHighlight: limit))
        } else {
            let item = next == target ? levelTarget : scanner.item(ofHighlight: next)
            schedule(.highlight(h: next, item: item), at: scanner.onset(ofHighlight: next))
        }
    }

    @inline(__always)
    private mutating func scannerResolvesPress(selecting selected: Int, at time: Double, stream: RandomStream) {
        if !atTopLevel && timing.pointee.backOut && selected == scanner.itemCount - 1 {
            // The back-out highlight: up to the top level, on the group just left.
            startTopRun(at: time, unit: wrongGroup >= 0 ? wrongGroup : plan[stepIndex].unit, stream: stream)
        } else if atTopLevel && timing.pointee.backOut && selected != levelTarget && unitSizes[selected] > 1 {
            // A group selected by mistake opens; the user waits for its back-out highlight.
            startMemberRun(of: selected, at: time, stream: stream)
        } else if selected != levelTarget {
            falselySelectedUnit = atTopLevel ? selected : (wrongGroup >= 0 ? wrongGroup : plan[stepIndex].unit)
            schedule(.recovered, at: time + timing.pointee.recoveryTime.sample(stream))
        } else if atTopLevel && plan[stepIndex].memberCount > 1 {
            user.split.noteIntermediateReaction(user.finalReaction)
            startMemberRun(of: levelTarget, at: time, stream: stream)
        } else {
            userFinishesStep(pressedAt: time, stream: stream)
        }
    }

    // MARK: - User

    @inline(__always)
    mutating func beginStep(at time: Double, stream: RandomStream) {
        user.split.begin(at: time)
        if let press = timing.pointee.startPress {
            let reaction = press.sample(stream)
            user.split.noteIntermediateReaction(reaction)
            schedule(.startPress(unit: plan[stepIndex].resumeUnit), at: time + reaction)
        } else {
            startTopRun(at: time, unit: plan[stepIndex].resumeUnit, stream: stream)
        }
    }

    @inline(__always)
    private mutating func userSees(highlight h: Int, showing item: Int, at onset: Double, tallies: StepTallies,
                                   stream: RandomStream) {
        let response = user.respond(toHighlight: h, onset: onset, dwell: scanner.dwell(ofHighlight: h, showing: item),
                                    tallies: tallies, step: stepIndex, account: &account, stream: stream)
        switch response {
        case let .press(time):
            schedule(.press(item: item), at: time)
        case .letPass:
            announceNextRelevantHighlight(from: h + 1)
        }
    }

    private mutating func userFindsScanStopped(at time: Double, stream: RandomStream) {
        schedule(.restartPress, at: user.restartPress(afterStopAt: time, account: &account, stream: stream))
    }

    @inline(__always)
    private mutating func userFinishesStep(pressedAt time: Double, stream: RandomStream) {
        user.split.charge(selectedAt: time, finalReaction: user.finalReaction, into: &account.breakdown)
        let finished = account.finishing.start(at: time, characters: plan[stepIndex].characters,
                                               activationTime: timing.pointee.activationTime,
                                               entryTimePerCharacter: timing.pointee.entryTimePerCharacter, stream: stream)
        schedule(.stepFinished, at: finished)
    }
}
