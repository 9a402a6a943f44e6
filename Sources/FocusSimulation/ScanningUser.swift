import FocusStats

/// The switch user of automatic scanning, shared by the item scanner and the
/// two-level (group, row-column) scanner: watches the highlights, presses
/// after a reaction time when the target is highlighted, sometimes presses by
/// accident, and restarts a scan that stopped.
struct ScanningUser {
    let reactionTime: Distribution
    let falseActivation: Double
    var split = NavigationSplit()
    /// The reaction behind the latest aimed press.
    private(set) var finalReaction = 0.0
    /// The highlight of the current run on which an unintended press falls, if any.
    private(set) var accidentalPressHighlight = Int.max

    init(reactionTime: Distribution, falseActivation: Double) {
        self.reactionTime = reactionTime
        self.falseActivation = falseActivation
    }

    /// At the start of a run: the highlight an unintended press will fall on.
    /// One geometric draw of the non-target highlights until it is the same as
    /// a Bernoulli draw on every highlight, and cheaper.
    @inline(__always)
    mutating func planAccidentalPress(on scanner: ItemScanner, target: Int, stream: RandomStream) {
        if falseActivation > 0 && scanner.itemCount > 1 {
            let nth = Int(stream.geometric(falseActivation))
            accidentalPressHighlight = scanner.highlight(number: nth, from: 0, skipping: target)
        } else {
            accidentalPressHighlight = .max
        }
    }

    /// A highlight of the target begins at `onset` and lasts `dwell`: the
    /// user reacts and presses, at the returned time, or misses it (nil) when
    /// the reaction is longer than the highlight.
    @inline(__always)
    mutating func aim(at onset: Double, dwell: Double, tallies: StepTallies, step: Int,
                      account: inout ReplicationAccount, stream: RandomStream) -> Double? {
        let reaction = reactionTime.sample(stream)
        tallies.attempt(step)
        if reaction < dwell {
            finalReaction = reaction
            return onset + reaction
        }
        account.count(.misses)
        tallies.miss(step)
        split.noteError(at: onset)
        return nil
    }

    /// The highlight an unintended press falls on (`accidentalPressHighlight`)
    /// begins at `onset` and lasts `dwell`; returns when the press lands.
    mutating func pressAccidentally(at onset: Double, dwell: Double, account: inout ReplicationAccount,
                                    stream: RandomStream) -> Double {
        // An unintended press is not aimed, so it falls anywhere in the highlight (assumption).
        let pressTime = onset + stream.uniform() * dwell
        account.count(.falseActivations)
        split.noteError(at: pressTime)
        return pressTime
    }

    /// The scan stopped after its loops: the user notices and presses to
    /// restart it; returns when that press lands.
    mutating func restartPress(afterStopAt time: Double, account: inout ReplicationAccount,
                               stream: RandomStream) -> Double {
        account.count(.restarts)
        split.noteError(at: time)
        return time + reactionTime.sample(stream)
    }
}
