import FocusStats

/// One replication of `TwoLevelScanningSimulator` as it is played: the
/// scanner's and the user's state and the account.
///
/// Each event handled causes exactly one next event: a highlight is answered
/// by a press or by the next highlight that matters, a press by a selection's
/// consequence, the end of a step by the next step's first event. So the
/// replication is a walk along one chain of events, and `play` writes that
/// chain as nested loops (steps, runs, highlights) in which each event is a
/// place in the code rather than a value in a queue: no event is stored,
/// dispatched or ever out of order. Every event still passes the kernel's
/// check (`EventKernel.stop`) before it is handled, and is counted. The
/// simulator makes a fresh value for every replication; the state carries
/// nothing over.
struct TwoLevelReplay {
    /// What each step needs, as plain values: the hot loop then touches no
    /// shared reference-counted storage, which would make threads contend.
    struct PlannedStep: Sendable {
        var unit: Int
        var member: Int
        var memberCount: Int
        var characters: Int
        var resumeUnit: Int
        /// The step's activation and entry when they draw nothing (set by the simulator).
        var fixedFinishing: FixedFinishing? = nil
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

    /// How a replication ended: when, whether at the cap, after how many events.
    typealias Outcome = (time: Double, capped: Bool, events: Int)

    /// Read in place: a copy per replication (over 150 bytes) cost more than the reads.
    private let timing: UnsafePointer<Timing>
    private let plan: UnsafeBufferPointer<PlannedStep>
    private let unitSizes: UnsafeBufferPointer<Int32>
    private let topScanner: ItemScanner

    var account = ReplicationAccount()

    /// The scanner of the current run, at the top level or among a unit's members.
    private var scanner: ItemScanner
    private var atTopLevel = true
    /// The target at the current level: its unit at the top, itself among the members.
    private var levelTarget = 0
    private var stepIndex = 0
    private var user: ScanningUser
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

    /// Plays the task from time 0 (the plan has a step) until it finishes, an
    /// event lies past `maxSeconds`, or `EventKernel.eventLimit` events were
    /// handled, with the kernel's rules: each event is checked by `admit`
    /// before it is handled.
    ///
    /// The loop holds the chain every step has: its first run, the highlights
    /// of the target, the press on it (in group and row-column scanning also
    /// the target's unit opening on its members) and the end of the step.
    /// Everything else (the start press, a run that ends its loops, a false
    /// press, a group entered by mistake, a wrong selection) is handled out of
    /// line (`pressToStart`, `otherEvent`, `otherPress`), which says where the
    /// loop goes on: the common chain then carries none of their state, which
    /// the compiler would otherwise keep alive across every draw.
    @inline(__always)
    mutating func play(maxSeconds: Double, tallies: StepTallies, stream: RandomStream) -> Outcome {
        var handled = 0
        var time = 0.0
        while true {
            // A step begins.
            user.split.begin(at: time)
            var next = Continuation.topRun(unit: plan[stepIndex].resumeUnit)
            if timing.pointee.startPress != nil {
                next = pressToStart(unit: plan[stepIndex].resumeUnit, time: &time, handled: &handled,
                                    maxSeconds: maxSeconds, stream: stream)
            }
            var from = 0
            while true {
                switch next {
                case let .end(outcome):
                    return outcome
                case let .topRun(unit):
                    startTopRun(at: time, unit: unit, stream: stream)
                    from = 0
                case let .scan(highlight):
                    from = highlight
                }
                next = .scan(from: from)
                let target = scanner.nextHighlight(of: levelTarget, from: from)
                guard target < user.accidentalPressHighlight, target < scanner.highlightLimit ?? .max else {
                    next = otherEvent(targetAt: target, time: &time, handled: &handled, maxSeconds: maxSeconds,
                                      stream: stream)
                    continue
                }
                let onset = scanner.onset(ofHighlight: target)
                if let end = admit(onset, handled: &handled, maxSeconds: maxSeconds) { return end }
                guard let pressedAt = user.aim(at: onset, dwell: scanner.dwell(ofHighlight: target, showing: levelTarget),
                                               tallies: tallies, step: stepIndex, account: &account, stream: stream) else {
                    next = .scan(from: target + 1)
                    continue
                }
                time = pressedAt
                if let end = admit(time, handled: &handled, maxSeconds: maxSeconds) { return end }
                let outcome = resolvePress(selecting: levelTarget)
                if outcome == .targetUnit {
                    // Group and row-column scanning, on every step: the target's unit opens on its members.
                    user.split.noteIntermediateReaction(user.finalReaction)
                    startMemberRun(of: levelTarget, at: time, stream: stream)
                    next = .scan(from: 0)
                    continue
                }
                guard outcome == .target else {
                    next = otherPress(outcome, selecting: levelTarget, time: &time, handled: &handled,
                                      maxSeconds: maxSeconds, stream: stream)
                    continue
                }
                time = userFinishesStep(pressedAt: time, stream: stream)
                if let end = admit(time, handled: &handled, maxSeconds: maxSeconds) { return end }
                account.chargeFinishedStep()
                tallies.finish(stepIndex, breakdown: account.breakdown)
                stepIndex += 1
                if stepIndex == plan.count { return (time, false, handled) }
                break
            }
        }
    }

