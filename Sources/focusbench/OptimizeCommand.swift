import FocusCost
import FocusModel
import FocusOptimizer
import FocusReport
import FocusSimulation
import FocusStats
import Foundation

/// `focusbench optimize`: the fastest order that keeps the scenario's
/// constraints, measured against a reference order.
enum OptimizeCommand: CommandDeclaration {
    static let name = "optimize"
    static let abstract = "Find the fastest focus order that keeps the scenario's constraints"
    static let options = [
        OptionDeclaration.user.withHelp(RunOptions.userHelp("The user to optimise for")),
        OptionDeclaration.mix.withHelp("""
            Weighted users instead of --user, weights positive numbers
            (normalised to sum to 1), e.g. ios-switch-control=0.5,voiceover-expert=0.5
            """),
        OptionDeclaration.profiles.withHelp(RunOptions.profilesHelp),
        OptionDeclaration.reference.withHelp("The order to improve on (default: the scenario's first order)"),
        OptionDeclaration.method.withHelp("""
            auto, exact or heuristic; auto searches exactly when the problem
            is small enough (default: auto)
            """),
        OptionDeclaration.timeLimit.withHelp(
            "Seconds the heuristic search may take (default: \(Int(OptimizeOptions.defaultTimeLimit)))"),
        OptionDeclaration.seed.withHelp(SimulationOptions.seedHelp),
        OptionDeclaration.replications.withHelp("""
            Replications of the verification run, a whole number >= 2
            (default: \(OptimizeOptions.defaultVerificationReplications))
            """),
        OptimizeOptions.format.declaration,
        OptionDeclaration.writeOrder.withHelp("""
            Also write a copy of the scenario with the new order added as NAME,
            to SCENARIO with .json replaced by .optimized.json; the input file
            is never changed, and NAME must be a new order name
            """),
        OptionDeclaration.output.withHelp("With --write-order: where to write the copy instead (not SCENARIO)"),
    ]
    static let help = CommandHelp(
        usage: ["SCENARIO [--user PROFILE | --mix P=W,Q=V] [options]"],
        description: """
            Searches the orders that keep the scenario's "constraints" for the one with the lowest
            expected completion time (over the task and its "variants") for one user or a weighted
            mix of users. Small problems are searched exactly and proven optimal; large ones by a
            heuristic within --time-limit. The result is checked against the reference order by a
            fresh simulation on common random numbers. The text report ends with snippets that
            apply the order on iOS, Android and the web; progress goes to stderr on a terminal.
            """,
        examples: ["focusbench optimize scenarios/signup.json",
                   "focusbench optimize scenarios/checkout.json --mix ios-switch-control=0.5,voiceover-expert=0.5",
                   "focusbench optimize scenarios/signup.json --method heuristic --time-limit 5 --format json",
                   "focusbench optimize scenarios/signup.json --write-order fastest"])

    static func run(_ options: OptimizeOptions) throws {
        let path = options.files.scenarioPath
        let inputs = try ScenarioInputs(options.files)
        let scenario = inputs.scenario
        let mix = try options.mix.map { (user: try inputs.catalog.requiredProfile(named: $0.name), weight: $0.weight) }
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
        try StandardStreams.write(.optimization(summary), as: options.format)
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
            return CommandLineFailure.refusal(error, file: scenarioPath)
        case let error as CustomStringConvertible:
            return CommandLineFailure.badInput("\(scenarioPath): \(error.description)")
        default:
            return CommandLineFailure.runtime("\(error)")
        }
    }
}
