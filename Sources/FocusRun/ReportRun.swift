import FocusCost
import FocusModel
import FocusReport

/// Runs every simulation a report needs: each (order, user) cell with the
/// same seed, so that cells share random numbers, each other order against
/// the baseline (paired differences), and the prefix runs of the timelines.
public enum ReportRun {
    public struct Request: Sendable {
        public var scenario: Scenario
        public var scenarioFile: String
        public var orders: [String]
        public var users: [NamedProfile]
        public var baseline: String
        public var settings: SimulationSettings
        public var budgetPercent: Double?
        /// Keep every replication's record, for `ReportCSV.render`: about 200
        /// bytes a replication and cell, against 8 for the sorted times alone.
        /// `ReportRun.streamCSV(_:to:)` streams the rows instead, keeping none.
        public var keepsRecords: Bool
        /// Each user on the order they follow as shipped (by user name), with
        /// the sentence that says so; nil: every order for every user.
        /// `orders` then lists the orders followed, and nothing is compared.
        public var shipped: [String: ShippedOrderChoice]?

        public init(scenario: Scenario, scenarioFile: String, orders: [String], users: [NamedProfile],
                    baseline: String, settings: SimulationSettings, budgetPercent: Double? = nil,
                    keepsRecords: Bool = false) {
            self.scenario = scenario
            self.scenarioFile = scenarioFile
            self.orders = orders
            self.users = users
            self.baseline = baseline
            self.settings = settings
            self.budgetPercent = budgetPercent
            self.keepsRecords = keepsRecords
        }

        /// The cells, by order and then by user: every order for every user,
        /// or each user on the order they follow as shipped.
        package var arms: [Arm] {
            orders.flatMap { order in
                users.filter { user in shipped.map { $0[user.name]?.order == order } ?? true }
                    .map { Arm(order: order, user: $0) }
            }
        }

        /// Simulation runs the report makes, for a progress bar: every cell
        /// once (the baseline once per other order, for its paired comparison),
        /// and one prefix run per task step and cell.
        package var runCount: Int {
            if shipped != nil { return users.count * (1 + scenario.task.count) }
            let cellRuns = orders.count == 1 ? 1 : 2 * (orders.count - 1)
            return users.count * (cellRuns + orders.count * scenario.task.count)
        }
    }

    /// `progress` is called with the number of runs done after each run.
    public static func make(_ request: Request, progress: (Int) -> Void = { _ in }) throws -> ReportDocument {
        let started = ContinuousClock.now
        var settings = request.settings
        // Histograms and percentiles need every completion time, in any order:
        // the sorted array the summary leaves, 8 bytes a replication and cell.
        // The relative differences are taken inside the comparison, while the
        // times are still paired.
        settings.keepSortedTotals = true
        settings.keepReplications = request.keepsRecords
        var done = 0
        func tick(_ runs: Int) {
            done += runs
            progress(done)
        }
        var estimates: [String: [String: Estimate]] = [:]
        var comparisons: [ReportDocument.BaselineComparison] = []
        for user in request.users where request.shipped != nil {
            let order = request.shipped![user.name]!.order
            estimates[order, default: [:]][user.name] = try CostModel.simulate(
                scenario: request.scenario, order: order, user: user, settings: settings)
            tick(1)
        }
        for user in request.users where request.shipped == nil {
            let baselineArm = Arm(order: request.baseline, user: user)
            let others = request.orders.filter { $0 != request.baseline }
            if others.isEmpty {
                estimates[request.baseline, default: [:]][user.name] = try CostModel.simulate(
                    scenario: request.scenario, order: request.baseline, user: user, settings: settings)
                tick(1)
            }
            for order in others {
                let comparison = try CostModel.compare(scenario: request.scenario, a: Arm(order: order, user: user),
                                                       b: baselineArm, settings: settings)
                tick(2)
                estimates[order, default: [:]][user.name] = comparison.a
                estimates[request.baseline, default: [:]][user.name] = comparison.b
                let relative = RelativeDifference.paired(comparison.ratio!)
                comparisons.append(.init(order: order, user: user.name, difference: comparison.difference,
                                         relative: relative,
                                         budget: request.budgetPercent.map {
                                             .relative(relative, percent: $0, this: comparison.a, reference: comparison.b)
                                         }))
            }
        }
        var cells: [ReportDocument.Cell] = []
        for arm in request.arms {
            let timeline = try StepTimeline.estimate(scenario: request.scenario, arm: arm, settings: settings,
                                                     afterEachStep: { tick(1) })
            cells.append(.init(estimate: estimates[arm.order]![arm.user.name]!, timeline: timeline))
        }
        // Orders by the request, then users, whatever order the comparisons ran in.
        comparisons.sort { lhs, rhs in
            let left = (request.orders.firstIndex(of: lhs.order)!, request.users.firstIndex { $0.name == lhs.user }!)
            let right = (request.orders.firstIndex(of: rhs.order)!, request.users.firstIndex { $0.name == rhs.user }!)
            return left < right
        }
        var document = ReportDocument(scenario: request.scenario, scenarioFile: request.scenarioFile,
                                      orders: request.orders, users: request.users.map(\.name),
                                      baseline: request.baseline, settings: settings,
                                      timelineSettings: StepTimeline.settings(for: settings), cells: cells,
                                      comparisons: comparisons, budgetPercent: request.budgetPercent)
        let elapsed = ContinuousClock.now - started
        document.runSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        document.shipped = request.shipped
        return document
    }
}
