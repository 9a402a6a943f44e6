import FocusSimulation
import FocusModel
import FocusStats

/// Text entry in task runs typed on keyboards, as each user's model chooses
/// (`UserModel.typing`): a switch user scans the
/// on-screen keyboard with their own method and timing, a screen-reader user
/// explores it by touch or types on a hardware keyboard, a keyboard user
/// types keystrokes (docs/keyboards.md). Profiles with `typing: "constant"`
/// keep the constant `entryTimePerCharacter`.
///
/// Each step that enters text is typed `poolSize` times, once per run, from
/// streams derived from the run's seed and the step; replications then draw
/// from these typings (`EntryPool`). In a population run whose people differ,
/// each person types a pool of their own, `typings(for:replications:)` typings
/// per step, from streams derived from the seed, the person and the step.
package enum KeyboardTextEntry {
    /// Typings simulated per step (fewer when the run has fewer replications):
    /// enough that the pool's own sampling error is small beside the spread
    /// of a run's mean (docs/keyboards.md).
    static let poolSize = 4096
    /// Seconds after which one key selection is given up and counted as
    /// capped (an assumption: nobody keeps trying for one key longer). It
    /// bounds the pool's work for a user who can almost never hit a key,
    /// whatever `--max-seconds` allows the task as a whole.
    static let keySelectionCap = 600.0
    /// English texts drawn for a step that gives a count in a one-person run,
    /// each typed an equal share of the pool. Texts differ in typing time far
    /// more than typings of one text (some letters sit deep in the scan), so
    /// the run's mean carries the error of its sample of texts; 64 keeps it
    /// near a 10,000-replication run's own error, and the confidence interval
    /// includes it (`EntryPool.meanVariance`). Each text costs a simulation
    /// call per key it selects, whatever its typings (docs/models.md, "Speed").
    static let textsPerCount = 64
    /// The fewest typings per step of one person's own pool in a population run.
    static let minimumPersonalPool = 8

    /// Typings simulated per step for a pool drawn from by `share`, each of
    /// whose people runs `replications` replications: the whole run's pool has
    /// `poolSize` (fewer when the run has fewer replications); one person of N
    /// gets max(8, ⌈poolSize / N⌉), so that a population run types about as
    /// much as a one-person run, and never more than the person's replications.
    package static func typings(for share: EntryPoolShare, replications: Int) -> Int {
        switch share {
        case .wholeRun:
            return min(replications, poolSize)
        case let .person(_, of: people):
            let share = (poolSize + people - 1) / max(1, people)
            return min(replications, max(minimumPersonalPool, share))
        }
    }

    /// Which English texts a count step's pool types: the run's
    /// `textsPerCount` for the whole run; one of their own for a person (person
    /// p the text p), since each text typed costs a simulation call per key it
    /// selects, whatever its typings (docs/models.md, "Speed"), and the spread
    /// of per-person means then holds the spread of texts too.
    static func countTexts(for share: EntryPoolShare) -> Range<Int> {
        switch share {
        case .wholeRun: 0..<textsPerCount
        case let .person(person, of: _): person..<person + 1
        }
    }

    /// The seed of text `k` of step `index`'s count. The run's seed is mixed
    /// before the step and text are, so that no two seeds share texts (XOR of
    /// the raw seed with a small k would give seeds 1 and 2 the same set).
    static func textSeed(seed: UInt64, step index: Int, text k: Int) -> UInt64 {
        SeedMixer.splitMix64(SeedMixer.splitMix64(seed ^ 0x5445_5854_5345_4544) ^ UInt64(index) << 32 ^ UInt64(k))
    }

    /// The seed of the typings of text `k` of step `index`, mixed as `textSeed`.
    static func typingsSeed(typingSeed: UInt64, step index: Int, text k: Int) -> UInt64 {
        SeedMixer.splitMix64(SeedMixer.splitMix64(typingSeed ^ 0x7479_7069_6E67) ^ UInt64(index) << 32 ^ UInt64(k))
    }

    /// The seed the typings of `share`'s pool are drawn from: the run's own
    /// for the whole run's pool, one derived from (seed, person) for a person's.
    static func typingSeed(for share: EntryPoolShare, seed: UInt64) -> UInt64 {
        switch share {
        case .wholeRun: seed
        case let .person(person, of: _): SeedMixer.splitMix64(seed ^ 0x7065_7273_6F6E ^ UInt64(person) << 20)
        }
    }

    /// Typing times of `user` for each step of `task` that enters text,
    /// simulated once per run from streams derived from `settings.seed` (and,
    /// for one person's own pool in a population run, the person's index);
    /// nil when the user types at the constant rate. `share` says whose
    /// replications draw from the pool, which sets its size.
    static func pool(for user: NamedProfile, platform: Platform, task: [TaskStep],
                     settings: SimulationSettings, share: EntryPoolShare) throws -> EntryPool? {
        guard simulatesTyping(for: user.profile, task: task, settings: settings) else { return nil }
        let typings = Self.typings(for: share, replications: settings.replications)
        let typingSeed = Self.typingSeed(for: share, seed: settings.seed)
        let setup = try KeyboardSetup(user: user, platform: platform)
        // Every text of every step is typed by this one user, on their keyboard in the variant each field asks for.
        var fieldSetups: [InputType: KeyboardSetup] = [:]
        let runs: KeySelectionRuns? = if case let .scanning(profile) = setup.typist {
            KeySelectionRuns(user: NamedProfile(name: user.name, profile: .switchScanning(profile)))
        } else { nil }
        var samples: [[Double]] = []
        var typingsPerText: [Int] = []
        var breakdown = TimeBreakdown()
        for (index, step) in task.enumerated() {
            guard step.characters > 0 else {
                samples.append([])
                typingsPerText.append(1)
                continue
            }
            var stepSetup = setup
            if let field = step.inputType, field != .text {
                if fieldSetups[field] == nil {
                    fieldSetups[field] = try KeyboardSetup(user: user, platform: platform, field: field)
                }
                stepSetup = fieldSetups[field]!
            }
            let digitsOnly = stepSetup.layout.isNumberPad
            // A text the field's pad cannot type (letters in a phone field) is typed on the text keyboard (assumption).
            if digitsOnly, let text = step.text, !stepSetup.layout.canType(text) { stepSetup = setup }
            // The texts of a count are the run's, the same for every person: people differ in how they type.
            let texts: [String] = step.text.map { [$0] } ?? Self.countTexts(for: share).map { k in
                let seed = Self.textSeed(seed: settings.seed, step: index, text: k)
                return digitsOnly ? EnglishText.digits(count: step.characters, seed: seed)
                    : EnglishText.generate(count: step.characters, seed: seed)
            }
            let perText = max(2, typings / texts.count)
            var stepSamples: [Double] = []
            var stepBreakdown = TimeBreakdown()
            for (k, text) in texts.enumerated() {
                var typing = SimulationSettings(replications: perText, threads: settings.threads,
                                                maxSeconds: min(settings.maxSeconds, Self.keySelectionCap))
                typing.seed = Self.typingsSeed(typingSeed: typingSeed, step: index, text: k)
                let outcome: TextTyping.Outcome
                do {
                    outcome = try TextTyping.type(text, source: "$.task[\(index)].enter", setup: stepSetup,
                                                  userName: user.name, completion: nil, settings: typing, runs: runs)
                } catch let error as KeyboardError {
                    guard case .neverFinishes = error else { throw error }
                    throw CostModelError.textEntryNeverFinishes("$.task[\(index)].enter: \(error)")
                }
                stepSamples += outcome.tally.totals
                stepBreakdown += outcome.tally.breakdown
            }
            samples.append(stepSamples)
            typingsPerText.append(perText)
            breakdown += stepBreakdown.scaled(by: 1 / Double(stepSamples.count))
        }
        return EntryPool(samples: samples, breakdown: breakdown, typingsPerText: typingsPerText)
    }

    /// Whether runs with `settings` simulate `profile`'s typing of `task`'s
    /// text (no closed form includes it); false where the constant rate applies.
    static func simulatesTyping(for profile: UserProfile, task: [TaskStep], settings: SimulationSettings) -> Bool {
        settings.taskTyping == .asProfiled && task.contains { $0.characters > 0 }
            && UserModelFactory.model(for: profile).typing.typesOnKeyboard
    }
}
