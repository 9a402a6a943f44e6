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

        /// Simulation runs the report makes, for a progress bar: every cell
        /// once (the baseline once per other order, for its paired comparison),
        /// and one prefix run per task step and cell.
        public var runCount: Int {
            let cellRuns = orders.count == 1 ? 1 : 2 * (orders.count - 1)
            return users.count * (cellRuns + orders.count * scenario.task.count)
        }
    }

    /// `progress` is called with the number of runs done after each run.
    public static func make(_ request: Request, progress: (Int) -> Void = { _ in }) throws -> ReportDocument {
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
        for user in request.users {
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
                                         exceedsBudget: request.budgetPercent.map { relative.exceeds(percent: $0) }))
            }
        }
        var cells: [ReportDocument.Cell] = []
        for order in request.orders {
            for user in request.users {
                let timeline = try StepTimeline.estimate(scenario: request.scenario, arm: Arm(order: order, user: user),
                                                         settings: settings, afterEachStep: { tick(1) })
                cells.append(.init(estimate: estimates[order]![user.name]!, timeline: timeline))
            }
        }
        // Orders by the request, then users, whatever order the comparisons ran in.
        comparisons.sort { lhs, rhs in
            let left = (request.orders.firstIndex(of: lhs.order)!, request.users.firstIndex { $0.name == lhs.user }!)
            let right = (request.orders.firstIndex(of: rhs.order)!, request.users.firstIndex { $0.name == rhs.user }!)
            return left < right
        }
        return ReportDocument(scenario: request.scenario, scenarioFile: request.scenarioFile, orders: request.orders,
                              users: request.users.map(\.name), baseline: request.baseline, settings: settings,
                              timelineSettings: StepTimeline.settings(for: settings), cells: cells,
                              comparisons: comparisons, budgetPercent: request.budgetPercent)
    }
}
