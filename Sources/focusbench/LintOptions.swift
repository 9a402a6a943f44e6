import FocusCost
import Foundation

extension OptionSpec {
    static let lintFormat = OptionSpec(name: "--format", expects: "text or json")
}

/// `focusbench lint`: the order to check, the users to cost each finding
/// for, and how to simulate.
struct LintOptions {
    static let specs: [OptionSpec] = [.order, .reportUsers, .profiles, .replications, .seed, .threads, .lintFormat]
    static let defaultReplications = 4000

    var scenarioPath: String
    /// Nil means the scenario's first order.
    var order: String?
    var users: [String]
    var profilesPath: String?
    var settings: SimulationSettings
    var json: Bool

    init(_ parsed: ParsedArguments) throws {
        scenarioPath = try parsed.singlePositional("SCENARIO")
        order = try parsed.text(.order)
        users = try parsed.list(.reportUsers) ?? [RunOptions.defaultUser]
        profilesPath = try parsed.text(.profiles)
        json = try parsed.choice(.lintFormat, among: [LintFormat.text, .json]) == .json
        settings = SimulationSettings(
            replications: try parsed.wholeNumber(.replications, atLeast: 2, atMost: ArgumentLimits.maxReplications)
                ?? Self.defaultReplications,
            seed: try parsed.seed(.seed) ?? SimulationSettings.defaultSeed,
            threads: try parsed.wholeNumber(.threads, atLeast: 1, atMost: ArgumentLimits.maxThreads)
                ?? ProcessInfo.processInfo.activeProcessorCount)
    }
}

enum LintFormat: String {
    case text, json
}
