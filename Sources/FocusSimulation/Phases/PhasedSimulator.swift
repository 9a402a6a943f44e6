import FocusStats

/// Plays a task on a changing screen: one simulator per phase (a stretch in
/// which the screen does not change, see `FocusPhase`), run one after another
/// on the same random stream, with times, breakdowns and counts added up.
///
/// `searchSeconds[p]` is the fixed time users of this model spend in phase
/// `p` looking for a focus that is not drawn (see `InvisibleFocusSearch`).
package struct PhasedSimulator<Phase: ReplicationSimulator>: ReplicationSimulator {
    private var phases: ContiguousArray<Phase>
    private var searchSeconds: ContiguousArray<Double>
    private var places: ContiguousArray<PhaseStepPlace>
    /// The replication's breakdown as each phase began (and after the last
    /// one), and how many phases began, in the replication last played.
    private var phaseStarts: ContiguousArray<TimeBreakdown>
    private var phasesBegun = 0
    /// Where each phase's steps start in `phaseTallies` (and, last, its
    /// length), the buffer the phases add their step tallies to before they
    /// are mapped to task steps.
    private var phaseTallyOffsets: ContiguousArray<Int>
    private var phaseTallies: ContiguousArray<StepTotal>
    public let modelDescription: ModelDescription

    public init(phases: [Phase], searchSeconds: [Double], places: [PhaseStepPlace]) {
        precondition(!phases.isEmpty && phases.count == searchSeconds.count)
        self.phases = ContiguousArray(phases)
        self.searchSeconds = ContiguousArray(searchSeconds)
        self.places = ContiguousArray(places)
        phaseStarts = ContiguousArray(repeating: TimeBreakdown(), count: phases.count + 1)
        var offsets = ContiguousArray<Int>()
        var steps = 0
        for phase in phases {
            offsets.append(steps)
            steps += phase.stepCount
        }
        offsets.append(steps)
        phaseTallyOffsets = offsets
        phaseTallies = ContiguousArray(repeating: StepTotal(), count: steps)
        var description = phases[0].modelDescription
        if searchSeconds.contains(where: { $0 > 0 }), !description.categories.contains(.looking) {
            description.categories.append(.looking)
        }
        modelDescription = description
    }

    public var stepCount: Int { places.count }

    public func stepTally(_ index: Int) -> StepTally {
        let place = places[index]
        return phases[Int(place.phase)].stepTally(Int(place.step))
    }

    /// The phases add their tallies in place (this code is generic, and a
    /// phase read through the array, as `stepTally` does, is a copy of it with
    /// its reference counts, for every step of every replication).
    public mutating func addStepTallies(to totals: UnsafeMutableBufferPointer<StepTotal>) {
        phaseTallies.withUnsafeMutableBufferPointer { scratch in
            scratch.update(repeating: StepTotal())
            for index in phases.indices {
                let steps = phaseTallyOffsets[index]..<phaseTallyOffsets[index + 1]
                phases[index].addStepTallies(to: UnsafeMutableBufferPointer(rebasing: scratch[steps]))
            }
            for (step, place) in places.enumerated() {
                totals[step].add(scratch[phaseTallyOffsets[Int(place.phase)] + Int(place.step)])
            }
        }
    }

    public func copyForWorker() -> PhasedSimulator {
        var copy = self
        copy.phases = ContiguousArray(phases.map { $0.copyForWorker() })
        copy.searchSeconds = searchSeconds.ownedCopy()
        copy.places = places.ownedCopy()
        copy.phaseStarts = phaseStarts.ownedCopy()
        copy.phaseTallyOffsets = phaseTallyOffsets.ownedCopy()
        copy.phaseTallies = phaseTallies.ownedCopy()
        return copy
    }

    public mutating func keepStepEnds() {
        for index in phases.indices { phases[index].keepStepEnds() }
    }

    /// Task steps are placed in task order, so those finished come first:
    /// every step of a phase played to its end, then those its last phase finished.
    public var finishedSteps: Int {
        var count = 0
        for place in places {
            let phase = Int(place.phase)
            let done = phase + 1 < phasesBegun
                || (phase < phasesBegun && Int(place.step) < phases[phase].finishedSteps)
            if !done { break }
            count += 1
        }
        return count
    }

    /// A phase's search time and the steps it plays that are no task step are
    /// charged to its last task step if they come after it, otherwise to the next.
    public func breakdown(afterStep index: Int) -> TimeBreakdown {
        let place = places[index]
        let phase = Int(place.phase)
        if Int(place.step) == phases[phase].stepCount - 1, phase + 1 < phasesBegun {
            return phaseStarts[phase + 1]
        }
        var breakdown = phaseStarts[phase]
        breakdown += phases[phase].breakdown(afterStep: Int(place.step))
        return breakdown
    }

    public mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        var total = 0.0
        var account = ReplicationAccount()
        var events = 0
        phasesBegun = 0
        for index in phases.indices {
            phaseStarts[index] = account.breakdown
            phasesBegun = index + 1
            let remaining = maxSeconds - total
            let record = phases[index].run(stream: stream, maxSeconds: remaining)
            total += record.total
            account.add(record)
            events += Int(record.events)
            // A phase stopped by the event limit ends before the cap; its categories end there too.
            if record.capped {
                return account.record(total: record.total < remaining ? total : maxSeconds, capped: true, events: events)
            }
            let search = searchSeconds[index]
            if search > 0 {
                account.breakdown[.looking] += search
                total += search
            }
            if total >= maxSeconds { return account.record(total: maxSeconds, capped: true, events: events) }
        }
        phaseStarts[phases.count] = account.breakdown
        phasesBegun = phases.count + 1
        return account.record(total: total, capped: false, events: events)
    }
}

/// What a focus that is not drawn costs users who follow focus with their
/// eyes (keyboard and switch users): before activating a target whose focus
/// indicator is invisible, they look for where focus is. The time is an
/// assumption (no published measurement of this search): 1.5 s, about the
/// time of a visual search of a screenful of form fields. Screen-reader users
/// hear where focus is, so it costs them nothing.
package enum InvisibleFocusSearch {
    public static let seconds = 1.5
}

/// Where a task step is played in a phased run: its phase and its index there.
package struct PhaseStepPlace: Sendable, Equatable {
    public var phase: Int32
    public var step: Int32
    public init(phase: Int32, step: Int32) {
        self.phase = phase
        self.step = step
    }
}
