import FocusCost
import FocusModel

/// Refuses, before the real run, a run that would take hours: a few pilot
/// replications of every arm measure the events a replication handles, and
/// events per replication times replications is compared with the budget.
/// The pilot's numbers are thrown away, so the run's own are unchanged.
enum WorkBudget {
    /// About a minute for the fastest simulators and the sign-up form, a few
    /// minutes for the slowest per event (item scanning that misses at every pass).
    static let defaultEvents = 200_000_000.0
    static let pilotReplications = 16

    static func check(_ scenario: Scenario, arms: [Arm], settings: SimulationSettings, budget: Double) throws {
        guard settings.replications > pilotReplications else { return }
        var pilot = settings
        pilot.replications = pilotReplications
        pilot.keepReplications = false
        var perReplication = 0.0
        for arm in arms {
            let estimate = try CostModel.simulate(scenario: scenario, order: arm.order, user: arm.user, settings: pilot)
            perReplication += Double(estimate.counts.events) / Double(pilotReplications)
        }
        let total = perReplication * Double(settings.replications)
        try enforce(events: total, measured: "about \(rounded(perReplication)) per replication, measured on "
                        + "\(pilotReplications), times \(settings.replications) replications", budget: budget)
    }

    /// Refuses `total` estimated events over `budget`; `measured` says how the estimate was made.
    static func enforce(events total: Double, measured: String, budget: Double) throws {
        guard total > budget else { return }
        throw CommandLineFailure.badInput(
            "this run would handle about \(rounded(total)) simulated events (\(measured)), "
                + "more than the limit of \(rounded(budget)): use fewer --replications, or raise --max-events")
    }

    private static func rounded(_ value: Double) -> String {
        value < 1e6 ? String(Int(value.rounded())) : String(format: "%.2g", value)
    }
}
