import FocusCost
import FocusModel
import FocusOptimizer
import FocusReport
import FocusSimulation
import FocusStats
import Foundation

/// `focusbench optimize`: the fastest order that keeps the scenario's
/// constraints, measured against a reference order.
enum OptimizeCommand {
    static func run(_ options: OptimizeOptions) throws {
        let path = options.scenarioPath
        let scenario = try ScenarioLoader.load(contentsOf: path)
        let catalog = try ProfileCatalog.forScenario(scenario, profilesFile: options.profilesPath)
        let mix = try options.mix.map { entry in
            guard let profile = catalog.profile(named: entry.name) else {
                throw CommandLineFailure.badInput(catalog.unknownProfileMessage(entry.name))
            }
            return (user: profile, weight: entry.weight)
        }
        // The loader refuses a scenario without orders, so there is a first one.
        let reference = options.reference ?? scenario.orders[0].name
        guard let referenceOrder = scenario.order(named: reference) else {
            throw CommandLineFailure.badInput("\(path): --reference: "
                + SimulationError.unknownOrder(reference, available: scenario.orders.map(\.name)).description)
        }
        // Refuse a bad destination now rather than after a long search.
        let destination = try options.writeOrder.map {
            try OrderDestination(name: $0, scenarioPath: path, output: options.output, scenario: scenario)
        }

        let progress = ProgressLine.onTerminal()
        var report: (@Sendable (OptimizationProgress) -> Void)?
        if let progress { report = { progress.show($0) } }
        let request = OptimizationRequest(
            scenario: scenario, mix: mix, reference: reference, method: options.method,
            timeLimit: options.timeLimit, seed: options.seed,
            verificationReplications: options.verificationReplications,
            progress: report)
        let result: OptimizationResult
        do {
            defer { progress?.clear() }
            result = try Optimizer.optimize(request)
        } catch {
            throw failure(error, scenarioPath: path)
        }

        let written = try destination?.write(result.order)
        let totalWeight = options.mix.reduce(0) { $0 + $1.weight }
        let summary = OptimizationReport(
            scenarioName: scenario.name, referenceOrder: referenceOrder.elementIDs,
            mix: options.mix.map { .init(user: $0.name, weight: $0.weight / totalWeight) },
            seed: options.seed, verificationReplications: options.verificationReplications,
            result: result, written: written)
        switch options.format {
        case .json: StandardStreams.write(OptimizationJSON.value(of: summary).serialized(pretty: true) + "\n")
        default: StandardStreams.write(OptimizationText.render(summary))
        }
    }

    /// What the search threw, as a command-line failure: refusals of the
    /// input (constraints that cannot all hold, a target a user can never
    /// reach) are bad input naming the file; numerical failures are runtime ones.
    static func failure(_ error: any Error, scenarioPath: String) -> any Error {
        switch error {
        case is CommandLineFailure, is InputError:
            return error
        case let error as GSLError:
            return CommandLineFailure.runtime(error.description)
        case let error as OptimizerError:
            // Running out of search budget says nothing against the input.
            if case .noFeasibleOrderFound = error { return CommandLineFailure.runtime("\(scenarioPath): \(error)") }
            return CommandLineFailure.badInput("\(scenarioPath): \(error)")
        case let error as CostModelError:
            if case .invalidSettings = error { return CommandLineFailure.badInput(error.description) }
            return CommandLineFailure.badInput("\(scenarioPath): \(error)")
        case let error as CustomStringConvertible:
            return CommandLineFailure.badInput("\(scenarioPath): \(error.description)")
        default:
            return CommandLineFailure.runtime("\(error)")
        }
    }
}
