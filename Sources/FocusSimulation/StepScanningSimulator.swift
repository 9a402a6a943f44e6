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
package struct StepScanningSimulator: Sendable {
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
    private let startPress: Distribution?
    private var plan: ContiguousArray<PlannedStep>
    var tallies: StepTallies
    var account = ReplicationAccount()

    public var modelDescription: ModelDescription {
        ModelDescription(name: "switch, step scanning",
                         categories: [.pressing, .errors, .activation, .entry],
                         counts: [.slips])
    }

    public init(model: StepScanningModel) {
        itemCount = model.itemCount
        let p = model.profile
        pressTime = p.pressTime
        slip = p.slip
        activationTime = p.activationTime
        entryTimePerCharacter = p.entryTimePerCharacter
        startPress = p.startPress
        plan = ContiguousArray(model.steps.indices.map { index in
            PlannedStep(target: model.steps[index].position, characters: model.steps[index].characters,
                        startItem: model.startItem(forStep: index))
        })
        tallies = StepTallies(count: model.steps.count)
    }

    /// Runs the task once with random numbers from `stream`; stops at `maxSeconds`
    /// of simulated time and reports the replication as capped.
    public mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        resetAccounts()
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
            // A scan that does not start by itself needs one press first (it cannot slip: it only starts the scan).
            if let startPress { time += startPress.sample(stream) }
            while true {
                let duration = pressTime.sample(stream)
                pressesToSlip -= 1
                let slipped = pressesToSlip == 0
                if slipped { pressesToSlip = Int(stream.geometric(slip)) }
                events += 1
                if slipped {
                    account.count(.slips)
                    if firstSlip.isNaN { firstSlip = time }
                }
                time += duration
                if time > maxSeconds || events >= EventKernel.eventLimit {
                    chargeNavigation(from: stepStart, firstSlip: firstSlip, finalPress: 0, until: min(time, maxSeconds))
                    return account.record(total: min(time, maxSeconds), capped: true, events: events)
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
            let finished = account.finishing.start(at: time, characters: step.characters,
                                                   activationTime: activationTime,
                                                   entryTimePerCharacter: entryTimePerCharacter, stream: stream)
            events += 1
            if finished > maxSeconds {
                _ = account.chargeFinishing(until: maxSeconds)
                return account.record(total: maxSeconds, capped: true, events: events)
            }
            time += account.finishing.duration
            account.chargeFinishedStep()
            tallies.finish(index, breakdown: account.breakdown)
        }
        return account.record(total: time, capped: false, events: events)
    }

    /// Presses before the step's first slip, and its final select press, are
    /// pressing; from the first slip to the final select press is errors.
    private mutating func chargeNavigation(from start: Double, firstSlip: Double, finalPress: Double,
                                           until end: Double) {
        if firstSlip.isNaN {
            account.breakdown[.pressing] += end - start
        } else {
            account.breakdown[.pressing] += firstSlip - start + finalPress
            account.breakdown[.errors] += end - finalPress - firstSlip
        }
    }
}

extension StepScanningSimulator: AccountKeepingSimulator {
    mutating func detachStorage() {
        plan = plan.ownedCopy()
    }
}
