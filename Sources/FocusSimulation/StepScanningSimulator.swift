import FocusModel
import FocusStats

/// Plays one replication of a switch user doing the task with step scanning:
/// one switch moves the highlight to the next item (wrapping after the last),
/// the other selects the highlighted item.
///
/// Only the user acts here (the highlight moves only when pressed), so the
/// events, move presses, select presses and step completions, follow each
/// other strictly and a replication is a plain loop over them rather than a
/// run of the event queue.
///
/// Slips: each press slips with probability `slip`, independently of its
/// motor time. A slipped move is a move too many (the highlight advances two
/// items); a slipped select is the wrong switch (the move switch is pressed, so
/// the highlight advances one item past the target). Either way the user keeps
/// moving forward, round the end of the order if the target was passed.
public struct StepScanningSimulator: Sendable {
    private struct PlannedStep: Sendable {
        var target: Int
        var characters: Int
        var startItem: Int
    }

    private let itemCount: Int
    private let pressTime: Distribution
    private let slip: Double
    private let activationTime: Distribution
    private let entryTimePerCharacter: Distribution
    private var plan: ContiguousArray<PlannedStep>
    private var tallies: StepTallies

    private var breakdown = TimeBreakdown()
    private var slips = 0

    public var modelDescription: ModelDescription {
        ModelDescription(name: "switch, step scanning",
                         categories: [.pressing, .errors, .activation, .entry],
                         counts: [.slips])
    }

    public var stepCount: Int { plan.count }

    public func stepTally(_ index: Int) -> StepTally { tallies[index] }

    public init(model: StepScanningModel) {
        itemCount = model.itemCount
        let p = model.profile
        pressTime = p.pressTime
        slip = p.slip
        activationTime = p.activationTime
        entryTimePerCharacter = p.entryTimePerCharacter
        plan = ContiguousArray(model.steps.indices.map { index in
            PlannedStep(target: model.steps[index].position, characters: model.steps[index].characters,
                        startItem: model.startItem(forStep: index))
        })
        tallies = StepTallies(count: model.steps.count)
    }

    /// A copy with storage of its own, so that threads share nothing.
    public func copyForWorker() -> StepScanningSimulator {
        var copy = self
        copy.plan = plan.withUnsafeBufferPointer { ContiguousArray($0) }
        copy.tallies = StepTallies(count: tallies.count)
        return copy
    }

    /// Runs the task once with random numbers from `stream`; stops at `maxSeconds`
    /// of simulated time and reports the replication as capped.
    public mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        breakdown = TimeBreakdown()
        slips = 0
        tallies.reset()
        var time = 0.0
        var events = 0
        // Presses up to and including the next slip: one geometric draw per slip
        // is the same as a Bernoulli draw on every press, and cheaper.
        var pressesToSlip = slip > 0 ? Int(stream.geometric(slip)) : Int.max
        for index in plan.indices {
            let step = plan[index]
            let stepStart = time
            var firstSlip = Double.nan
            var highlighted = step.startItem
            var finalPress = 0.0
            while true {
                let duration = pressTime.sample(stream)
                pressesToSlip -= 1
                let slipped = pressesToSlip == 0
                if slipped { pressesToSlip = Int(stream.geometric(slip)) }
                events += 1
                if slipped {
                    slips += 1
                    if firstSlip.isNaN { firstSlip = time }
                }
                time += duration
                if time > maxSeconds || events >= EventKernel.eventLimit {
                    chargeNavigation(from: stepStart, firstSlip: firstSlip, finalPress: 0, until: min(time, maxSeconds))
                    return record(total: maxSeconds, capped: true, events: events)
                }
                if highlighted == step.target {
                    tallies.attempt(index)
                    if !slipped {
                        finalPress = duration
                        break
                    }
                    tallies.miss(index)
                    highlighted = (highlighted + 1) % itemCount
                } else {
                    highlighted = (highlighted + (slipped ? 2 : 1)) % itemCount
                }
            }
            chargeNavigation(from: stepStart, firstSlip: firstSlip, finalPress: finalPress, until: time)
            let activation = activationTime.sample(stream)
            let entry = entryTimePerCharacter.sum(ofDraws: step.characters, from: stream)
            events += 1
            if time + activation + entry > maxSeconds {
                let spent = maxSeconds - time
                breakdown.activation += min(activation, spent)
                breakdown.entry += max(0, spent - activation)
                return record(total: maxSeconds, capped: true, events: events)
            }
            breakdown.activation += activation
            breakdown.entry += entry
            time += activation + entry
        }
        return record(total: time, capped: false, events: events)
    }

    /// Presses before the step's first slip, and its final select press, are
    /// pressing; from the first slip to the final select press is errors.
    private mutating func chargeNavigation(from start: Double, firstSlip: Double, finalPress: Double,
                                           until end: Double) {
        if firstSlip.isNaN {
            breakdown[.pressing] += end - start
        } else {
            breakdown[.pressing] += firstSlip - start + finalPress
            breakdown.errors += end - finalPress - firstSlip
        }
    }


    private func record(total: Double, capped: Bool, events: Int) -> ReplicationRecord {
        var record = ReplicationRecord(total: total, breakdown: breakdown, capped: capped,
                                       events: Int32(clamping: events))
        record[.slips] = slips
        return record
    }
}

extension StepScanningSimulator: ReplicationSimulator {}
