import FocusCost
import FocusReport

/// `focusbench lint`: the order to check, the users to cost each finding
/// for, and how to simulate.
struct LintOptions: ParsableOptions {
    static let defaultReplications = 4000
    static let format = FormatOption.textOrJSON
    static let simulation = SimulationOptions(
        replications: "Replications per side of each cost, a whole number >= 2\n(default: \(defaultReplications))",
        defaultReplications: defaultReplications)

    var scenarioPath: String
    /// Nil means the scenario's first order.
    var order: String?
    var users: [String]
    var profilesPath: String?
    var settings: SimulationSettings
    var json: Bool
    /// Platform guidance (iOS and Android target sizes) fails the run too.
    var strict: Bool

    init(_ parsed: ParsedArguments) throws {
        scenarioPath = try parsed.singlePositional("SCENARIO")
        order = try parsed.text(.order)
        users = try parsed.list(.userList) ?? [RunOptions.defaultUser]
        profilesPath = try parsed.text(.profiles)
        json = try Self.format.read(from: parsed) == .json
        settings = try Self.simulation.settings(from: parsed)
        strict = parsed.isGiven(.strict)
    }
}
