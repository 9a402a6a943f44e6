import FocusCost
import FocusModel

/// Each (order, user) cell of one scenario simulated once, whichever budgets
/// ask for it; all cells use the same seed, so orders are compared on common
/// random numbers.
struct CheckCellCache {
    let scenario: Scenario
    let settings: SimulationSettings
    private var estimates: [String: Estimate] = [:]

    init(scenario: Scenario, settings: SimulationSettings) {
        self.scenario = scenario
        self.settings = settings
    }

    mutating func estimate(order: String, user: NamedProfile) throws -> Estimate {
        let key = order + "\u{0}" + user.name
        if let known = estimates[key] { return known }
        let estimate = try CostModel.simulate(scenario: scenario, order: order, user: user, settings: settings)
        estimates[key] = estimate
        return estimate
    }
}
