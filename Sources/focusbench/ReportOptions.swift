import FocusCost
import FocusReport
import Foundation

extension OptionSpec {
    static let reportOrders = OptionSpec(name: "--orders", expects: "order names separated by commas, such as 'visual,passwordFirst'")
    static let reportUsers = OptionSpec(name: "--users",
                                        expects: "profile names separated by commas, such as 'ios-switch-control,voiceover-expert'")
    static let reportFormat = OptionSpec(name: "--format",
                                         expects: ReportDocumentFormat.allCases.map(\.rawValue).joinedWithOr)
    static let baseline = OptionSpec(name: "--baseline", expects: "an order name")
    static let failIfSlower = OptionSpec(name: "--fail-if-slower", expects: "a percentage >= 0, such as 5")
    static let against = OptionSpec(name: "--against", expects: "a report written earlier with --format json")
}

/// `focusbench report`: which cells to simulate, how, where the report goes,
/// and the performance budget.
struct ReportOptions {
    static let specs: [OptionSpec] = [.reportOrders, .reportUsers, .reportFormat, .output, .baseline, .failIfSlower,
                                      .against, .profiles, .replications, .seed, .threads, .maxSeconds]

    var scenarioPath: String
    /// Nil means every order of the scenario.
    var orders: [String]?
    var users: [String]
    var format: ReportDocumentFormat
    /// Nil means stdout.
    var output: String?
    /// Nil means the first order.
    var baseline: String?
    var failIfSlowerPercent: Double?
    var againstPath: String?
    var profilesPath: String?
    var settings: SimulationSettings

    init(_ parsed: ParsedArguments) throws {
        scenarioPath = try parsed.singlePositional("SCENARIO")
        orders = try parsed.list(.reportOrders)
        users = try parsed.list(.reportUsers) ?? [RunOptions.defaultUser]
        format = try parsed.choice(.reportFormat, among: ReportDocumentFormat.allCases) ?? .html
        output = try parsed.text(.output)
        baseline = try parsed.text(.baseline)
        againstPath = try parsed.text(.against)
        profilesPath = try parsed.text(.profiles)
        if let value = parsed.values[OptionSpec.failIfSlower.name] {
            let number = Double(value.hasSuffix("%") ? String(value.dropLast()) : value)
            guard let number, number.isFinite, number >= 0 else {
                throw CommandLineFailure.badInput("--fail-if-slower expects \(OptionSpec.failIfSlower.expects), got '\(value)'")
            }
            failIfSlowerPercent = number
        }
        settings = SimulationSettings(
            replications: try parsed.wholeNumber(.replications, atLeast: 2, atMost: ArgumentLimits.maxReplications)
                ?? SimulationSettings.defaultReplications,
            seed: try parsed.seed(.seed) ?? SimulationSettings.defaultSeed,
            threads: try parsed.wholeNumber(.threads, atLeast: 1, atMost: ArgumentLimits.maxThreads)
                ?? ProcessInfo.processInfo.activeProcessorCount,
            maxSeconds: try parsed.positiveNumber(.maxSeconds) ?? SimulationSettings.defaultMaxSeconds,
            keepReplications: true)
    }
}

extension ParsedArguments {
    /// "a,b,c": one or more non-empty names, each once.
    func list(_ option: OptionSpec) throws -> [String]? {
        guard let value = values[option.name] else { return nil }
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard names.allSatisfy({ !$0.isEmpty }) else {
            throw CommandLineFailure.badInput("\(option.name) expects \(option.expects), got '\(value)'")
        }
        if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw CommandLineFailure.badInput("\(option.name) names '\(repeated)' more than once")
        }
        return names
    }
}
