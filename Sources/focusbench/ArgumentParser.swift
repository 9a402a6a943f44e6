import FocusCost
import FocusOptimizer
import FocusReport
import Foundation

// All command-line parsing lives here: splitting arguments into options and
// positionals, checking each value, and building each command's options.

/// An option that takes a value, with what that value must be, as messages say it.
struct OptionSpec: Sendable {
    let name: String
    let expects: String

    static let order = OptionSpec(name: "--order", expects: "an order name")
    static let orders = OptionSpec(name: "--orders",
                                   expects: "two order names separated by a comma, such as 'visual,passwordFirst'")
    static let user = OptionSpec(name: "--user", expects: "a profile name")
    static let users = OptionSpec(name: "--users",
                                  expects: "two profile names separated by a comma, such as 'ios-switch-control,switch-novice'")
    static let profiles = OptionSpec(name: "--profiles", expects: "a JSON file of named profiles")
    static let replications = OptionSpec(name: "--replications", expects: "a whole number >= 2")
    static let seed = OptionSpec(name: "--seed", expects: "a whole number from 0 to \(ArgumentLimits.maxSeed)")
    static let threads = OptionSpec(name: "--threads", expects: "a whole number >= 1")
    static let maxSeconds = OptionSpec(name: "--max-seconds", expects: "a positive number of seconds")
    static let format = OptionSpec(name: "--format", expects: ReportFormat.allCases.map(\.rawValue).joinedWithOr)
}

enum ArgumentLimits {
    /// The largest seed a JSON number (a double) holds exactly, so every seed
    /// a report prints can be passed back in.
    static let maxSeed: UInt64 = 1 << 53 - 1
    /// Each replication keeps its completion time in memory (more for CSV).
    static let maxReplications = 100_000_000
    static let maxThreads = 1024
}

/// A command's arguments: the options given, by name, and the rest in order.
struct ParsedArguments {
    /// "focusbench simulate", for pointing at the right help.
    let command: String
    var positionals: [String] = []
    var values: [String: String] = [:]
    var helpRequested = false

    func usageError(_ message: String) -> CommandLineFailure {
        .usage(message, helpCommand: command)
    }

    /// The one positional argument, named `what` in messages.
    func singlePositional(_ what: String) throws -> String {
        guard let first = positionals.first else {
            throw usageError("\(command.split(separator: " ").last!) expects a \(what) file")
        }
        if positionals.count > 1 { throw usageError("unexpected argument '\(positionals[1])'") }
        return first
    }

    func text(_ option: OptionSpec) throws -> String? {
        guard let value = values[option.name] else { return nil }
        if value.isEmpty { throw invalid(option, value) }
        return value
    }

    func wholeNumber(_ option: OptionSpec, atLeast minimum: Int, atMost maximum: Int) throws -> Int? {
        guard let value = values[option.name] else { return nil }
        guard let number = Int(value), number >= minimum else { throw invalid(option, value) }
        guard number <= maximum else {
            throw CommandLineFailure.badInput("\(option.name) is at most \(maximum), got '\(value)'")
        }
        return number
    }

    func seed(_ option: OptionSpec) throws -> UInt64? {
        guard let value = values[option.name] else { return nil }
        guard let seed = UInt64(value), seed <= ArgumentLimits.maxSeed else { throw invalid(option, value) }
        return seed
    }

    func positiveNumber(_ option: OptionSpec) throws -> Double? {
        guard let value = values[option.name] else { return nil }
        guard let number = Double(value), number.isFinite, number > 0 else { throw invalid(option, value) }
        return number
    }

    func format(_ option: OptionSpec) throws -> ReportFormat? {
        guard let value = values[option.name] else { return nil }
        guard let format = ReportFormat(rawValue: value) else { throw invalid(option, value) }
        return format
    }

    func pair(_ option: OptionSpec) throws -> (String, String)? {
        guard let value = values[option.name] else { return nil }
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard names.count == 2, names.allSatisfy({ !$0.isEmpty }) else { throw invalid(option, value) }
        return (names[0], names[1])
    }

    private func invalid(_ option: OptionSpec, _ value: String) -> CommandLineFailure {
        .badInput("\(option.name) expects \(option.expects), got '\(value)'")
    }
}

