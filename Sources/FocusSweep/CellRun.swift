import FocusCost
import FocusModel
import FocusSimulation
import FocusStats

/// Runs one cell through the cost model's own entry points
/// (`CostModel.simulate` and `compare`, with or without people), so a cell
/// gives the numbers `focusbench simulate` and `compare` give for the same
/// profile and seed.
struct CellRun {
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
        let feasible = orders.filter { refusals[$0] == nil }
        var outcomes: [String: Outcome] = [:]
        do {
            outcomes = try run(feasible, scenario: scenario, profile: profile, settings: settings(base))
        } catch let error as CostModelError where error.settingCannotFinish {
            // Typing that never finishes refuses the profile, whatever the order.
            for order in feasible { refusals[order] = error.description }
        }
        let fastest = outcomes.min { ($0.value.estimate.summary.mean, $0.key) < ($1.value.estimate.summary.mean, $1.key) }?.key
        return orders.map { order in
            row(order: order, outcome: outcomes[order], refusal: refusals[order], versus: feasible.first,
                fastest: fastest)
        }
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
                     fastest: String?) -> SweepRow {
        var columns: [(key: String, value: JSONValue)] = [
            (key: SweepColumn.scenario, value: .string(plan.spec.scenarios[cell.scenarioIndex].name)),
            (key: SweepColumn.cell, value: .number(Double(cell.index))),
            (key: SweepColumn.seed, value: .number(Double(cell.seed))),
        ]
        columns += zip(plan.spec.varied, cell.values).map { (key: $0.key, value: $1) }
        columns += [
            (key: SweepColumn.order, value: .string(order)),
            (key: SweepColumn.status, value: .string(outcome == nil ? SweepColumn.infeasible : SweepColumn.feasible)),
            (key: SweepColumn.reason, value: refusal.map(JSONValue.string) ?? .null),
        ]
        let estimate = outcome?.estimate
        let summary = estimate?.summary
        let breakdown = estimate?.breakdown
        columns += [
            (key: "replications", value: number(summary.map { Double($0.count) })),
            (key: SweepColumn.mean, value: number(summary?.mean)),
            (key: SweepColumn.ciLow, value: number(summary?.ci95.low)),
            (key: SweepColumn.ciHigh, value: number(summary?.ci95.high)),
            (key: "sd", value: number(summary?.sd)),
            (key: "p90", value: number(summary?.p90)),
            (key: "missRate", value: number(estimate.flatMap(missRate))),
        ]
        columns += TimeCategory.allCases.map { category in
            (key: "share." + category.name,
             value: number(breakdown.flatMap { $0.total > 0 ? $0[category] / $0.total : nil }))
        }
        let difference = outcome?.difference
        columns += [
            (key: SweepColumn.versus, value: (plan.orders(ofScenario: cell.scenarioIndex).count > 1 ? versus : nil)
                .map(JSONValue.string) ?? .null),
            (key: SweepColumn.difference, value: number(difference?.mean)),
            (key: SweepColumn.differenceLow, value: number(difference?.ci95.low)),
            (key: SweepColumn.differenceHigh, value: number(difference?.ci95.high)),
            (key: "pValue", value: number(difference?.pValue)),
            (key: SweepColumn.fastest, value: outcome == nil ? .null : .bool(order == fastest)),
        ]
        if plan.spec.people != nil {
            let people = outcome?.people
            columns += [
                (key: "people", value: number(people.map { Double($0.count) })),
                (key: "personMeanP10", value: number(people?.personMean.p10)),
                (key: "personMeanP50", value: number(people?.personMean.p50)),
                (key: "personMeanP90", value: number(people?.personMean.p90)),
                (key: "shareOfPeopleFaster", value: number(outcome?.shareFaster?.estimate)),
                (key: "peopleWhoCannotFinish", value: number(people.map { Double($0.cannotFinish.count) })),
            ]
        }
        return SweepRow(cell: cell.index, columns: columns)
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
