import FocusCost
import FocusModel
import FocusReport
import FocusSimulation
import FocusTuning

/// `focusbench tune`: the scan settings that minimise one user's completion time.
enum TuneCommand {
    static func run(_ options: TuneOptions) throws {
        let path = options.scenarioPath
        let scenario = try ScenarioLoader.load(contentsOf: path)
        let catalog = try ProfileCatalog.forScenario(scenario, profilesFile: options.profilesPath)
        guard let user = catalog.profile(named: options.userName) else {
            throw CommandLineFailure.badInput(catalog.unknownProfileMessage(options.userName))
        }
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
            result = try Tuner.tune(request)
        } catch let error as TuningError {
            if case .noFeasibleSetting = error {
                throw CommandLineFailure.badInput("\(path): user '\(user.name)': \(error)")
            }
            throw CommandLineFailure.badInput(error.description)
        } catch {
            throw OptimizeCommand.failure(error, scenarioPath: path)
        }
        switch options.format {
        case .json: StandardStreams.write(TuningJSON.value(of: result).serialized(pretty: true) + "\n")
        default: StandardStreams.write(TuningText.render(result))
        }
    }
}
