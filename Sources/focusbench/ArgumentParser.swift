import FocusModel

// Splitting a command's arguments into options and positionals, and reading
// each value checked against its declaration. What a command accepts is
// declared with the command (see CommandDeclaration).

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
    /// Every value of a repeatable option, in the order given (`values` holds the last).
    var repeatedValues: [String: [String]] = [:]
    var helpRequested = false

    mutating func record(_ value: String, for name: String) {
        values[name] = value
        repeatedValues[name, default: []].append(value)
    }

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

    func text(_ option: OptionDeclaration) throws -> String? {
        guard let value = values[option.name] else { return nil }
        if value.isEmpty { throw invalid(option, value) }
        return value
    }

    func wholeNumber(_ option: OptionDeclaration, atLeast minimum: Int, atMost maximum: Int) throws -> Int? {
        guard let value = values[option.name] else { return nil }
        guard let number = Int(value), number >= minimum else { throw invalid(option, value) }
        guard number <= maximum else {
            throw CommandLineFailure.badInput("\(option.name) is at most \(maximum), got '\(value)'")
        }
        return number
    }

    func seed(_ option: OptionDeclaration) throws -> UInt64? {
        guard let value = values[option.name] else { return nil }
        guard let seed = UInt64(value), seed <= ArgumentLimits.maxSeed else { throw invalid(option, value) }
        return seed
    }

    func positiveNumber(_ option: OptionDeclaration) throws -> Double? {
        guard let value = values[option.name] else { return nil }
        guard let number = DecimalNumber.parse(value), number.isFinite, number > 0 else { throw invalid(option, value) }
        return number
    }

    /// A value that must be the raw value of one of `cases`.
    func choice<Value: RawRepresentable>(_ option: OptionDeclaration, among cases: [Value]) throws -> Value?
    where Value.RawValue == String {
        guard let value = values[option.name] else { return nil }
        guard let match = cases.first(where: { $0.rawValue == value }) else { throw invalid(option, value) }
        return match
    }

    func pair(_ option: OptionDeclaration) throws -> (String, String)? {
        guard let value = values[option.name] else { return nil }
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard names.count == 2, names.allSatisfy({ !$0.isEmpty }) else { throw invalid(option, value) }
        return (names[0], names[1])
    }

    /// "a,b,c": one or more non-empty names, each once.
    func list(_ option: OptionDeclaration) throws -> [String]? {
        guard let value = values[option.name] else { return nil }
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard names.allSatisfy({ !$0.isEmpty }) else { throw invalid(option, value) }
        if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw CommandLineFailure.badInput("\(option.name) names '\(repeated)' more than once")
        }
        return names
    }

    /// Every value of a repeatable option, in the order given; empty when it is not given.
    func all(_ option: OptionDeclaration) throws -> [String] {
        let given = repeatedValues[option.name] ?? []
        if let empty = given.first(where: \.isEmpty) { throw invalid(option, empty) }
        return given
    }

    /// Whether the option is on the command line at all.
    func isGiven(_ option: OptionDeclaration) -> Bool {
        values[option.name] != nil
    }

    /// "--seed expects a whole number from 0 to ..., got 'x'".
    func invalid(_ option: OptionDeclaration, _ value: String) -> CommandLineFailure {
        .badInput("\(option.name) expects \(option.expects), got '\(value)'")
    }
}

enum ArgumentParser {
    /// Splits `arguments` into options from `options` and positionals. Both
    /// `--name value` and `--name=value` work; `--` ends the options. Asking
    /// for help wins over every other problem on the line.
    static func parse(_ arguments: [String], command: String, options: [OptionDeclaration]) throws -> ParsedArguments {
        var parsed = ParsedArguments(command: command)
        let optionPart = arguments.prefix { $0 != "--" }
        if optionPart.contains(where: FlagDeclaration.helpFlag.names.contains) {
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
                let known = options.map(\.name) + [FlagDeclaration.helpFlag.name]
                throw parsed.usageError(unknownOptionMessage(name, known: known))
            }
            if parsed.values[name] != nil, !option.repeatable {
                throw parsed.usageError("\(name) is given more than once")
            }
            if !option.takesValue {
                if let inlineValue { throw CommandLineFailure.badInput("\(name) takes no value, got '\(inlineValue)'") }
                parsed.values[name] = ""
            } else if let inlineValue {
                parsed.record(inlineValue, for: name)
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                parsed.record(arguments[index], for: name)
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

    private static func unknownOptionMessage(_ name: String, known: [String]) -> String {
        if let suggestion = Suggestion.closest(to: name, among: known) {
            return "unknown option '\(name)'; did you mean '\(suggestion)'?"
        }
        return "unknown option '\(name)'"
    }
}
