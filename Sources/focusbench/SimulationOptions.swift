import FocusCost
import Foundation

/// `--replications`, `--seed`, `--threads` and `--max-seconds`: the one
/// place the simulating commands declare, read and check the simulation
/// settings. A command chooses its default number of replications, the
/// words of each help line, and whether it offers `--threads` and
/// `--max-seconds`; an option it does not offer keeps the library's default.
struct SimulationOptions: Sendable {
    let defaultReplications: Int
    let declarations: [OptionDeclaration]

    /// - Parameters:
    ///   - replications: the help of `--replications`, ending with its default.
    ///   - threads: the help of `--threads`; nil: not offered.
    ///   - maxSeconds: the help of `--max-seconds`; nil: not offered. `--max-events`
    ///     (the work budget, `WorkBudget`) comes with it.
    init(replications: String, defaultReplications: Int, seed: String = Self.seedHelp,
         threads: String? = Self.threadsHelp, maxSeconds: String? = nil) {
        self.defaultReplications = defaultReplications
        declarations = [OptionDeclaration.replications.withHelp(replications), OptionDeclaration.seed.withHelp(seed)]
            + [threads.map(OptionDeclaration.threads.withHelp), maxSeconds.map(OptionDeclaration.maxSeconds.withHelp),
               maxSeconds.map { _ in OptionDeclaration.maxEvents.withHelp(Self.maxEventsHelp) }]
            .compactMap { $0 }
    }

    static let seedHelp = "Random seed, 0 to \(ArgumentLimits.maxSeed) (default: \(SimulationSettings.defaultSeed))"
    static let threadsHelp =
        "Worker threads (default: all cores, \(ProcessInfo.processInfo.activeProcessorCount) here)"

    static let maxEventsHelp = "Refuse a run estimated to handle more simulated events than N\n"
        + "(events per replication, measured on a few, times replications;\n"
        + "default: \(Int(WorkBudget.defaultEvents)))"

    /// `--max-events`, or the default budget.
    func maxEvents(from parsed: ParsedArguments) throws -> Double {
        try parsed.positiveNumber(.maxEvents) ?? WorkBudget.defaultEvents
    }

    /// The settings given, each checked, in the order the help lists them
    /// (so the first bad value is the one reported).
    func settings(from parsed: ParsedArguments, keepReplications: Bool = false) throws -> SimulationSettings {
        SimulationSettings(
            replications: try parsed.wholeNumber(.replications, atLeast: 2, atMost: ArgumentLimits.maxReplications)
                ?? defaultReplications,
            seed: try parsed.seed(.seed) ?? SimulationSettings.defaultSeed,
            threads: try parsed.wholeNumber(.threads, atLeast: 1, atMost: ArgumentLimits.maxThreads)
                ?? ProcessInfo.processInfo.activeProcessorCount,
            maxSeconds: try parsed.positiveNumber(.maxSeconds) ?? SimulationSettings.defaultMaxSeconds,
            keepReplications: keepReplications)
    }
}
