/// An option that takes a value: its name, what the value is called in
/// help, what the value must be (as error messages say it) and, once a
/// command declares it, the help line describing it for that command.
///
/// The static members are the options several commands share; a command
/// gives each its own help with `withHelp(_:)`, so the same option can be
/// described in the words of each command while it is parsed and checked
/// the same way everywhere.
struct OptionDeclaration: Sendable {
    let name: String
    /// "NAME" in "--order NAME".
    let valueName: String
    /// Completes "--order expects ..., got 'x'".
    let expects: String
    /// False for a switch such as `--strict`, which is given or not.
    let takesValue: Bool
    /// What `--help` says about the option: lines separated by "\n", which
    /// the help layout indents to the description column.
    private(set) var help = ""
    /// The only values the option takes, when it is a choice (shell completions offer them).
    private(set) var choices: [String] = []
    /// True for an option that may be given several times (`--vary`); `ParsedArguments.all` reads every value.
    private(set) var repeatable = false

    init(name: String, valueName: String, expects: String) {
        self.name = name
        self.valueName = valueName
        self.expects = expects
        takesValue = true
    }

    /// A switch: an option without a value (ask `isGiven`).
    init(switchNamed name: String) {
        self.name = name
        valueName = ""
        expects = "no value"
        takesValue = false
    }

    /// The same option, taking only these values.
    func withChoices(_ values: [String]) -> OptionDeclaration {
        var restricted = self
        restricted.choices = values
        return restricted
    }

    /// The same option, allowed more than once.
    func repeated() -> OptionDeclaration {
        var repeatable = self
        repeatable.repeatable = true
        return repeatable
    }

    /// "--order NAME", as the help's first column shows it.
    var label: String { takesValue ? "\(name) \(valueName)" : name }

    /// The same option, described for one command.
    func withHelp(_ text: String) -> OptionDeclaration {
        var described = self
        described.help = text
        return described
    }
}

extension OptionDeclaration {
    static let order = OptionDeclaration(name: "--order", valueName: "NAME", expects: "an order name")
    static let strict = OptionDeclaration(switchNamed: "--strict")
    static let user = OptionDeclaration(name: "--user", valueName: "PROFILE", expects: "a profile name")
    static let profiles = OptionDeclaration(name: "--profiles", valueName: "FILE",
                                            expects: "a JSON file of named profiles")
    static let output = OptionDeclaration(name: "--output", valueName: "FILE", expects: "a file path")
    static let replications = OptionDeclaration(name: "--replications", valueName: "N",
                                                expects: "a whole number >= 2")
    static let seed = OptionDeclaration(name: "--seed", valueName: "S",
                                        expects: "a whole number from 0 to \(ArgumentLimits.maxSeed)")
    static let threads = OptionDeclaration(name: "--threads", valueName: "K", expects: "a whole number >= 1")
    static let maxEvents = OptionDeclaration(name: "--max-events", valueName: "N", expects: "a number > 0")
    static let maxSeconds = OptionDeclaration(name: "--max-seconds", valueName: "X",
                                              expects: "a positive number of seconds")
    /// Several profiles, as `report` and `lint` take them.
    static let userList = OptionDeclaration(
        name: "--users", valueName: "P,Q,...",
        expects: "profile names separated by commas, such as 'ios-switch-control,voiceover-expert'")
}
