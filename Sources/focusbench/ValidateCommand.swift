import FocusModel

/// `focusbench validate`: reads a scenario with the same strict checks as
/// the other commands and says what it holds.
enum ValidateCommand: CommandDeclaration {
    static let name = "validate"
    static let abstract = "Check a scenario file and summarise it"
    static let options: [OptionDeclaration] = []
    static let help = CommandHelp(
        usage: ["SCENARIO"],
        description: """
            Reads a scenario with the same strict checks as simulate and compare, checks that no
            order runs focus into a trap without an exit before a task target, and prints
            "<file>: valid (N elements, orders: ...; task of K steps)". A problem is reported as
            one line naming the file, the JSON path and what is wrong, with exit status 2.
            """,
        examples: ["focusbench validate scenarios/checkout.json"])

    static func run(_ options: ValidateOptions) throws {
        let scenario = try ScenarioLoader.load(contentsOf: options.scenarioPath)
        try ScenarioLoader.checkTrapsLetTheTaskFinish(scenario, file: options.scenarioPath)
        let steps = scenario.task.count
        let orders = scenario.orders.map(\.name).joined(separator: ", ")
        StandardStreams.write("\(options.scenarioPath): valid (\(scenario.elements.count) elements, "
            + "orders: \(orders); task of \(steps) step\(steps == 1 ? "" : "s"))\n")
    }
}

struct ValidateOptions: ParsableOptions {
    var scenarioPath: String

    init(_ parsed: ParsedArguments) throws {
        scenarioPath = try parsed.singlePositional("SCENARIO")
    }
}
