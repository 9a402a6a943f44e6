import FocusModel
import FocusSimulation

/// Runs the replications of one (scenario, order, profile) with the profile's
/// user model (`UserModelFactory`), and turns the model's refusal into a
/// `CostModelError`.
enum ModelRunner {
    struct Run {
        var output: MonteCarlo.Output
        var analytic: AnalyticMoments?

        /// Moves the completion times out, so that sorting them for quantiles
        /// does not copy tens of megabytes.
        mutating func takeTotals() -> [Double] {
            defer { output.totals = [] }
            return output.totals
        }
    }

    static func run(scenario: Scenario, order: String, profile: UserProfile,
                    settings: SimulationSettings, withClosedForm: Bool = true) throws -> Run {
        try refusingAsCostError {
            try UserModelFactory.model(for: profile).replicate(scenario: scenario, order: order, settings: settings,
                                                               withClosedForm: withClosedForm)
        }
    }

    /// Builds every model a run would use, without simulating.
    static func check(scenario: Scenario, order: String, profile: UserProfile) throws {
        try refusingAsCostError {
            try UserModelFactory.model(for: profile).check(scenario: scenario, order: order)
        }
    }

    static func closedForm(scenario: Scenario, order: String, profile: UserProfile) throws -> AnalyticMoments? {
        try refusingAsCostError {
            try UserModelFactory.model(for: profile).closedForm(scenario: scenario, order: order)
        }
    }

    private static func refusingAsCostError<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SimulationError {
            throw CostModelError.simulation(error)
        }
    }
}
