import FocusCost
import FocusModel
import FocusReport
import FocusRun
import Foundation

/// `focusbench report`: which cells to simulate, how, where the report goes,
/// and the performance budget.
struct ReportOptions: ParsableOptions {
    static let format = FormatOption(for: .reports, default: "html")
    static let simulation = SimulationOptions(
        replications: "Replications per cell, a whole number >= 2 (default: \(SimulationSettings.defaultReplications))",
        defaultReplications: SimulationSettings.defaultReplications,
        maxSeconds: "Simulated seconds after which a replication is capped\n"
            + "(default: \(Int(SimulationSettings.defaultMaxSeconds)))")

    /// Every scenario given; `scenarioPath` is the one being reported.
    var scenarioPaths: [String]
    var scenarioPath: String
    var profilesPath: String?
    /// Nil means every order of the scenario.
    var orders: [String]?
    /// Nil means the platform's users (`ShippedDefaults`).
    var users: [String]?
    var format: any OutputFormat
    /// Nil means stdout.
    var output: String?
    /// Nil means the first order.
    var baseline: String?
    var failIfSlowerPercent: Double?
    var againstPath: String?
    /// Another capture of the screen (`--before`), each user compared with it.
    var beforePath: String?
    var scenarioCheck: ScenarioIdentity.Check
    var settings: SimulationSettings
    /// The most simulated events a run may be estimated to handle (`--max-events`).
    var maxEvents: Double
    /// `--people`, when given (`PeopleOption`).
    var people: Int?
    var replicationsGiven: Bool

    init(_ parsed: ParsedArguments) throws {
        guard let first = parsed.positionals.first else { throw parsed.usageError("report expects a SCENARIO file") }
        scenarioPaths = parsed.positionals
        scenarioPath = first
        profilesPath = try parsed.text(.profiles)
        orders = try parsed.list(.orderList)
        users = try parsed.list(.userList)
        format = try Self.format.read(from: parsed)
        output = try OutputFile.checked(parsed.text(.output))
        baseline = try parsed.text(.baseline)
        againstPath = try parsed.text(.against)
        beforePath = try parsed.text(.before)
        scenarioCheck = try parsed.text(.scenarioCheck).map { value in
            guard let check = ScenarioIdentity.Check(rawValue: value) else {
                throw parsed.invalid(.scenarioCheck, value)
            }
            return check
        } ?? .same
        // Without a stored report nothing is checked, and a check asked for must not pass unseen.
        if parsed.isGiven(.scenarioCheck), againstPath == nil {
            throw parsed.usageError("--scenario-check goes with --against FILE (how the stored report must match)")
        }
        failIfSlowerPercent = try parsed.percentage(.failIfSlower)
        settings = try Self.simulation.settings(from: parsed, keepReplications: true)
        maxEvents = try Self.simulation.maxEvents(from: parsed)
        people = try parsed.wholeNumber(PeopleOption.declaration, atLeast: 2, atMost: PeopleOption.maxPeople)
        replicationsGiven = parsed.isGiven(.replications)
    }
}

extension OptionDeclaration {
    /// Several orders, as `report` takes them.
    static let orderList = OptionDeclaration(name: "--orders", valueName: "A,B,...",
                                             expects: "order names separated by commas, such as 'visual,passwordFirst'")
    static let baseline = OptionDeclaration(name: "--baseline", valueName: "ORDER", expects: "an order name")
    static let failIfSlower = OptionDeclaration(name: "--fail-if-slower", valueName: "PCT",
                                                expects: "a percentage >= 0, such as 5")
    static let against = OptionDeclaration(name: "--against", valueName: "FILE",
                                           expects: "a report written earlier with --format json")
    static let before = OptionDeclaration(name: "--before", valueName: "FILE",
                                          expects: "another capture of the screen, a scenario file")
    static let scenarioCheck = OptionDeclaration(name: "--scenario-check", valueName: "HOW",
                                                 expects: ScenarioIdentity.Check.allCases.map(\.rawValue).joinedWithOr)
        .withChoices(ScenarioIdentity.Check.allCases.map(\.rawValue))
}

extension ParsedArguments {
    /// "5" or "5%": a percentage, zero or more.
    func percentage(_ option: OptionDeclaration) throws -> Double? {
        guard let value = values[option.name] else { return nil }
        let number = DecimalNumber.parse(value.hasSuffix("%") ? String(value.dropLast()) : value)
        guard let number, number.isFinite, number >= 0 else { throw invalid(option, value) }
        return number
    }
}
