import FocusModel
import FocusSimulation
import FocusStats

/// Why a cost estimate could not be made.
public enum CostModelError: Error, CustomStringConvertible, Sendable {
    case invalidSettings(String)
    case simulation(SimulationError)

    public var description: String {
        switch self {
        case let .invalidSettings(message): message
        case let .simulation(error): error.description
        }
    }
}

/// Monte Carlo estimates of completion times, and comparisons of orders.
public enum CostModel {
    /// Estimates the completion time of `order` for `user`.
    public static func simulate(scenario: Scenario, order: String, user: NamedProfile,
                                settings: SimulationSettings) throws -> Estimate {
        var run = try runReplications(scenario: scenario, order: order, user: user, settings: settings)
        var totals = run.takeTotals()
        return estimate(from: run, totals: &totals, scenario: scenario, order: order, user: user, settings: settings)
    }

    /// Compares two orders for one user with common random numbers:
    /// replication i of both orders draws from the same stream.
    public static func compare(scenario: Scenario, orders: (String, String), user: NamedProfile,
                               settings: SimulationSettings) throws -> Comparison {
        var runA = try runReplications(scenario: scenario, order: orders.0, user: user, settings: settings)
        var runB = try runReplications(scenario: scenario, order: orders.1, user: user, settings: settings)
        var totalsA = runA.takeTotals()
        var totalsB = runB.takeTotals()
        let difference = PairedDifferences.of(totalsA, minus: totalsB)
        let a = estimate(from: runA, totals: &totalsA, scenario: scenario, order: orders.0, user: user,
                         settings: settings)
        let b = estimate(from: runB, totals: &totalsB, scenario: scenario, order: orders.1, user: user,
                         settings: settings)
        return Comparison(a: a, b: b, difference: difference)
    }

    private struct Run {
        var output: MonteCarlo.Output
        var analytic: AnalyticMoments?

        /// Moves the completion times out, so that sorting them for quantiles
        /// does not copy tens of megabytes.
        mutating func takeTotals() -> [Double] {
            defer { output.totals = [] }
            return output.totals
        }
    }

    private static func runReplications(scenario: Scenario, order: String, user: NamedProfile,
                                        settings: SimulationSettings) throws -> Run {
        try validate(settings)
        switch user.profile {
        case let .switchScanning(profile):
            let model: SwitchScanningModel
            do {
                model = try SwitchScanningModel(scenario: scenario, orderName: order, profile: profile)
            } catch let error as SimulationError {
                throw CostModelError.simulation(error)
            }
            let output = MonteCarlo.run(SwitchScanningSimulator(model: model), settings: settings)
            return Run(output: output, analytic: LinearScanClosedForm.moments(of: model))
        }
    }

    private static func validate(_ settings: SimulationSettings) throws {
        guard settings.replications >= 2 else {
            throw CostModelError.invalidSettings("replications must be at least 2, got \(settings.replications)")
        }
        guard settings.maxSeconds > 0, settings.maxSeconds.isFinite else {
            throw CostModelError.invalidSettings("max-seconds must be a positive number, got \(settings.maxSeconds)")
        }
    }

    private static func estimate(from run: Run, totals: inout [Double], scenario: Scenario, order: String,
                                 user: NamedProfile, settings: SimulationSettings) -> Estimate {
        let n = Double(totals.count)
        let sums = run.output.breakdownSums
        let breakdown = TimeBreakdown(waiting: sums.waiting / n, reacting: sums.reacting / n,
                                      errors: sums.errors / n, activation: sums.activation / n,
                                      entry: sums.entry / n)
        let summary = Statistics.summarize(sortingInPlace: &totals)
        return Estimate(scenario: scenario.name, order: order, user: user.name, settings: settings,
                        summary: summary, breakdown: breakdown, counts: run.output.counts,
                        analytic: run.analytic, elapsedSeconds: run.output.elapsedSeconds,
                        records: run.output.records)
    }
}
