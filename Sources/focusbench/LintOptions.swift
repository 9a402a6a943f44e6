import FocusCost
import FocusReport

/// `focusbench lint`: the order to check, the users to cost each finding
/// for, and how to simulate.
struct LintOptions: ParsableOptions {
    static let defaultReplications = 4000
    static let format = FormatOption(for: .lint)
    static let simulation = SimulationOptions(
        replications: "Replications per side of each cost, a whole number >= 2\n(default: \(defaultReplications))",
        defaultReplications: defaultReplications)

    /// One or more scenario files, each linted on its own.
    var scenarioPaths: [String]
    var profilesPath: String?
    /// Nil means the scenario's first order.
    var order: String?
    /// Nil means the platform's users (`ShippedDefaults`).
    var users: [String]?
    var settings: SimulationSettings
    var outputs: FindingsOutputs
    /// Platform guidance (iOS and Android target sizes) fails the run too.
    var strict: Bool

    init(_ parsed: ParsedArguments) throws {
        guard !parsed.positionals.isEmpty else { throw parsed.usageError("lint expects a SCENARIO file") }
        scenarioPaths = parsed.positionals
        order = try parsed.text(.order)
        users = try parsed.list(.userList)
        profilesPath = try parsed.text(.profiles)
        outputs = try FindingsOutputs(parsed, format: Self.format, kind: .lint)
        settings = try Self.simulation.settings(from: parsed)
        strict = parsed.isGiven(.strict)
    }
}
