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
    /// English texts drawn for a step that gives a count, each typed an equal share of the pool.
    static let textsPerCount = 8
    /// The fewest typings per step of one person's own pool in a population run.
    static let minimumPersonalPool = 8

    /// Typings simulated per step for a pool drawn from by `share`, each of
    /// whose people runs `replications` replications: the whole run's pool has
    /// `poolSize` (fewer when the run has fewer replications); one person of N
    /// gets max(8, ⌈poolSize / N⌉), so that a population run types about as
    /// much as a one-person run, and never more than the person's replications.
    static func typings(for share: EntryPoolShare, replications: Int) -> Int {
        switch share {
        case .wholeRun:
            return min(replications, poolSize)
        case let .person(_, of: people):
            let share = (poolSize + people - 1) / max(1, people)
            return min(replications, max(minimumPersonalPool, share))
        }
    }

    /// Which of the run's English texts a count step's pool types: all of
    /// them for the whole run; one for a person (person p the text p mod 8,
    /// so that the people of a run type each text about equally often), since
    /// each text typed costs a simulation call per key it selects, whatever
    /// its typings (docs/models.md, "Speed").
    static func countTexts(for share: EntryPoolShare) -> Range<Int> {
        switch share {
        case .wholeRun: 0..<textsPerCount
        case let .person(person, of: _): person % textsPerCount..<person % textsPerCount + 1
        }
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
        // Every text of every step is typed by this one user on this one keyboard.
        let runs: KeySelectionRuns? = if case let .scanning(profile) = setup.typist {
            KeySelectionRuns(user: NamedProfile(name: user.name, profile: .switchScanning(profile)))
        } else { nil }
        var samples: [[Double]] = []
        var breakdown = TimeBreakdown()
        for (index, step) in task.enumerated() {
            guard step.characters > 0 else {
                samples.append([])
                continue
            }
            // The texts of a count are the run's, the same for every person: people differ in how they type.
            let texts: [String] = step.text.map { [$0] } ?? Self.countTexts(for: share).map { k in
                EnglishText.generate(count: step.characters,
                                     seed: SeedMixer.splitMix64(settings.seed ^ UInt64(index) << 32 ^ UInt64(k)))
            }
            let perText = max(2, typings / texts.count)
            var stepSamples: [Double] = []
            var stepBreakdown = TimeBreakdown()
            for (k, text) in texts.enumerated() {
                var typing = SimulationSettings(replications: perText, threads: settings.threads,
                                                maxSeconds: min(settings.maxSeconds, Self.keySelectionCap))
                typing.seed = SeedMixer.splitMix64(typingSeed ^ 0x7479_7069_6E67 ^ UInt64(index) << 16 ^ UInt64(k))
                let outcome: TextTyping.Outcome
                do {
                    outcome = try TextTyping.type(text, source: "$.task[\(index)].enter", setup: setup,
                                                  userName: user.name, completion: nil, settings: typing, runs: runs)
                } catch let error as KeyboardError {
                    guard case .neverFinishes = error else { throw error }
                    throw CostModelError.textEntryNeverFinishes("$.task[\(index)].enter: \(error)")
                }
                stepSamples += outcome.tally.totals
                stepBreakdown += outcome.tally.breakdown
            }
            samples.append(stepSamples)
            breakdown += stepBreakdown.scaled(by: 1 / Double(stepSamples.count))
        }
        return EntryPool(samples: samples, breakdown: breakdown)
    }

    /// Whether runs with `settings` simulate `profile`'s typing of `task`'s
    /// text (no closed form includes it); false where the constant rate applies.
    static func simulatesTyping(for profile: UserProfile, task: [TaskStep], settings: SimulationSettings) -> Bool {
        settings.taskTyping == .asProfiled && task.contains { $0.characters > 0 }
            && UserModelFactory.model(for: profile).typing.typesOnKeyboard
    }
}