enum ArgumentParser {
    /// Splits `arguments` into options from `options` and positionals. Both
    /// `--name value` and `--name=value` work; `--` ends the options. Asking
    /// for help wins over every other problem on the line.
    static func parse(_ arguments: [String], command: String, options: [OptionSpec]) throws -> ParsedArguments {
        var parsed = ParsedArguments(command: command)
        let optionPart = arguments.prefix { $0 != "--" }
        if optionPart.contains(where: { $0 == "--help" || $0 == "-h" }) {
            parsed.helpRequested = true
            return parsed
        }

        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = splitInlineValue(argument)
            guard let option = options.first(where: { $0.name == name }) else {
                throw parsed.usageError(unknownOptionMessage(name, known: options.map(\.name) + ["--help"]))
            }
            if parsed.values[name] != nil { throw parsed.usageError("\(name) is given more than once") }
            if let inlineValue {
                parsed.values[name] = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                parsed.values[name] = arguments[index]
                index += 1
            } else {
                throw CommandLineFailure.badInput("\(name) expects \(option.expects), got nothing")
            }
        }
        return parsed
    }

    private static func splitInlineValue(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    static func unknownOptionMessage(_ name: String, known: [String]) -> String {
        if let suggestion = Suggestion.closest(to: name, among: known) {
            return "unknown option '\(name)'; did you mean '\(suggestion)'?"
        }
        return "unknown option '\(name)'"
    }
}

// MARK: - Each command's options

/// The options `simulate` and `compare` share.
struct RunOptions {
    static let specs: [OptionSpec] = [.user, .profiles, .replications, .seed, .threads, .maxSeconds, .format]
    static let defaultUser = "ios-switch-control"

    var scenarioPath: String
    var userName: String
    var profilesPath: String?
    var settings: SimulationSettings
    var format: ReportFormat

    init(_ parsed: ParsedArguments) throws {
        scenarioPath = try parsed.singlePositional("SCENARIO")
        userName = try parsed.text(.user) ?? Self.defaultUser
        profilesPath = try parsed.text(.profiles)
        format = try parsed.format(.format) ?? .text
        settings = SimulationSettings(
            replications: try parsed.wholeNumber(.replications, atLeast: 2, atMost: ArgumentLimits.maxReplications)
                ?? SimulationSettings.defaultReplications,
            seed: try parsed.seed(.seed) ?? SimulationSettings.defaultSeed,
            threads: try parsed.wholeNumber(.threads, atLeast: 1, atMost: ArgumentLimits.maxThreads)
                ?? ProcessInfo.processInfo.activeProcessorCount,
            maxSeconds: try parsed.positiveNumber(.maxSeconds) ?? SimulationSettings.defaultMaxSeconds,
            keepReplications: format.needsReplications)
    }
}

struct SimulateOptions {
    static let specs: [OptionSpec] = [.order] + RunOptions.specs

    var run: RunOptions
    /// Nil means the scenario's first order.
    var order: String?

    init(_ parsed: ParsedArguments) throws {
        run = try RunOptions(parsed)
        order = try parsed.text(.order)
    }
}

struct CompareOptions {
    static let specs: [OptionSpec] = [.orders, .order, .users] + RunOptions.specs

    var run: RunOptions
    /// Nil means: the scenario's first two orders, or with --users the one order of --order.
    var orders: (String, String)?
    /// The order both users follow when comparing two users (nil: the scenario's first).
    var order: String?
    /// Two users to compare; nil means one user (--user) on two orders.
    var users: (String, String)?

    init(_ parsed: ParsedArguments) throws {
        run = try RunOptions(parsed)
        orders = try parsed.pair(.orders)
        order = try parsed.text(.order)
        users = try parsed.pair(.users)
        if order != nil && orders != nil {
            throw parsed.usageError("give either --order (one order for two users) or --orders, not both")
        }
        if users != nil && parsed.values[OptionSpec.user.name] != nil {
            throw parsed.usageError("give either --user (one user on two orders) or --users, not both")
        }
        if order != nil && users == nil {
            throw parsed.usageError("--order goes with --users; to compare orders use --orders A,B")
        }
    }
}

struct ValidateOptions {
    static let specs: [OptionSpec] = []

    var scenarioPath: String

    init(_ parsed: ParsedArguments) throws {
        scenarioPath = try parsed.singlePositional("SCENARIO")
    }
}

