import FocusCost
import FocusModel
import FocusSimulation
import FocusStats

/// Runs one cell through the cost model's own entry points
/// (`CostModel.simulate` and `compare`, with or without people), so a cell
/// gives the numbers `focusbench simulate` and `compare` give for the same
/// profile and seed.
package struct CellRun {
    let plan: SweepPlan
    let cell: SweepCell

    /// What one order of the cell gave.
    private struct Outcome {
        var estimate: Estimate
        var people: PeopleSummary?
        /// This order minus the cell's first feasible order, paired.
        var difference: PairedDifference?
        var shareFaster: Proportion?
    }

    func rows(settings base: SimulationSettings) throws -> [SweepRow] {
        let scenario = plan.scenarios[cell.scenarioIndex].scenario
        let profile = plan.profiles[cell.index]
        let orders = plan.orders(ofScenario: cell.scenarioIndex)
        var refusals: [String: String] = [:]
        for order in orders {
            do {
                try CostModel.checkFeasible(scenario: scenario, order: order, user: profile)
            } catch let error as CostModelError where error.settingCannotFinish {
                refusals[order] = error.description
            }
        }
        var feasible = orders.filter { refusals[$0] == nil }
        var outcomes: [String: Outcome] = [:]
        do {
            outcomes = try run(feasible, scenario: scenario, profile: profile, settings: settings(base))
            // An order none of whose replications finished within the cap has no time to report,
            // only a bound; the others run again without it, so their differences are against
            // an order that has one.
            let capped = feasible.filter { outcomes[$0].map(Self.everyReplicationCapped) ?? false }
            if !capped.isEmpty {
                for order in capped { refusals[order] = Self.cappedReason(plan.spec.maxSeconds) }
                feasible.removeAll { capped.contains($0) }
                outcomes = try run(feasible, scenario: scenario, profile: profile, settings: settings(base))
            }
        } catch let error as CostModelError where error.settingCannotFinish {
            // Typing that never finishes refuses the profile, whatever the order.
            for order in feasible { refusals[order] = error.description }
        }
        let fastest = Self.fastestColumn(orders.compactMap { order in
            outcomes[order].map { (order: order, mean: $0.estimate.summary.mean, capped: $0.estimate.counts.capped > 0) }
        })
        return orders.map { order in
            row(order: order, outcome: outcomes[order], refusal: refusals[order], versus: feasible.first,
                fastest: fastest[order] ?? .null)
        }
    }

    private static func everyReplicationCapped(_ outcome: Outcome) -> Bool {
        outcome.estimate.summary.count > 0 && outcome.estimate.counts.capped >= outcome.estimate.summary.count
    }

    private static func cappedReason(_ maxSeconds: Double) -> String {
        "every replication reached the time cap of \(SweepCell.text(.number(maxSeconds))) s (--max-seconds) before "
            + "finishing the task: the time is only known to be longer"
    }

    /// The share of replications stopped at the time cap: the mean counts
    /// them at the cap, so it is a lower bound when this is above 0.
    private static func cappedRate(_ estimate: Estimate) -> Double? {
        estimate.summary.count > 0 ? Double(estimate.counts.capped) / Double(estimate.summary.count) : nil
    }

    /// The `fastest` column of a cell's rows with results, by order: true
    /// for the order with the lowest mean (on a tie the first given, so a tie
    /// goes to the reference order) and false for the others; null in every
    /// row when that mean is a lower bound (`LowestMean`), as then no order
    /// can be named.
    package static func fastestColumn(_ orders: [(order: String, mean: Double, capped: Bool)]) -> [String: JSONValue] {
        let lowest = LowestMean.of(orders.map { (mean: $0.mean, capped: $0.capped) })
        return Dictionary(uniqueKeysWithValues: orders.enumerated().map { index, item in
            (item.order, lowest?.fastest.map { JSONValue.bool($0 == index) } ?? .null)
        })
    }

    private func settings(_ base: SimulationSettings) -> SimulationSettings {
        var settings = base
        settings.replications = plan.spec.replications
        settings.seed = cell.seed
        settings.maxSeconds = plan.spec.maxSeconds
        settings.keepReplications = false
        return settings
    }

    private func run(_ orders: [String], scenario: Scenario, profile: NamedProfile,
                     settings: SimulationSettings) throws -> [String: Outcome] {
        guard let first = orders.first else { return [:] }
        let people = plan.spec.people
        guard orders.count > 1 else {
            if let people {
                let run = try CostModel.simulate(scenario: scenario, order: first, population: profile, people: people,
                                                 settings: settings)
                return [first: Outcome(estimate: run.estimate, people: run.people)]
            }
            return [first: Outcome(estimate: try CostModel.simulate(scenario: scenario, order: first, user: profile,
                                                                    settings: settings))]
        }
        // Each later order against the first, on the same streams.
        var outcomes: [String: Outcome] = [:]
        let baseline = Arm(order: first, user: profile)
        for order in orders.dropFirst() {
            let arm = Arm(order: order, user: profile)
            if let people {
                let run = try CostModel.compare(scenario: scenario, a: arm, b: baseline, people: people, settings: settings)
                outcomes[order] = Outcome(estimate: run.comparison.a, people: run.peopleA,
                                          difference: run.comparison.difference, shareFaster: run.shareAFaster)
                outcomes[first] = outcomes[first] ?? Outcome(estimate: run.comparison.b, people: run.peopleB)
            } else {
                let run = try CostModel.compare(scenario: scenario, a: arm, b: baseline, settings: settings)
                outcomes[order] = Outcome(estimate: run.a, difference: run.difference)
                outcomes[first] = outcomes[first] ?? Outcome(estimate: run.b)
            }
        }
        return outcomes
    }

    private func row(order: String, outcome: Outcome?, refusal: String?, versus: String?,
                     fastest: JSONValue) -> SweepRow {
        var values: [String: JSONValue] = [
            SweepColumn.scenario: .string(plan.spec.scenarios[cell.scenarioIndex].name),
            SweepColumn.cell: .number(Double(cell.index)),
            SweepColumn.seed: .number(Double(cell.seed)),
            SweepColumn.order: .string(order),
            SweepColumn.status: .string(outcome == nil ? SweepColumn.infeasible : SweepColumn.feasible),
            SweepColumn.reason: refusal.map(JSONValue.string) ?? .null,
        ]
        for (key, value) in zip(plan.spec.varied, cell.values) { values[key.key] = value }
        if plan.orders(ofScenario: cell.scenarioIndex).count > 1, let versus { values[SweepColumn.versus] = .string(versus) }
        guard let outcome else { return plan.layout.row(cell: cell.index, values) }
        let summary = outcome.estimate.summary
        let breakdown = outcome.estimate.breakdown
        values[SweepColumn.replications] = number(Double(summary.count))
        values[SweepColumn.mean] = number(summary.mean)
        values[SweepColumn.ciLow] = number(summary.ci95.low)
        values[SweepColumn.ciHigh] = number(summary.ci95.high)
        values[SweepColumn.sd] = number(summary.sd)
        values[SweepColumn.p90] = number(summary.p90)
        values[SweepColumn.missRate] = number(missRate(outcome.estimate))
        values[SweepColumn.cappedRate] = number(Self.cappedRate(outcome.estimate))
        for category in TimeCategory.allCases where breakdown.total > 0 {
            values[SweepColumn.sharePrefix + category.name] = number(breakdown[category] / breakdown.total)
        }
        let difference = outcome.difference
        values[SweepColumn.difference] = number(difference?.mean)
        values[SweepColumn.differenceLow] = number(difference?.ci95.low)
        values[SweepColumn.differenceHigh] = number(difference?.ci95.high)
        values[SweepColumn.pValue] = number(difference?.pValue)
        values[SweepColumn.fastest] = fastest
        if let people = outcome.people {
            values[SweepColumn.people] = number(Double(people.count))
            values[SweepColumn.personMeanP10] = number(people.personMean.p10)
            values[SweepColumn.personMeanP50] = number(people.personMean.p50)
            values[SweepColumn.personMeanP90] = number(people.personMean.p90)
            values[SweepColumn.shareOfPeopleFaster] = number(outcome.shareFaster?.estimate)
            values[SweepColumn.peopleWhoCannotFinish] = number(Double(people.cannotFinish.count))
        }
        return plan.layout.row(cell: cell.index, values)
    }

    /// Misses over attempts, all targets together; nil when nothing was attempted.
    private func missRate(_ estimate: Estimate) -> Double? {
        let attempts = estimate.targets.reduce(0) { $0 + $1.attemptsPerReplication }
        let misses = estimate.targets.reduce(0) { $0 + $1.missesPerReplication }
        return attempts > 0 ? misses / attempts : nil
    }

    private func number(_ value: Double?) -> JSONValue {
        JSONValue.number(orNull: value.flatMap { $0.isFinite ? $0 : nil })
    }
}
