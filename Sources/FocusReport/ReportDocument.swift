import FocusCost
import FocusModel

/// Everything a `focusbench report` shows, whatever the format: the
/// scenario, one estimate per (order, user) cell, each order's paired
/// comparison with the baseline, the per-step timelines, the settings, and
/// the verdicts of a performance budget when one was set.
public struct ReportDocument: Sendable {
    /// One order followed by one user.
    public struct Cell: Sendable {
        public var estimate: Estimate
        /// Mean seconds per task step (from `StepTimeline`).
        public var timeline: [StepTime]

        package init(estimate: Estimate, timeline: [StepTime]) {
            self.estimate = estimate
            self.timeline = timeline
        }

        public var order: String { estimate.order }
        public var user: String { estimate.user }
        /// Completion times sorted ascending; empty when none were kept.
        public var sortedTotals: [Double] {
            estimate.sortedTotals ?? (estimate.totalsInOrder ?? estimate.records?.map(\.total))?.sorted() ?? []
        }
    }

    /// An order against the baseline order, for one user: the paired difference
    /// (order − baseline) and the same difference relative to the baseline mean.
    public struct BaselineComparison: Sendable {
        public var order: String
        public var user: String
        public var difference: PairedDifference
        public var relative: RelativeDifference
        /// Whether the order is within the budget; nil without a budget.
        public var budget: BudgetVerdict?

        package init(order: String, user: String, difference: PairedDifference, relative: RelativeDifference,
                    budget: BudgetVerdict?) {
            self.order = order
            self.user = user
            self.difference = difference
            self.relative = relative
            self.budget = budget
        }

        /// Shown over the budget; nil without a budget.
        public var exceedsBudget: Bool? { budget.map { $0 == .over } }
    }

    public var scenario: Scenario
    /// The scenario file as given on the command line.
    public var scenarioFile: String
    public var orders: [String]
    public var users: [String]
    public var baseline: String
    public var settings: SimulationSettings
    /// The settings of the prefix runs behind the timelines.
    public var timelineSettings: SimulationSettings
    /// Cells by order, then by user, in the order of `orders` and `users`.
    public var cells: [Cell]
    /// One per (order other than the baseline, user).
    public var comparisons: [BaselineComparison]
    /// `--fail-if-slower` in percent; nil without a budget.
    public var budgetPercent: Double?
    /// The comparison with a stored report (`--against`), when one was given.
    public var stored: StoredComparison?
    /// The people of the population users (`--people`); empty without populations.
    public var people: [ReportPeopleRow] = []
    /// Seconds the report's runs took (JUnit's suite `time`); 0 when not measured.
    public var runSeconds: Double = 0
    /// Each user on this scenario against another capture of the screen
    /// (`report --before`), when one was given.
    public var capture: VersionComparison?
    /// Each user on the order they follow as shipped, by user name; nil when
    /// every order ran for every user (then `comparisons` compare orders).
    public var shipped: [String: ShippedOrderChoice]?

    package init(scenario: Scenario, scenarioFile: String, orders: [String], users: [String], baseline: String,
                settings: SimulationSettings, timelineSettings: SimulationSettings, cells: [Cell],
                comparisons: [BaselineComparison], budgetPercent: Double?) {
        self.scenario = scenario
        self.scenarioFile = scenarioFile
        self.orders = orders
        self.users = users
        self.baseline = baseline
        self.settings = settings
        self.timelineSettings = timelineSettings
        self.cells = cells
        self.comparisons = comparisons
        self.budgetPercent = budgetPercent
    }

    public func cell(order: String, user: String) -> Cell? {
        cells.first { $0.order == order && $0.user == user }
    }

    public func comparison(order: String, user: String) -> BaselineComparison? {
        comparisons.first { $0.order == order && $0.user == user }
    }

    /// Comparisons not shown to be within the budget, baseline and stored
    /// ones alike, as sentences: over it, or not judged because replications
    /// reached the time cap.
    public var budgetViolations: [String] { judgedBudgets.compactMap(\.sentence) }

    /// Whether some comparison could not be judged against the budget (replications reached the time cap).
    public var budgetHasUnjudged: Bool {
        judgedBudgets.contains(where: \.verdict.isUnjudged)
    }

    /// Every comparison under the budget with its verdict, and the sentence of those not within it.
    private var judgedBudgets: [(verdict: BudgetVerdict, sentence: String?)] {
        guard let budget = budgetPercent else { return [] }
        let limit = "\(NumberText.plain(budget))%"
        // `slower` reads "… is slower than REFERENCE for USER", `cell` "… for USER against REFERENCE".
        func judged(slower: String, cell: String, _ verdict: BudgetVerdict,
                    _ relative: RelativeDifference) -> (verdict: BudgetVerdict, sentence: String?) {
            let change = CheckResult.BudgetCheck.relativeText(relative)
            switch verdict {
            case .over: return (verdict, "\(slower) by \(change), more than the \(limit) budget")
            case .unjudged:
                return (verdict, "\(cell): \(change) \(verdict.judgement(limit: limit, remedy: BudgetVerdict.raiseCap))")
            case .within: return (verdict, nil)
            }
        }
        var found = comparisons.compactMap { comparison in
            comparison.budget.map {
                judged(slower: "order '\(comparison.order)' is slower than baseline '\(baseline)' for \(comparison.user)",
                       cell: "order '\(comparison.order)' for \(comparison.user) against baseline '\(baseline)'",
                       $0, comparison.relative)
            }
        }
        if let stored {
            found += stored.rows.compactMap { row in
                row.budget.map {
                    judged(slower: "order '\(row.order)' for \(row.user) is slower than in \(stored.file)",
                           cell: "order '\(row.order)' for \(row.user) against \(stored.file)", $0, row.relative)
                }
            }
        }
        if let capture {
            found += capture.users.map { result in
                let relative = RelativeDifference.paired(result.comparison.ratio!)
                return judged(slower: "\(result.user) is slower than on \(capture.beforeFile)",
                              cell: "\(result.user) against \(capture.beforeFile)",
                              .relative(relative, percent: budget, this: result.comparison.a,
                                        reference: result.comparison.b), relative)
            }
        }
        return found
    }

    /// "Against the capture before.json: keyboard: the same time …", for the report's text formats.
    package var captureSentence: String? {
        capture.map { capture in
            "Against the capture \(capture.beforeFile) (\(capture.changeSentence)): "
                + capture.users.map { "\($0.user) \($0.verdict)" }.joined(separator: "; ") + "."
        }
    }
}
