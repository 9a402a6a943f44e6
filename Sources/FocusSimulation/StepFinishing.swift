import FocusStats

/// The end of a task step: activation, then text entry. The seconds are
/// charged when the step finishes, or in part when the time cap cuts it short.
struct StepFinishing {
    /// When the target was selected; NaN while the step is still navigating.
    private(set) var selectedAt = Double.nan
    /// The activation and entry seconds, written together: they are read
    /// together (a 16-byte load), and a load that spans two separate 8-byte
    /// stores waits for both to reach the cache instead of being forwarded,
    /// which showed up as the costliest instruction of the replication loop.
    private var seconds = SIMD2<Double>()
    private var activation: Double { seconds[0] }
    private var entry: Double { seconds[1] }

    var isActive: Bool { !selectedAt.isNaN }

    /// Activation and entry together.
    var duration: Double { activation + entry }

    mutating func reset() { selectedAt = .nan }

    /// Draws the activation and entry times of a step selected at `time`;
    /// returns when the step is finished.
    @inline(__always)
    mutating func start(at time: Double, characters: Int, activationTime: Distribution,
                        entryTimePerCharacter: Distribution, stream: RandomStream) -> Double {
        // Fixed times and steps without typing are the common case; they need
        // no call into the distribution code on every step.
        let activation: Double
        if case let .fixed(value) = activationTime { activation = value } else { activation = activationTime.sample(stream) }
        let entry = characters > 0 ? entryTimePerCharacter.sum(ofDraws: characters, from: stream) : 0
        return start(at: time, activation: activation, entry: entry)
    }

    /// Starts the activation and entry when their durations are known (drawn,
    /// or fixed for the step: see `FixedFinishing`); returns when they end.
    @inline(__always)
    mutating func start(at time: Double, activation: Double, entry: Double) -> Double {
        selectedAt = time
        seconds = SIMD2(activation, entry)
        return time + activation + entry
    }

    /// Charges the whole activation and entry.
    mutating func finish(into breakdown: inout TimeBreakdown) {
        breakdown[.activation] += activation
        breakdown[.entry] += entry
        selectedAt = .nan
    }

    /// Charges what was done of them by `time`.
    func chargePartial(until time: Double, into breakdown: inout TimeBreakdown) {
        let spent = max(0, time - selectedAt)
        breakdown[.activation] += min(activation, spent)
        breakdown[.entry] += max(0, spent - activation)
    }
}

/// Splits a step's navigation by its first error: before it, waiting (and
/// any reactions that moved the scan on, as in two-level scanning); from it
/// until the onset of the highlight finally selected, errors; then the final reaction.
struct NavigationSplit {
    private(set) var stepStart = 0.0
    private(set) var firstError = Double.nan
    /// Reactions before the first error that selected a level above the target (two-level scanning).
    private var earlyReacting = 0.0

    mutating func begin(at time: Double) {
        stepStart = time
        firstError = .nan
        earlyReacting = 0
    }

    mutating func noteError(at time: Double) {
        if firstError.isNaN { firstError = time }
    }

    /// A reaction that selected a group or row on the way to the target.
    mutating func noteIntermediateReaction(_ reaction: Double) {
        if firstError.isNaN { earlyReacting += reaction }
    }

    @inline(__always)
    func charge(selectedAt time: Double, finalReaction: Double, into breakdown: inout TimeBreakdown) {
        let finalOnset = time - finalReaction
        breakdown[.reacting] += earlyReacting + finalReaction
        if firstError.isNaN {
            breakdown[.waiting] += finalOnset - stepStart - earlyReacting
        } else {
            breakdown[.waiting] += firstError - stepStart - earlyReacting
            breakdown[.errors] += finalOnset - firstError
        }
    }

    func chargeUnfinished(until time: Double, into breakdown: inout TimeBreakdown) {
        breakdown[.reacting] += earlyReacting
        if firstError.isNaN {
            breakdown[.waiting] += max(0, time - stepStart - earlyReacting)
        } else {
            breakdown[.waiting] += firstError - stepStart - earlyReacting
            breakdown[.errors] += max(0, time - firstError)
        }
    }
}

/// A step's activation and entry durations when neither draws a random number
/// (a fixed activation time; no characters, or a fixed time per character), as
/// `StepFinishing.start` would find them: worked out once per model instead of
/// on every replication.
struct FixedFinishing: Sendable {
    var activation: Double
    var entry: Double

    init?(characters: Int, activationTime: Distribution, entryTimePerCharacter: Distribution) {
        guard case let .fixed(activation) = activationTime,
              let entry = characters > 0 ? entryTimePerCharacter.fixedSum(ofDraws: characters) : 0 else { return nil }
        self.activation = activation
        self.entry = entry
    }
}
