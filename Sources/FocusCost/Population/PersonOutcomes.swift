import FocusModel
import FocusStats

/// Each person's mean time and miss rate on one order: what tuning for a
/// population weighs, setting by setting.
public struct PersonOutcomes: Sendable, Equatable {
    /// In person order.
    public var means: [Double]
    /// Target highlights passed over per target highlight, per person.
    public var missRates: [Double]
}

extension CostModel {
    /// Runs each of `people` (profiles already drawn) `settings.replications`
    /// times on the streams a population run gives them, and returns each
    /// person's mean and miss rate. Running the same people at another
    /// setting with the same seed reuses their random numbers.
    public static func personOutcomes(scenario: Scenario, order: String, people: [UserProfile],
                                      settings: SimulationSettings) throws -> PersonOutcomes {
        let outputs = try PopulationRun.outputs(scenario: scenario, order: order, people: people, settings: settings)
        return PersonOutcomes(
            means: outputs.map { $0.totals.reduce(0, +) / Double($0.totals.count) },
            missRates: outputs.map { output in
                let attempts = output.stepTallies.reduce(0) { $0 + $1.attempts }
                let misses = output.stepTallies.reduce(0) { $0 + $1.misses }
                return attempts > 0 ? Double(misses) / Double(attempts) : 0
            })
    }

    /// The profiles of `count` people of the population `user`, drawn from the
    /// seed as a population run draws them.
    public static func drawPeople(of user: NamedProfile, count: Int, seed: UInt64) -> [UserProfile] {
        PopulationRun.people(of: user, count: count, seed: seed)
    }
}
