import FocusModel
import FocusStats

/// Plays one replication of a switch user doing the task under point
/// scanning (a gliding cursor).
///
/// Two processes share the event queue. The scanner sweeps the first line
/// (by default the horizontal one, down from y = 0; `pointLines`), wrapping
/// at the far edge; a press stops it and the other line sweeps from its
/// leading edge; a press stops that too and the crosshair selects the
/// topmost element under it. Every restart begins with the first line. The user aims each line
/// at the middle of the target (see `PointScanningModel`): a draw that would
/// press after the line has left the target is held back and the user waits
/// for the next sweep; any other draw stops the line, possibly short of the
/// target. Sweeps the user lets pass are one event each; the line's position
/// between events is known in closed form, so nothing else is materialised.
///
/// Reuse one simulator per thread: `run` allocates nothing after the first call.
package struct PointScanningSimulator: Sendable {
    enum Event: Sendable {
        /// Sweep `k` of the moving line begins at the leading edge (scanner → user).
        case sweep(axis: PointScanningAxis, k: Int32)
        /// The switch press that stops the moving line (user → scanner).
        case press
        /// The line finished its loops without a press and the scan stopped (scanner → user).
        case scanStopped
        /// The press that restarts a stopped scan (user → scanner).
        case restartPress
        /// The user has undone a wrong selection.
        case recovered
        /// Activation and text entry of the selected target are finished.
        case stepFinished
        /// The press that starts a scan that does not start by itself.
        case startPress
    }

    /// An aim with its times precomputed, to keep divisions out of the hot loop.
    private struct PlannedAim: Sendable {
        var centre: Double
        var earlyBelow: Double
        var lateFrom: Double
        /// When the line reaches the middle and the near edge, from the sweep's start.
        var centreTime: Double
        var lowTime: Double

        init(_ aim: PointScanningModel.Aim, speed: Double) {
            centre = aim.centre
            earlyBelow = aim.earlyBelow
            lateFrom = aim.lateFrom
            centreTime = aim.centre / speed
            lowTime = aim.low / speed
        }
    }

    private struct PlannedStep: Sendable {
        /// The target's index in `surfaces`, which holds every scroll position's screen in turn.
        var surface: Int
        /// Where the step's screen starts in `surfaces`.
        var screenStart: Int
        var characters: Int
        var x: PlannedAim
        var y: PlannedAim
        /// Whether any element drawn over the target overlaps it; usually not,
        /// and then a crosshair on the target needs no search.
        var isOverlapped: Bool
    }

    private struct PlainSurface: Sendable {
        var rect: ScreenRect
        var isInteractive: Bool
    }

    private let profile: SwitchScanningProfile
    private let speed: Double
    private let typicalReaction: Double
    private let sweepX: Double
    private let sweepY: Double
    private var plan: ContiguousArray<PlannedStep>
    private var surfaces: ContiguousArray<PlainSurface>
    /// Surfaces per screen (every screen shows all the elements).
    private let screenSize: Int
    var queue = EventQueue<Event>()

    // The current step.
    var stepIndex = 0
    private var stepStart = 0.0
    private var stepHadError = false
    /// The step's start press, when the scan does not start by itself.
    private var startReaction = 0.0

    // The line in motion and the press the user has planned for it.
    private var axis = PointScanningAxis.x
    /// The line that sweeps first and the one after it (`pointLines`).
    private let firstAxis: PointScanningAxis
    private let secondAxis: PointScanningAxis
    /// Seconds the line rests at the edge before every sweep (`firstItemPause`).
    private let rest: Double
    private var plannedStop = 0.0
    private var plannedHit = false
    private var plannedTravel = 0.0
    private var plannedReaction = 0.0
    // Where the vertical line stopped, for the crosshair.
    private var stopX = 0.0
    private var hitX = false
    private var travelX = 0.0
    private var reactionX = 0.0

    var account = ReplicationAccount()
    var tallies: StepTallies

    public var modelDescription: ModelDescription {
        ModelDescription(name: "switch, point scanning",
                         categories: [.waiting, .reacting, .errors, .activation, .entry],
                         counts: [.misses, .falseActivations, .restarts])
    }

    public init(model: PointScanningModel) {
        profile = model.profile
        speed = model.profile.sweepSpeed
        typicalReaction = model.typicalReaction
        sweepX = model.sweepDuration(.x)
        firstAxis = model.profile.pointLines.firstAxis
        secondAxis = firstAxis == .x ? .y : .x
        rest = model.profile.firstItemPause
        sweepY = model.sweepDuration(.y)
        let speed = model.profile.sweepSpeed
        let size = model.screen.surfaces.count
        screenSize = size
        plan = ContiguousArray(model.steps.map { step in
            let surfaces = model.screen(of: step).surfaces
            let target = surfaces[step.surface].rect
            let overlapped = surfaces.indices.contains { index in
                index > step.surface && !surfaces[index].rect.isEmpty && surfaces[index].rect.intersects(target)
            }
            return PlannedStep(surface: step.screen * size + step.surface, screenStart: step.screen * size,
                               characters: step.characters,
                               x: PlannedAim(step.x, speed: speed), y: PlannedAim(step.y, speed: speed),
                               isOverlapped: overlapped)
        })
        self.surfaces = ContiguousArray(model.screens.flatMap(\.surfaces).map {
            PlainSurface(rect: $0.rect, isInteractive: $0.isInteractive)
        })
        tallies = StepTallies(count: model.steps.count)
    }

    /// Handles one event; returns the completion time when the task is done.
    mutating func handle(_ event: Event, at time: Double, stream: RandomStream) -> Double? {
        switch event {
        case let .sweep(axis, k):
            userSeesSweep(axis, number: Int(k), at: time, stream: stream)
        case .press:
            scannerStopsLine(at: time, stream: stream)
        case .scanStopped:
            userFindsScanStopped(at: time, stream: stream)
        case .restartPress, .startPress:
            userSeesSweep(firstAxis, number: 0, at: time, stream: stream)
        case .recovered:
            if let press = profile.startPress {
                // The wrong selection stopped the scan too: the user starts it again.
                queue.schedule(.startPress, at: time + press.sample(stream), priority: EventPriority.input)
            } else {
                userSeesSweep(firstAxis, number: 0, at: time, stream: stream)
            }
        case .stepFinished:
            if finishStep() { return time }
            beginStep(at: time, stream: stream)
        }
        return nil
    }

    // MARK: - Scanner

    private func sweepDuration(_ axis: PointScanningAxis) -> Double { axis == .x ? sweepX : sweepY }

    /// The line has been stopped: the vertical one hands over to the
    /// horizontal one; the horizontal one fixes the crosshair and selects.
    private mutating func scannerStopsLine(at time: Double, stream: RandomStream) {
        // The first line's values are kept in the ...X fields whichever axis it moves in.
        if axis == firstAxis {
            stopX = plannedStop
            hitX = plannedHit
            travelX = plannedTravel
            reactionX = plannedReaction
            userSeesSweep(secondAxis, number: 0, at: time, stream: stream)
            return
        }
        let x = firstAxis == .x ? stopX : plannedStop
        let y = firstAxis == .x ? plannedStop : stopX
        switch selection(x: x, y: y, onTarget: hitX && plannedHit) {
        case .target:
            userFinishesStep(selectedAt: time, stream: stream)
        case .wrongElement:
            account.count(.falseActivations)
            stepHadError = true
            queue.schedule(.recovered, at: time + profile.recoveryTime.sample(stream), priority: EventPriority.user)
        case .nothing:
            // Nothing acts, so the scan simply starts over.
            stepHadError = true
            userSeesSweep(firstAxis, number: 0, at: time, stream: stream)
        }
    }

    /// The same rule as `PointScanningCrosshair.selection`, over plain values.
    @inline(__always)
    private func selection(x: Double, y: Double, onTarget: Bool) -> PointScanningCrosshair.Selection {
        let target = plan[stepIndex].surface
        if onTarget && !plan[stepIndex].isOverlapped { return .target }
        let start = plan[stepIndex].screenStart
        var index = start + screenSize - 1
        let floor = onTarget ? target : start - 1
        while index > floor {
            if index != target && surfaces[index].rect.contains(x: x, y: y) {
                return surfaces[index].isInteractive ? .wrongElement : .nothing
            }
            index -= 1
        }
        return onTarget ? .target : .nothing
    }

    // MARK: - User

    /// Sweep `k` of a line starts at the leading edge, where the line rests
    /// first (Android's first-item delay before every sweep and repeat,
    /// `PointScanManager`): the user plans a press timed to the line's
    /// arrival at the target's middle, or lets it pass.
    private mutating func userSeesSweep(_ axis: PointScanningAxis, number k: Int, at start: Double,
                                        stream: RandomStream) {
        self.axis = axis
        let aim = axis == .x ? plan[stepIndex].x : plan[stepIndex].y
        let reaction = profile.reactionTime.sample(stream)
        tallies.attempt(stepIndex)
        guard reaction < aim.lateFrom else {
            account.count(.misses)
            tallies.miss(stepIndex)
            stepHadError = true
            let end = start + rest + sweepDuration(axis)
            if let loops = profile.loops, k + 1 >= loops {
                queue.schedule(.scanStopped, at: end, priority: EventPriority.system)
            } else {
                queue.schedule(.sweep(axis: axis, k: Int32(k + 1)), at: end, priority: EventPriority.system)
            }
            return
        }
        let timingError = reaction - typicalReaction
        // A press planned before the line could set off stops it at the edge.
        let offset = max(0, aim.centreTime + timingError)
        plannedStop = max(0, aim.centre + speed * timingError)
        plannedHit = !(reaction < aim.earlyBelow)
        plannedTravel = aim.lowTime
        plannedReaction = max(0, offset - plannedTravel)
        if !plannedHit {
            account.count(.misses)
            tallies.miss(stepIndex)
            stepHadError = true
        }
        queue.schedule(.press, at: start + rest + offset, priority: EventPriority.input)
    }

    private mutating func userFindsScanStopped(at time: Double, stream: RandomStream) {
        account.count(.restarts)
        stepHadError = true
        queue.schedule(.restartPress, at: time + profile.reactionTime.sample(stream), priority: EventPriority.input)
    }

    private mutating func beginStep(at time: Double, stream: RandomStream) {
        stepStart = time
        stepHadError = false
        if let press = profile.startPress {
            startReaction = press.sample(stream)
            queue.schedule(.startPress, at: time + startReaction, priority: EventPriority.input)
        } else {
            startReaction = 0
            userSeesSweep(firstAxis, number: 0, at: time, stream: stream)
        }
    }

    private mutating func userFinishesStep(selectedAt time: Double, stream: RandomStream) {
        chargeNavigation(selectedAt: time)
        let finished = account.finishing.start(at: time, characters: plan[stepIndex].characters,
                                       activationTime: profile.activationTime,
                                       entryTimePerCharacter: profile.entryTimePerCharacter, stream: stream)
        queue.schedule(.stepFinished, at: finished, priority: EventPriority.user)
    }

    // MARK: - Accounting

    /// Splits a step's navigation: the two lines' travel to the target's near
    /// edges in the sweeps that stopped on it (waiting), from there to the
    /// presses (reacting), and everything else (errors).
    private mutating func chargeNavigation(selectedAt time: Double) {
        let waiting = 2 * rest + travelX + plannedTravel
        let reacting = startReaction + reactionX + plannedReaction
        account.breakdown[.waiting] += waiting
        account.breakdown[.reacting] += reacting
        if stepHadError {
            account.breakdown[.errors] += max(0, time - stepStart - waiting - reacting)
        }
    }

}

extension PointScanningSimulator: EventDrivenSimulator {
    mutating func begin(stream: RandomStream) {
        beginStep(at: 0, stream: stream)
    }

    /// Before the step's first error its time is waiting, from it on errors.
    mutating func chargeUnfinishedNavigation(until time: Double) {
        if stepHadError {
            account.breakdown[.errors] += max(0, time - stepStart)
        } else {
            account.breakdown[.waiting] += max(0, time - stepStart)
        }
    }

    mutating func detachStorage() {
        plan = plan.ownedCopy()
        surfaces = surfaces.ownedCopy()
        queue = EventQueue()
    }
}
