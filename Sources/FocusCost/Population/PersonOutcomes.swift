import FocusModel
import FocusStats

/// Each person's mean time and miss rate on one order: what tuning for a
/// population weighs, setting by setting.
public struct PersonOutcomes: Sendable, Equatable {
    /// In person order; NaN for a person who cannot finish.
    public var means: [Double]
    /// Target highlights passed over per target highlight, per person; NaN for a person who cannot finish.
    public var missRates: [Double]
    /// The people who cannot finish at these settings, in person order.
    public var cannotFinish: [PersonWhoCannotFinish]
}

extension CostModel {
    /// Runs each of `people` (profiles already drawn) `settings.replications`
    /// times on the streams a population run gives them, and returns each
    /// person's mean and miss rate. Running the same people at another
    /// setting with the same seed reuses their random numbers. People who
    /// can never finish at these settings are not run; throws when fewer
    /// than two can finish.
    public static func personOutcomes(scenario: Scenario, order: String, people: [UserProfile],
                                      settings: SimulationSettings) throws -> PersonOutcomes {
        let screened = try PopulationRun.screen(scenario: scenario, orders: [order],
                                                drawn: .init(profiles: people, values: [], keys: []),
                                                settings: settings)
        let outputs = try PopulationRun.outputs(scenario: scenario, order: order, people: people, settings: settings,
                                                typing: screened.pools, running: screened.finishing)
        var means = [Double](repeating: .nan, count: people.count)
        var missRates = means
        for (person, output) in zip(screened.finishing, outputs) {
            means[person] = output.totals.reduce(0, +) / Double(output.totals.count)
            let attempts = output.stepTallies.reduce(0) { $0 + $1.attempts }
            let misses = output.stepTallies.reduce(0) { $0 + $1.misses }
            missRates[person] = attempts > 0 ? Double(misses) / Double(attempts) : 0
        }
        return PersonOutcomes(means: means, missRates: missRates, cannotFinish: screened.cannotFinish)
    }

    /// The profiles of `count` people of the population `user`, drawn from the
    /// seed as a population run draws them.
    public static func drawPeople(of user: NamedProfile, count: Int, seed: UInt64) -> [UserProfile] {
        PopulationRun.people(of: user, count: count, seed: seed)
    }
}
