import FocusStats

/// Plays a task on a changing screen: one simulator per phase (a stretch in
/// which the screen does not change, see `FocusPhase`), run one after another
/// on the same random stream, with times, breakdowns and counts added up.
///
/// `searchSeconds[p]` is the fixed time users of this model spend in phase
/// `p` looking for a focus that is not drawn (see `InvisibleFocusSearch`).
public struct PhasedSimulator<Phase: ReplicationSimulator>: ReplicationSimulator {
    private var phases: ContiguousArray<Phase>
    private var searchSeconds: ContiguousArray<Double>
    private var places: ContiguousArray<PhaseStepPlace>
    public let modelDescription: ModelDescription

    public init(phases: [Phase], searchSeconds: [Double], places: [PhaseStepPlace]) {
        precondition(!phases.isEmpty && phases.count == searchSeconds.count)
        self.phases = ContiguousArray(phases)
        self.searchSeconds = ContiguousArray(searchSeconds)
        self.places = ContiguousArray(places)
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

    public func copyForWorker() -> PhasedSimulator {
        var copy = self
        copy.phases = ContiguousArray(phases.map { $0.copyForWorker() })
        copy.searchSeconds = searchSeconds.ownedCopy()
        copy.places = places.ownedCopy()
        return copy
    }

    public mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        var total = 0.0
        var account = ReplicationAccount()
        var events = 0
        for index in phases.indices {
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
        return account.record(total: total, capped: false, events: events)
    }
}

/// What a focus that is not drawn costs users who follow focus with their
/// eyes (keyboard and switch users): before activating a target whose focus
/// indicator is invisible, they look for where focus is. The time is an
/// assumption (no published measurement of this search): 1.5 s, about the
/// time of a visual search of a screenful of form fields. Screen-reader users
/// hear where focus is, so it costs them nothing.
public enum InvisibleFocusSearch {
    public static let seconds = 1.5
}

/// Where a task step is played in a phased run: its phase and its index there.
public struct PhaseStepPlace: Sendable, Equatable {
    public var phase: Int32
    public var step: Int32
    public init(phase: Int32, step: Int32) {
        self.phase = phase
        self.step = step
    }
}
