import FocusCost
import FocusModel
import FocusReport
import FocusSimulation
import FocusTuning

/// `focusbench tune`: the scan settings that minimise one user's completion time.
enum TuneCommand: CommandDeclaration {
    static let name = "tune"
    static let abstract = "Find the scan interval and first-item pause that minimise a switch user's time"
    static let options = [
        OptionDeclaration.order.withHelp("The focus order (default: the scenario's first order)"),
        OptionDeclaration.user.withHelp("The switch profile to tune (default: \(RunOptions.defaultUser))"),
        OptionDeclaration.profiles.withHelp("A JSON object of named profiles, e.g. from calibrate --output"),
        OptionDeclaration.parameter.withHelp("""
            scanInterval, firstItemPause or scanInterval,firstItemPause
            (default: scanInterval)
            """),
        OptionDeclaration.range.withHelp("""
            Seconds to search, one range per parameter separated by a comma
            (default: 0.3:3 for scanInterval, 0:2 for firstItemPause)
            """),
        OptionDeclaration.objective.withHelp("mean or p90 (default: mean)"),
        OptionDeclaration.maxMissRate.withHelp("""
            Only settings that pass over at most this share of target
            highlights, e.g. 0.1 (Lesher et al.'s criterion; default: none)
            """),
    ] + TuneOptions.simulation.declarations
        + [PeopleOption.declaration, TunePeople.maxShareDeclaration, TuneOptions.format.declaration]
    static let help = CommandHelp(
        usage: ["SCENARIO [--order NAME] [--user PROFILE] [options]"],
        description: """
            Finds the scan setting that minimises a switch user's completion time on the scenario's
            task: GSL's Brent minimiser for one parameter, the Nelder-Mead simplex for both, on the
            closed form where the model has one (no loop limit, no false activations) and otherwise
            on simulation with common random numbers (the same seed for every setting). Reports the
            optimum, the curve on a grid (mean, p90, miss rate, false activations), the current
            setting and the .65 rule's setting (reaction-time mean / 0.65). Settings at which the
            user can never press in time are never recommended. Automatic switch scanning only
            (mode item, group or rowColumn).
            """,
        examples: [
            "focusbench tune scenarios/signup.json --user android-switch-access",
            "focusbench tune scenarios/signup.json --user switch-novice --max-miss-rate 0.1 --format json",
            "focusbench tune scenarios/signup.json --parameter scanInterval,firstItemPause --range 0.4:2.5,0:1.5",
        ])

    static func run(_ options: TuneOptions) throws {
        let path = options.files.scenarioPath
        let inputs = try ScenarioInputs(options.files)
        let scenario = inputs.scenario
        let user = try inputs.catalog.requiredProfile(named: options.userName)
        let order = options.order ?? scenario.orders[0].name
        guard scenario.order(named: order) != nil else {
            throw CommandLineFailure.badInput("\(path): --order: "
                + SimulationError.unknownOrder(order, available: scenario.orders.map(\.name)).description)
        }
        let request = TuningRequest(scenario: scenario, order: order, user: user, parameters: options.parameters,
                                    ranges: options.ranges, objective: options.objective,
                                    maxMissRate: options.maxMissRate, settings: options.settings)
        let result: TuningResult
        do {
            if try TunePeople.runIfPopulation(options, request: request) { return }
            result = try Tuner.tune(request)
        } catch let error as TuningError {
            if case .noFeasibleSetting = error {
                throw CommandLineFailure.badInput("\(path): user '\(user.name)': \(error)")
            }
            if case .everySettingCapped = error {
                throw CommandLineFailure.runtime("\(path): user '\(user.name)': \(error)")
            }
            throw CommandLineFailure.badInput(error.description)
        } catch {
            throw OptimizeCommand.failure(error, scenarioPath: path)
        }
        try StandardStreams.write(.tuning(result), as: options.format)
    }
}
