import FocusCost
import FocusModel
import FocusReport

/// The options `simulate` and `compare` share: the scenario, the user, the
/// simulation settings and the output format.
struct RunOptions {
    static let defaultUser = "ios-switch-control"
    static let format = FormatOption(for: .estimate, note: "csv gives one row per replication")
    static let simulation = SimulationOptions(
        replications: "Replications, a whole number >= 2 (default: \(SimulationSettings.defaultReplications))",
        defaultReplications: SimulationSettings.defaultReplications,
        seed: SimulationOptions.seedHelp + ";\nthe same seed gives the same numbers for any --threads",
        maxSeconds: "Simulated seconds after which a replication is stopped and counted\n"
            + "as capped (default: \(Int(SimulationSettings.defaultMaxSeconds)))")
    static let declarations = [OptionDeclaration.user.withHelp(userHelp("The user profile")),
                               OptionDeclaration.profiles.withHelp(profilesHelp)]
        + simulation.declarations + [PeopleOption.declaration, format.declaration]

    /// The help of `--user PROFILE` where any profile will do, after `lead`.
    static func userHelp(_ lead: String) -> String {
        "\(lead) (default: \(defaultUser)); built in:\n"
            + HelpLayout.wrappedList(ProfileCatalog.builtIn.names) + ",\n"
            + "plus the scenario's \"users\" and the --profiles file"
    }

    static let profilesHelp = "A JSON object of named profiles; they override built-in and\n"
        + "scenario profiles of the same name (default: none)"

    var files: ScenarioFiles
    var userName: String
    /// Whether `--user` was given (else `userName` is the default).
    var isUserGiven: Bool
    var settings: SimulationSettings
    /// The most simulated events a run may be estimated to handle (`--max-events`).
    var maxEvents: Double
    var format: any OutputFormat
    /// `--people`, when given; whether it applies depends on the profile (`PeopleOption`).
    var people: Int?
    var replicationsGiven: Bool

    init(_ parsed: ParsedArguments, takesTwoVersions: Bool = false) throws {
        files = try ScenarioFiles(parsed, takesTwoVersions: takesTwoVersions)
        userName = try parsed.text(.user) ?? Self.defaultUser
        isUserGiven = parsed.isGiven(.user)
        format = try Self.format.read(from: parsed)
        settings = try Self.simulation.settings(from: parsed, keepReplications: format.streamsReplications)
        maxEvents = try Self.simulation.maxEvents(from: parsed)
        people = try parsed.wholeNumber(PeopleOption.declaration, atLeast: 2, atMost: PeopleOption.maxPeople)
        replicationsGiven = parsed.isGiven(.replications)
    }
}
