import FocusCost
import FocusModel
import FocusReport

/// The runs behind a report's people section (`ReportPeopleRow`).
public enum ReportPeopleRun {
    /// Runs `people` people of every population among `users` on every order;
    /// `settings.replications` is per person.
    public static func make(scenario: Scenario, orders: [String], baseline: String, users: [NamedProfile],
                            people: Int, settings: SimulationSettings) throws -> [ReportPeopleRow] {
        var settings = settings
        settings.keepReplications = false
        var rows: [ReportPeopleRow] = []
        for user in users where user.people != nil {
            let others = orders.filter { $0 != baseline }
            if others.isEmpty {
                let run = try CostModel.simulate(scenario: scenario, order: baseline, population: user, people: people,
                                                 settings: settings)
                rows.append(ReportPeopleRow(user: user.name, order: baseline, people: run.people))
                continue
            }
            var baselineRow: ReportPeopleRow?
            var orderRows: [ReportPeopleRow] = []
            for order in others {
                let comparison = try CostModel.compare(scenario: scenario, a: Arm(order: order, user: user),
                                                       b: Arm(order: baseline, user: user), people: people,
                                                       settings: settings)
                baselineRow = ReportPeopleRow(user: user.name, order: baseline, people: comparison.peopleB)
                orderRows.append(ReportPeopleRow(user: user.name, order: order, people: comparison.peopleA,
                                                 baseline: baseline, shareFaster: comparison.shareAFaster,
                                                 personDifference: comparison.personDifference))
            }
            rows += [baselineRow!] + orderRows
        }
        return rows
    }
}
