import FocusSimulation
import FocusCost
import FocusModel
import FocusStats
import Foundation

/// The text a typing run types.
public enum TypingText: Sendable, Equatable {
    /// Exactly this text; `source` names where it came from, for refusals.
    case exact(String, source: String)
    /// Running English text of this many characters (see `EnglishText`), drawn with the run's seed.
    case english(count: Int)
}

/// What to type, who types, on which keyboard, and how many times.
public struct TypingRequest: Sendable {
    public var user: NamedProfile
    /// A layout name or file; nil means the profile's `keyboard`, else the platform's.
    public var layout: String?
    public var text: TypingText
    public var settings: SimulationSettings
    /// The platform of the screen typed on, when known.
    public var platform: Platform?
    /// Word completion; nil (the default) for none.
    public var completion: WordCompletion?
    /// The most simulated events the run may be estimated to handle.
    public var maxEvents = KeyboardBenchmark.defaultMaxEvents

    public init(user: NamedProfile, layout: String? = nil, text: TypingText, settings: SimulationSettings,
                platform: Platform? = nil, completion: WordCompletion? = nil) {
        self.user = user
        self.layout = layout
        self.text = text
        self.settings = settings
        self.platform = platform
        self.completion = completion
    }
}

/// The typing benchmark: how fast a profile types a text on a keyboard.
public enum KeyboardBenchmark {
    public static let defaultEnglishCharacters = 200
    /// Characters times replications one run may simulate: 50 times the
    /// default run (200 characters, 10,000 replications), which a debug
    /// build on one busy core types in about half a minute; 12.5 MB of
    /// per-character error marks.
    public static let maximumSimulatedCharacters = 100_000_000
    /// The event budget of every other run (`--max-events`' default).
    public static let defaultMaxEvents = 200_000_000.0
    /// Characters and replications a pilot types to measure events per character.
    static let pilotCharacters = 64
    static let pilotReplications = 8

    /// Resolves the keyboard and method, plans the key selections and runs
    /// the replications. Refuses unknown or bad layouts, characters the
    /// keyboard lacks (with their place) and profiles that cannot type.
    public static func run(_ request: TypingRequest) throws -> TypingEstimate {
        let settings = request.settings
        guard settings.replications >= 2 else {
            throw KeyboardError.unsupported("replications must be at least 2, got \(settings.replications)")
        }
        let setup = try KeyboardSetup(user: request.user, layoutChoice: request.layout, platform: request.platform)
        let (text, source) = resolve(request.text, seed: settings.seed)
        guard !text.isEmpty else { throw KeyboardError.unsupported("\(source): the text to type is empty") }
        // Both factors are far below 2^32, so the product cannot overflow.
        guard text.count <= maximumSimulatedCharacters,
              text.count * min(settings.replications, maximumSimulatedCharacters) <= maximumSimulatedCharacters else {
            throw KeyboardError.unsupported("\(source): \(text.count) characters times \(settings.replications) "
                + "replications is more than \(maximumSimulatedCharacters) simulated characters; "
                + "type a shorter text or fewer replications")
        }
        try checkWork(text, source: source, setup: setup, request: request)
        let clock = ContinuousClock()
        let started = clock.now
        let outcome = try TextTyping.type(text, source: source, setup: setup, userName: request.user.name,
                                          completion: request.completion, settings: settings)
        var estimate = summarize(outcome.tally, request: request, setup: setup, text: text,
                                 selections: outcome.selections)
        estimate.stepsPerCharacter = outcome.stepsPerCharacter
        let elapsed = clock.now - started
        estimate.elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return estimate
    }

    /// Refuses, before the run, typing estimated to handle more events than
    /// `request.maxEvents`: a pilot types the text's first characters a few
    /// times, and its events per character times characters times
    /// replications is the estimate. The pilot's numbers are thrown away.
    static func checkWork(_ text: String, source: String, setup: KeyboardSetup, request: TypingRequest) throws {
        let settings = request.settings
        guard text.count > pilotCharacters || settings.replications > pilotReplications else { return }
        var pilot = settings
        pilot.replications = min(settings.replications, pilotReplications)
        let prefix = String(text.prefix(pilotCharacters))
        let outcome = try TextTyping.type(prefix, source: source, setup: setup, userName: request.user.name,
                                          completion: request.completion, settings: pilot)
        let perCharacter = Double(outcome.tally.events) / Double(prefix.count * pilot.replications)
        let total = perCharacter * Double(text.count) * Double(settings.replications)
        guard total > request.maxEvents else { return }
        throw KeyboardError.unsupported(
            "\(source): typing it would handle about \(String(format: "%.2g", total)) simulated events (about "
                + "\(String(format: "%.3g", perCharacter)) per character, measured on its first \(prefix.count) "
                + "characters \(pilot.replications) times, times \(text.count) characters and \(settings.replications) "
                + "replications), more than the limit of \(String(format: "%.2g", request.maxEvents)): "
                + "type a shorter text or fewer replications")
    }

    static func resolve(_ text: TypingText, seed: UInt64) -> (text: String, source: String) {
        switch text {
        case let .exact(string, source): (string, source)
        case let .english(count): (EnglishText.generate(count: count, seed: seed), "generated text")
        }
    }

    private static func summarize(_ tally: TypingTally, request: TypingRequest, setup: KeyboardSetup, text: String,
                                  selections: Int) -> TypingEstimate {
        let characters = Double(text.count)
        var perCharacter = tally.totals.map { $0 / characters }
        var wpm = perCharacter.map { 60 / (TypingEstimate.charactersPerWord * $0) }
        let seconds = Statistics.summarize(sortingInPlace: &perCharacter)
        let words = Statistics.summarize(sortingInPlace: &wpm)
        return TypingEstimate(
            user: request.user.name, layout: setup.typist.layoutLabel ?? setup.layout.name,
            method: setup.typist.methodName, text: text, characters: text.count,
            selectionsPerCharacter: Double(selections) / characters, stepsPerCharacter: nil,
            secondsPerCharacter: .init(mean: seconds.mean, ci95: seconds.ci95),
            wordsPerMinute: .init(mean: words.mean, ci95: words.ci95), errorRate: tally.errorRate,
            modelsErrors: setup.typist.modelsErrors, completion: request.completion,
            breakdown: tally.breakdown.scaled(by: 1 / Double(tally.replications)),
            replications: tally.replications, seed: request.settings.seed, capped: tally.capped, elapsedSeconds: 0)
    }
}