    /// Where the loop of `play` goes on after an event handled out of line.
    private enum Continuation {
        /// The replication ended at the cap or the event limit.
        case end(Outcome)
        /// A top-level run starts on `unit`.
        case topRun(unit: Int)
        /// The current run goes on from highlight `from`.
        case scan(from: Int)
    }

    /// The press that starts a scan that does not start by itself, at the
    /// beginning of a step.
    @inline(never)
    private mutating func pressToStart(unit: Int, time: inout Double, handled: inout Int, maxSeconds: Double,
                                       stream: RandomStream) -> Continuation {
        let reaction = timing.pointee.startPress!.sample(stream)
        user.split.noteIntermediateReaction(reaction)
        time += reaction
        if let end = admit(time, handled: &handled, maxSeconds: maxSeconds) { return .end(end) }
        return .topRun(unit: unit)
    }

    /// The next event of the run when it is not `target`, the target's next
    /// highlight: the end of the run's loops, or the highlight a false press lands on.
    @inline(never)
    private mutating func otherEvent(targetAt target: Int, time: inout Double, handled: inout Int, maxSeconds: Double,
                                     stream: RandomStream) -> Continuation {
        let accidental = user.accidentalPressHighlight
        let next = target < accidental ? target : accidental
        if let limit = scanner.highlightLimit, limit <= next {
            time = scanner.onset(ofHighlight: limit)
            if let end = admit(time, handled: &handled, maxSeconds: maxSeconds) { return .end(end) }
            if atTopLevel {
                // The scan stopped: the user presses to restart it, on unit 0.
                time = user.restartPress(afterStopAt: time, account: &account, stream: stream)
                if let end = admit(time, handled: &handled, maxSeconds: maxSeconds) { return .end(end) }
                return .topRun(unit: 0)
            }
            // The members' loops passed without a selection: back to the top level, on this unit.
            user.split.noteError(at: time)
            return .topRun(unit: wrongGroup >= 0 ? wrongGroup : plan[stepIndex].unit)
        }
        // A false press: it never lands on a highlight of the target (`planAccidentalPress`).
        let item = scanner.item(ofHighlight: next)
        let onset = scanner.onset(ofHighlight: next)
        if let end = admit(onset, handled: &handled, maxSeconds: maxSeconds) { return .end(end) }
        time = user.pressAccidentally(at: onset, dwell: scanner.dwell(ofHighlight: next, showing: item),
                                      account: &account, stream: stream)
        if let end = admit(time, handled: &handled, maxSeconds: maxSeconds) { return .end(end) }
        return otherPress(resolvePress(selecting: item), selecting: item, time: &time, handled: &handled,
                          maxSeconds: maxSeconds, stream: stream)
    }

