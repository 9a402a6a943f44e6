import FocusSimulation
import FocusCost
import FocusModel
import FocusStats

/// Text entry in task runs typed on keyboards: a switch user scans the
/// on-screen keyboard with their own method and timing, a screen-reader user
/// explores it by touch or types on a hardware keyboard, a keyboard user
/// types keystrokes (docs/keyboards.md). Profiles with `typing: "constant"`
/// keep the constant `entryTimePerCharacter`.
///
/// Each step that enters text is typed `poolSize` times, once per run, from
/// streams derived from the run's seed and the step; replications then draw
/// from these typings (`EntryPool`).
public struct KeyboardTextEntry: TextEntryModel {
    /// Typings simulated per step (fewer when the run has fewer replications):
    /// enough that the pool's own sampling error is small beside the spread
    /// of a run's mean (docs/keyboards.md).
    public static let poolSize = 4096
    /// Seconds after which one key selection is given up and counted as
    /// capped (an assumption: nobody keeps trying for one key longer). It
    /// bounds the pool's work for a user who can almost never hit a key,
    /// whatever `--max-seconds` allows the task as a whole.
    public static let keySelectionCap = 600.0
    /// English texts drawn for a step that gives a count, each typed an equal share of the pool.
    public static let textsPerCount = 8

    public init() {}

    public func pool(for user: NamedProfile, platform: Platform, task: [TaskStep],
                     settings: SimulationSettings) throws -> EntryPool? {
        guard simulatesTyping(for: user.profile, task: task) else { return nil }
        let setup = try KeyboardSetup(user: user, platform: platform)
        var samples: [[Double]] = []
        var breakdown = TimeBreakdown()
        for (index, step) in task.enumerated() {
            guard step.characters > 0 else {
                samples.append([])
                continue
            }
            let texts: [String] = step.text.map { [$0] } ?? (0..<Self.textsPerCount).map { k in
                EnglishText.generate(count: step.characters,
                                     seed: SeedMixer.splitMix64(settings.seed ^ UInt64(index) << 32 ^ UInt64(k)))
            }
            let perText = max(2, min(settings.replications, Self.poolSize) / texts.count)
            var stepSamples: [Double] = []
            var stepBreakdown = TimeBreakdown()
            for (k, text) in texts.enumerated() {
                var typing = SimulationSettings(replications: perText, threads: settings.threads,
                                                maxSeconds: min(settings.maxSeconds, Self.keySelectionCap))
                typing.seed = SeedMixer.splitMix64(settings.seed ^ 0x7479_7069_6E67 ^ UInt64(index) << 16 ^ UInt64(k))
                let outcome = try TextTyping.type(text, source: "$.task[\(index)].enter", setup: setup,
                                                  userName: user.name, completion: nil, settings: typing)
                stepSamples += outcome.tally.totals
                stepBreakdown += outcome.tally.breakdown
            }
            samples.append(stepSamples)
            breakdown += stepBreakdown.scaled(by: 1 / Double(stepSamples.count))
        }
        return EntryPool(samples: samples, breakdown: breakdown)
    }

    public func simulatesTyping(for profile: UserProfile, task: [TaskStep]) -> Bool {
        guard task.contains(where: { $0.characters > 0 }) else { return false }
        switch profile {
        case let .switchScanning(p): return p.typing != .constant
        case let .swipe(p): return p.typing != .constant
        case .keyboard: return true
        }
    }
}
