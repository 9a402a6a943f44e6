import FocusCost
import FocusReport

/// `focusbench simulate`: the completion time of one order.
enum SimulateCommand: CommandDeclaration {
    static let name = "simulate"
    static let abstract = "Estimate the completion time of one focus order"
    static let options = [OptionDeclaration.order.withHelp(
        """
        The focus order to simulate (default: the order the user follows as
        shipped, the scenario's "follows"; without it the first order)
        """)] + RunOptions.declarations
    static let help = CommandHelp(
        usage: ["SCENARIO [options]"],
        description: """
            Estimates how long the user takes to do the scenario's task when focus follows one order:
            completion-time statistics, where the time goes, and misses, false activations, scan
            restarts and capped replications.
            """,
        examples: ["focusbench simulate scenarios/signup.json --order passwordFirst --user switch-novice --seed 7"])

    static func run(_ options: SimulateOptions) throws {
        let inputs = try RunInputs(options.run)
        var notes: [String] = []
        let order = options.order ?? ShippedDefaults.order(for: inputs.user, in: inputs.scenario, notes: &notes)
        try simulate(options, inputs, order: order)
        ShippedDefaults.print(notes)
    }

    private static func simulate(_ options: SimulateOptions, _ inputs: RunInputs, order: String) throws {
        if let people = try PeopleOption.people(for: inputs.user, given: options.run.people) {
            let settings = try PeopleOption.perPerson(options.run.settings, replicationsGiven: options.run.replicationsGiven,
                                                      people: people)
            guard options.run.format.streamsReplications else {
                let population = try inputs.costModel {
                    try CostModel.simulate(scenario: inputs.scenario, order: order, population: inputs.user,
                                           people: people, settings: settings)
                }
                return try inputs.print(.populationEstimate(population))
            }
            // The rows are written as the people run, a batch of people at a time.
            _ = try inputs.costModel {
                try CostModel.simulate(scenario: inputs.scenario, order: order, population: inputs.user, people: people,
                                       settings: settings,
                                       streamingRecords: inputs.peopleCSVRows(replicationsPerPerson: settings.replications))
            }
            return
        }
        let estimate = try inputs.costModel {
            try WorkBudget.check(inputs.scenario, arms: [Arm(order: order, user: inputs.user)],
                                 settings: options.run.settings, budget: options.run.maxEvents)
            guard options.run.format.streamsReplications else {
                return try CostModel.simulate(scenario: inputs.scenario, order: order, user: inputs.user,
                                              settings: options.run.settings)
            }
            // The rows are written as the replications run, a block at a time.
            return try CostModel.simulate(scenario: inputs.scenario, order: order, user: inputs.user,
                                          settings: options.run.settings, streamingRecords: inputs.csvRows)
        }
        if !options.run.format.streamsReplications { try inputs.print(.estimate(estimate)) }
    }
}

struct SimulateOptions: ParsableOptions {
    var run: RunOptions
    /// Nil means the scenario's first order.
    var order: String?

    init(_ parsed: ParsedArguments) throws {
        run = try RunOptions(parsed)
        order = try parsed.text(.order)
    }
}