    /// What follows a press that does not finish the step.
    @inline(never)
    private mutating func otherPress(_ outcome: PressOutcome, selecting item: Int, time: inout Double, handled: inout Int,
                                     maxSeconds: Double, stream: RandomStream) -> Continuation {
        switch outcome {
        case .backOut:
            // Up to the top level, on the group just left.
            return .topRun(unit: wrongGroup >= 0 ? wrongGroup : plan[stepIndex].unit)
        case .enterGroup:
            startMemberRun(of: item, at: time, stream: stream)
            return .scan(from: 0)
        case .wrongSelection:
            let falselySelectedUnit = atTopLevel ? item : (wrongGroup >= 0 ? wrongGroup : plan[stepIndex].unit)
            time += timing.pointee.recoveryTime.sample(stream)
            if let end = admit(time, handled: &handled, maxSeconds: maxSeconds) { return .end(end) }
            let unit = timing.pointee.resumesOnCurrent ? falselySelectedUnit : 0
            if let press = timing.pointee.startPress {
                // The wrong selection stopped the scan too: the user starts it again.
                time += press.sample(stream)
                if let end = admit(time, handled: &handled, maxSeconds: maxSeconds) { return .end(end) }
            }
            return .topRun(unit: unit)
        case .targetUnit, .target:
            preconditionFailure("a press on the target is handled in play")
        }
    }

    /// Lets the event at `time` be handled and counts it, or ends the
    /// replication before it (`EventKernel.stop`): the categories are charged
    /// up to the stop, which is the cap, or earlier when the event limit stopped it.
    @inline(__always)
    private mutating func admit(_ time: Double, handled: inout Int, maxSeconds: Double) -> Outcome? {
        guard let stop = EventKernel.stop(nextEventAt: time, handled: handled, maxSeconds: maxSeconds) else {
            handled += 1
            return nil
        }
        if !account.chargeFinishing(until: stop) {
            user.split.chargeUnfinished(until: stop, into: &account.breakdown)
        }
        return (stop, true, handled)
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

    /// Starts a run of the current scanner and decides where an accidental press would land.
    @inline(__always)
    private mutating func startRun(at time: Double, item: Int, stream: RandomStream) {
        scanner.start(at: time, item: item)
        user.planAccidentalPress(on: scanner, target: levelTarget, stream: stream)
    }

    /// What a press on a highlight of `selected` does.
    private enum PressOutcome {
        /// The back-out highlight of a member run: up to the top level.
        case backOut
        /// A group selected by mistake opens; the user waits for its back-out highlight.
        case enterGroup
        /// Any other item that is not the target: a recovery, then the top level again.
        case wrongSelection
        /// The target's unit, which has several members: its members are scanned.
        case targetUnit
        /// The target itself: the step's activation and text entry follow.
        case target
    }

    @inline(__always)
    private func resolvePress(selecting selected: Int) -> PressOutcome {
        if !atTopLevel && timing.pointee.backOut && selected == scanner.itemCount - 1 { return .backOut }
        if atTopLevel && timing.pointee.backOut && selected != levelTarget && unitSizes[selected] > 1 { return .enterGroup }
        if selected != levelTarget { return .wrongSelection }
        if atTopLevel && plan[stepIndex].memberCount > 1 { return .targetUnit }
        return .target
    }

    // MARK: - User

    /// Charges the step's navigation and starts its activation and text
    /// entry; returns when they are finished.
    @inline(__always)
    private mutating func userFinishesStep(pressedAt time: Double, stream: RandomStream) -> Double {
        user.split.charge(selectedAt: time, finalReaction: user.finalReaction, into: &account.breakdown)
        if let fixed = plan[stepIndex].fixedFinishing {
            return account.finishing.start(at: time, activation: fixed.activation, entry: fixed.entry)
        }
        return account.finishing.start(at: time, characters: plan[stepIndex].characters,
                                       activationTime: timing.pointee.activationTime,
                                       entryTimePerCharacter: timing.pointee.entryTimePerCharacter, stream: stream)
    }
}