/// `focusbench optimize`: the users to optimise for, the order to beat,
/// how to search, and where to put the result.
struct OptimizeOptions {
    static let specs: [OptionSpec] = [.user, .mix, .profiles, .reference, .method, .timeLimit, .seed,
                                      .verificationReplications, .optimizeFormat, .writeOrder, .output]
    static let defaultTimeLimit = 10.0
    static let defaultVerificationReplications = 10_000

    var scenarioPath: String
    /// Profile names and their weights as given; one user with weight 1 when --mix is absent.
    var mix: [(name: String, weight: Double)]
    var profilesPath: String?
    /// Nil means the scenario's first order.
    var reference: String?
    var method: OptimizationRequest.Method
    var timeLimit: Double
    var seed: UInt64
    var verificationReplications: Int
    var format: ReportFormat
    var writeOrder: String?
    /// Nil means `<scenario>.optimized.json` next to the scenario.
    var output: String?

    init(_ parsed: ParsedArguments) throws {
        scenarioPath = try parsed.singlePositional("SCENARIO")
        let user = try parsed.text(.user)
        let mix = try parsed.weights(.mix)
        if user != nil && mix != nil {
            throw parsed.usageError("give either --user (one profile) or --mix (weighted profiles), not both")
        }
        self.mix = mix ?? [(user ?? RunOptions.defaultUser, 1)]
        profilesPath = try parsed.text(.profiles)
        reference = try parsed.text(.reference)
        method = try parsed.choice(.method, among: OptimizationRequest.Method.allCases) ?? .auto
        timeLimit = try parsed.positiveNumber(.timeLimit) ?? Self.defaultTimeLimit
        seed = try parsed.seed(.seed) ?? 1
        verificationReplications = try parsed.wholeNumber(.verificationReplications, atLeast: 2,
                                                          atMost: ArgumentLimits.maxReplications)
            ?? Self.defaultVerificationReplications
        format = try parsed.choice(.optimizeFormat, among: [ReportFormat.text, .json]) ?? .text
        writeOrder = try parsed.text(.writeOrder)
        output = try parsed.text(.output)
        if output != nil && writeOrder == nil {
            throw parsed.usageError("--output goes with --write-order NAME")
        }
    }
}

extension OptionSpec {
    static let mix = OptionSpec(name: "--mix", expects: "profile=weight pairs separated by commas, "
        + "such as 'ios-switch-control=0.5,voiceover-expert=0.5'")
    static let reference = OptionSpec(name: "--reference", expects: "an order name")
    static let method = OptionSpec(name: "--method",
                                   expects: OptimizationRequest.Method.allCases.map(\.rawValue).joinedWithOr)
    static let timeLimit = OptionSpec(name: "--time-limit", expects: "a positive number of seconds")
    static let verificationReplications = OptionSpec(name: "--replications", expects: "a whole number >= 2")
    static let optimizeFormat = OptionSpec(name: "--format", expects: "text or json")
    static let writeOrder = OptionSpec(name: "--write-order", expects: "a name for the new order")
    static let output = OptionSpec(name: "--output", expects: "a file path")
}

extension ParsedArguments {
    /// A value that must be the raw value of one of `cases`.
    func choice<Value: RawRepresentable>(_ option: OptionSpec, among cases: [Value]) throws -> Value?
    where Value.RawValue == String {
        guard let value = values[option.name] else { return nil }
        guard let match = cases.first(where: { $0.rawValue == value }) else { throw invalid(option, value) }
        return match
    }

    /// "a=0.5,b=0.5": names with positive weights, each name once.
    func weights(_ option: OptionSpec) throws -> [(name: String, weight: Double)]? {
        guard let value = values[option.name] else { return nil }
        var pairs: [(name: String, weight: Double)] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let equals = item.firstIndex(of: "="), equals != item.startIndex else { throw invalid(option, value) }
            let name = String(item[..<equals])
            let weightText = String(item[item.index(after: equals)...])
            guard let weight = Double(weightText), weight.isFinite, weight > 0 else {
                throw CommandLineFailure.badInput(
                    "\(option.name): the weight of '\(name)' must be a positive number, got '\(weightText)'")
            }
            if pairs.contains(where: { $0.name == name }) {
                throw CommandLineFailure.badInput("\(option.name) names '\(name)' more than once")
            }
            pairs.append((name, weight))
        }
        return pairs
    }
}

extension [String] {
    /// ["text", "json", "csv"] → "text, json or csv".
    var joinedWithOr: String {
        guard count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " or " + last!
    }
}
