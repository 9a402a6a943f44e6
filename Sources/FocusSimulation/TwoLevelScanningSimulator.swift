import FocusModel
import FocusStats

/// Plays one replication of a switch user doing the task under automatic
/// scanning: item scanning, group mode (groups, then their members) or
/// row-column mode (rows, then their items). Item scanning is the case in
/// which every top-level unit is one element.
///
/// Two processes share the event queue: the scanner (`ItemScanner`, one per
/// level), which announces highlight onsets and resolves switch presses into
/// selections, and the user (`ScanningUser`), who reacts to the highlights of
/// the target (and, by accident, to others) with a press after a
/// reaction-time draw; a miss when the reaction is longer than the highlight.
/// Highlights the user will let pass are not materialised: their onsets are
/// known in closed form, so the scanner jumps to the next one that matters
/// (the target, the highlight a false press lands on, or the end of the
/// run's loops). What the second level adds:
///
/// - selecting the target's unit starts a member run at member 0 (a unit of one
///   element is the element itself and is selected directly); in group mode
///   the member pass ends with iOS's back-out highlight (m + 1 highlights),
///   which returns to the top level on the group just left;
/// - in group mode a group selected by mistake opens, and the user leaves it
///   by waiting for its back-out highlight and selecting it;
/// - a member run that ends its loops without a selection goes back to the top
///   level, whose run starts on the unit just left (no press needed);
/// - a stopped top-level run is restarted with a press and starts on unit 0;
/// - any other wrong selection, at either level, costs a recovery time and the scan
///   resumes at the top level, per `resumeAfterSelection`, on unit 0 or on the
///   unit holding the wrongly selected element.
///
/// Reuse one simulator per thread: `run` allocates nothing after the first call.
package struct TwoLevelScanningSimulator: Sendable {
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
        /// The press that starts a scan that does not start by itself, on `unit`.
        case startPress(unit: Int32)
    }

    /// What each step needs, as plain values: the hot loop then touches no
    /// shared reference-counted storage, which would make threads contend.
    private struct PlannedStep: Sendable {
        var unit: Int
        var member: Int
        var memberCount: Int
        var characters: Int
        var resumeUnit: Int
    }

    /// The settings the replication reads, without the rest of the profile:
    /// the simulator stays small, so the hot loop has less to carry.
    private struct Timing: Sendable {
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

    public let modelDescription: ModelDescription
    private let timing: Timing
    private var plan: ContiguousArray<PlannedStep>
    var queue = EventQueue<Event>()
    private let topScanner: ItemScanner
    /// The scanner of the current run, at the top level or among a unit's members.
    private var scanner: ItemScanner
    private var atTopLevel = true
    /// The target at the current level: its unit at the top, itself among the
    /// members. Stored, not computed, because it is read on every event.
    private var levelTarget = 0

    // The user's state for the current step.
    var stepIndex = 0
    private var user: ScanningUser
    /// Increments on every (re)start of a run at either level, so the
    /// announcements of an interrupted run are ignored.
    private var run: UInt32 = 0
    private var falselySelectedUnit = 0
    /// Members of every top-level unit, for a group entered by mistake.
    private var unitSizes: ContiguousArray<Int32>
    /// The unit whose members are being scanned when it is not the target's
    /// (entered by mistake; the user waits for its back-out highlight), or -1.
    private var wrongGroup = -1

    var account = ReplicationAccount()
    var tallies: StepTallies

    private init(profile p: SwitchScanningProfile, unitSizes: [Int], plan: [PlannedStep]) {
        let unitCount = unitSizes.count
        let name = switch p.mode {
        case .item: "switch, automatic item scanning"
        case .group: "switch, automatic group scanning"
        case .rowColumn: "switch, automatic row-column scanning"
        }
        modelDescription = ModelDescription(name: name, categories: [.waiting, .reacting, .errors, .activation, .entry],
                                            counts: [.misses, .falseActivations, .restarts])
        timing = Timing(scanInterval: p.scanInterval, firstItemPause: p.firstItemPause, loops: p.loops,
                        resumesOnCurrent: p.resumeAfterSelection == .current, recoveryTime: p.recoveryTime,
                        activationTime: p.activationTime, entryTimePerCharacter: p.entryTimePerCharacter,
                        startPress: p.startPress, backOut: p.mode == .group)
        self.plan = ContiguousArray(plan)
        self.unitSizes = ContiguousArray(unitSizes.map { Int32($0) })
        tallies = StepTallies(count: plan.count)
        user = ScanningUser(reactionTime: p.reactionTime, falseActivation: p.falseActivation)
        topScanner = ItemScanner(itemCount: max(unitCount, 1), scanInterval: p.scanInterval,
                                 firstItemPause: p.firstItemPause, loops: p.loops)
        scanner = topScanner
    }

    public init(model: TwoLevelScanningModel) {
        self.init(profile: model.profile, unitSizes: model.units.map(\.count), plan: model.steps.indices.map { index in
            let step = model.steps[index]
            return PlannedStep(unit: step.unit, member: step.member, memberCount: step.memberCount,
                               characters: step.characters, resumeUnit: model.resumeUnit(forStep: index))
        })
    }

    /// Item scanning: every item is a unit of one member.
    ///
    /// The task's first run starts on item 0, as it always has in the
    /// simulation, even where `model.resumeItem(forStep: 0)` (the reachability
    /// check and the closed form) is a later phase's `startItem`.
    public init(model: SwitchScanningModel) {
        self.init(profile: model.profile, unitSizes: Array(repeating: 1, count: model.itemCount),
                  plan: model.steps.indices.map { index in
            let step = model.steps[index]
            return PlannedStep(unit: step.position, member: 0, memberCount: 1, characters: step.characters,
                               resumeUnit: index == 0 ? 0 : model.resumeItem(forStep: index))
        })
    }

    /// Handles one event; returns the completion time when the task is done.
    @inline(__always)
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
                startTopRun(at: time, unit: wrongGroup >= 0 ? wrongGroup : plan[stepIndex].unit, stream: stream)
            }
        case .restartPress:
            startTopRun(at: time, unit: 0, stream: stream)
        case .recovered:
            let unit = timing.resumesOnCurrent ? falselySelectedUnit : 0
            if let press = timing.startPress {
                // The wrong selection stopped the scan too: the user starts it again.
                queue.schedule(.startPress(unit: Int32(unit)), at: time + press.sample(stream), priority: EventPriority.input)
            } else {
                startTopRun(at: time, unit: unit, stream: stream)
            }
        case let .startPress(unit):
            startTopRun(at: time, unit: Int(unit), stream: stream)
        case .stepFinished:
            if finishStep() { return time }
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
    private mutating func startMemberRun(of unit: Int, at time: Double, stream: RandomStream) {
        let step = plan[stepIndex]
        let members = Int(unitSizes[unit])
        scanner = ItemScanner(itemCount: members + (timing.backOut ? 1 : 0), scanInterval: timing.scanInterval,
                              firstItemPause: timing.firstItemPause, loops: timing.loops)
        atTopLevel = false
        wrongGroup = unit == step.unit ? -1 : unit
        levelTarget = unit == step.unit ? step.member : members
        startRun(at: time, item: 0, stream: stream)
    }

    /// Starts a run of the current scanner and decides where the user will next act.
    @inline(__always)
    private mutating func startRun(at time: Double, item: Int, stream: RandomStream) {
        run &+= 1
        scanner.start(at: time, item: item)
        user.planAccidentalPress(on: scanner, target: levelTarget, stream: stream)
        announceNextRelevantHighlight(from: 0)
    }

    /// Schedules the next highlight the user acts on at or after `h`, or the
    /// end of the run's loops if that comes first.
    private mutating func announceNextRelevantHighlight(from h: Int) {
        let next = min(scanner.nextHighlight(of: levelTarget, from: h), user.accidentalPressHighlight)
        if let limit = scanner.highlightLimit, limit <= next {
            queue.schedule(.loopsEnded(run: run), at: scanner.onset(ofHighlight: limit), priority: EventPriority.system)
        } else {
            queue.schedule(.highlight(h: Int32(next), run: run), at: scanner.onset(ofHighlight: next),
                           priority: EventPriority.system)
        }
    }

    private mutating func scannerResolvesPress(during h: Int, at time: Double, stream: RandomStream) {
        let selected = scanner.item(ofHighlight: h)
        run &+= 1
        if !atTopLevel && timing.backOut && selected == scanner.itemCount - 1 {
            // The back-out highlight: up to the top level, on the group just left.
            startTopRun(at: time, unit: wrongGroup >= 0 ? wrongGroup : plan[stepIndex].unit, stream: stream)
        } else if atTopLevel && timing.backOut && selected != levelTarget && unitSizes[selected] > 1 {
            // A group selected by mistake opens; the user waits for its back-out highlight.
            startMemberRun(of: selected, at: time, stream: stream)
        } else if selected != levelTarget {
            falselySelectedUnit = atTopLevel ? selected : (wrongGroup >= 0 ? wrongGroup : plan[stepIndex].unit)
            queue.schedule(.recovered, at: time + timing.recoveryTime.sample(stream), priority: EventPriority.user)
        } else if atTopLevel && plan[stepIndex].memberCount > 1 {
            user.split.noteIntermediateReaction(user.finalReaction)
            startMemberRun(of: levelTarget, at: time, stream: stream)
        } else {
            userFinishesStep(pressedAt: time, stream: stream)
        }
    }

    // MARK: - User

    @inline(__always)
    private mutating func beginStep(at time: Double, stream: RandomStream) {
        user.split.begin(at: time)
        if let press = timing.startPress {
            let reaction = press.sample(stream)
            user.split.noteIntermediateReaction(reaction)
            queue.schedule(.startPress(unit: Int32(plan[stepIndex].resumeUnit)), at: time + reaction,
                           priority: EventPriority.input)
        } else {
            startTopRun(at: time, unit: plan[stepIndex].resumeUnit, stream: stream)
        }
    }

    private mutating func userSees(highlight h: Int, at onset: Double, stream: RandomStream) {
        let response = user.respond(toHighlight: h, onset: onset, dwell: scanner.dwell(ofHighlight: h),
                                    tallies: tallies, step: stepIndex, account: &account, stream: stream)
        switch response {
        case let .press(time):
            queue.schedule(.press(h: Int32(h)), at: time, priority: EventPriority.input)
        case .letPass:
            announceNextRelevantHighlight(from: h + 1)
        }
    }

    private mutating func userFindsScanStopped(at time: Double, stream: RandomStream) {
        queue.schedule(.restartPress, at: user.restartPress(afterStopAt: time, account: &account, stream: stream),
                       priority: EventPriority.input)
    }

    @inline(__always)
    private mutating func userFinishesStep(pressedAt time: Double, stream: RandomStream) {
        user.split.charge(selectedAt: time, finalReaction: user.finalReaction, into: &account.breakdown)
        let finished = account.finishing.start(at: time, characters: plan[stepIndex].characters,
                                               activationTime: timing.activationTime,
                                               entryTimePerCharacter: timing.entryTimePerCharacter, stream: stream)
        queue.schedule(.stepFinished, at: finished, priority: EventPriority.user)
    }
}

extension TwoLevelScanningSimulator: EventDrivenSimulator {
    mutating func resetModelState() {
        run = 0
        wrongGroup = -1
        user.reset()
    }

    mutating func begin(stream: RandomStream) {
        beginStep(at: 0, stream: stream)
    }

    mutating func chargeUnfinishedNavigation(until time: Double) {
        user.split.chargeUnfinished(until: time, into: &account.breakdown)
    }

    mutating func detachStorage() {
        plan = plan.ownedCopy()
        unitSizes = unitSizes.ownedCopy()
        queue = EventQueue()
    }
}

/// Item scanning is two-level scanning in which every unit is one element;
/// the name stays for the code that builds item scanning.
package typealias SwitchScanningSimulator = TwoLevelScanningSimulator
