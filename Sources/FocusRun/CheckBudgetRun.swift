import FocusCost
import FocusModel
import FocusReport

/// One budget of a `focusbench check` on one scenario. Whatever the files
/// alone decide is settled when it is made, before the first cell of the run
/// is simulated: the scenario has the budget's order and baseline, the
/// capture in `before` loads and matches the scenario, the report in
/// `against` reads, is of this scenario and shares a cell with the run, and
/// each user compared with the capture can finish on both versions. A
/// mistake in the last budget then costs no simulation of the first; `test`
/// only simulates and compares, reusing what was read, and `work` says what
/// it simulates besides the run's cells, for sizing the run.
struct CheckBudgetRun {
    /// The budget's limit with what it compares against, read from its files.
    private enum Test {
        case meanSeconds(limit: Double)
        case slowerThanOrder(baseline: String, percent: Double)
        case slowerThanCapture(ScreenVersions, file: String, percent: Double)
        case slowerThanStored(StoredComparison.Stored, file: String, percent: Double)
    }

    let budget: CheckConfiguration.Budget
    private let scenarioFile: String
    private let configurationFile: String
    private let testedOrders: [String]
    private let testedUsers: [NamedProfile]
    private let tested: [(order: String, user: NamedProfile)]
    private let test: Test

    /// - Parameters:
    ///   - orders: the orders the run checks on `scenario`.
    ///   - cellsTested: the (order, user) cells the run checks.
    init(_ budget: CheckConfiguration.Budget, scenario: Scenario, scenarioFile: String, folder: String,
         orders: [String], users: [NamedProfile], cellsTested: [(String, NamedProfile)],
         configurationFile: String) throws {
        self.budget = budget
        self.scenarioFile = scenarioFile
        self.configurationFile = configurationFile
        let available = scenario.orders.map(\.name)
        if let order = budget.order, !available.contains(order) {
            throw Self.unknownOrder(order, at: budget.path + ".order", file: configurationFile,
                                    scenarioFile: scenarioFile, available: available)
        }
        testedOrders = budget.order.map { [$0] } ?? orders
        let testedUsers = users.filter { budget.user == nil || $0.name == budget.user }
        // A budget naming an order tests it for its users; otherwise the cells the run tests.
        let tested: [(order: String, user: NamedProfile)] = budget.order
            .map { order in testedUsers.map { (order, $0) } }
            ?? cellsTested.filter { budget.user == nil || $0.1.name == budget.user }
        self.testedUsers = testedUsers
        self.tested = tested
        switch budget.limit {
        case let .maxMeanSeconds(limit):
            test = .meanSeconds(limit: limit)
        case let .slowerThanOrder(baseline, percent):
            guard available.contains(baseline) else {
                throw Self.unknownOrder(baseline, at: budget.path + ".baseline", file: configurationFile,
                                        scenarioFile: scenarioFile, available: available)
            }
            test = .slowerThanOrder(baseline: baseline, percent: percent)
        case let .slowerThanCapture(captureFile, percent):
            let path = ScenarioGlob.resolve(captureFile, relativeTo: folder)
            let versions = try Self.versions(before: path, after: scenario, afterFile: scenarioFile,
                                             at: budget.path + ".before", configurationFile: configurationFile)
            // The order given is played in both versions, so the capture must have it too.
            let before = versions.before.orders.map(\.name)
            if let order = budget.order, !before.contains(order) {
                throw Self.unknownOrder(order, at: budget.path + ".order", file: configurationFile, scenarioFile: path,
                                        available: before)
            }
            do {
                try VersionComparison.checkFeasible(versions, beforeFile: path, afterFile: scenarioFile,
                                                    users: testedUsers, orders: Self.orders(budget, versions))
            } catch let refusal as VersionComparison.Refusal {
                throw CheckRun.Refusal(file: refusal.file, error: refusal.error, user: refusal.user,
                                       place: budget.path + ".before")
            }
            test = .slowerThanCapture(versions, file: path, percent: percent)
        case let .slowerThanStored(storedFile, percent, scenarioCheck):
            let path = ScenarioGlob.resolve(storedFile, relativeTo: folder)
            let cells = tested.map { (order: $0.order, user: $0.user.name) }
            let stored = try Self.refusingStored(path, at: budget.path, configurationFile: configurationFile) {
                let text = String(decoding: try InputFile.read(path), as: UTF8.self)
                let stored = try StoredComparison.read(text, identity: ReportSchemaJSON.identity(of: scenario),
                                                       check: scenarioCheck, setting: .budgetKey)
                try stored.checkSharesACell(with: cells)
                return stored
            }
            test = .slowerThanStored(stored, file: path, percent: percent)
        }
    }

    /// What the budget simulates besides the run's cells: both versions of
    /// each user it compares with a capture.
    var work: [(scenario: Scenario, arms: [Arm])] {
        guard case let .slowerThanCapture(versions, _, _) = test else { return [] }
        return VersionComparison.work(versions, users: testedUsers, orders: Self.orders(budget, versions))
    }

    /// Simulates the cells the budget needs (each once, whichever budget asks
    /// first) and checks each against the limit.
    func test(_ cells: inout CheckCellCache) throws -> [CheckResult.BudgetCheck] {
        var checks: [CheckResult.BudgetCheck] = []
        func check(_ order: String, _ user: String, _ measure: CheckResult.BudgetCheck.Measure, _ verdict: BudgetVerdict) {
            checks.append(.init(scenarioFile: scenarioFile, order: order, user: user, level: budget.level,
                                budgetPath: budget.path, measure: measure, verdict: verdict))
        }
        switch test {
        case let .meanSeconds(limit):
            for (order, user) in tested {
                let estimate = try cells.estimate(order: order, user: user)
                check(order, user.name, .meanSeconds(estimate.summary, limit: limit), .mean(estimate, limit: limit))
            }
        case let .slowerThanOrder(baseline, percent):
            for order in testedOrders where order != baseline {
                for user in testedUsers {
                    let this = try cells.estimate(order: order, user: user)
                    let reference = try cells.estimate(order: baseline, user: user)
                    let relative = RelativeDifference.paired(this.records!.map(\.total),
                                                             over: reference.records!.map(\.total))
                    check(order, user.name, .slowerThanOrder(baseline: baseline, relative, limitPercent: percent),
                          .relative(relative, percent: percent, this: this, reference: reference))
                }
            }
        case let .slowerThanCapture(versions, path, percent):
            let comparison = try VersionComparison.run(versions, beforeFile: path, afterFile: scenarioFile,
                                                       users: testedUsers, orders: Self.orders(budget, versions),
                                                       settings: cells.settings)
            for result in comparison.users {
                let relative = RelativeDifference.paired(result.comparison.ratio!)
                check(result.afterOrder, result.user, .slowerThanCapture(file: path, relative, limitPercent: percent),
                      .relative(relative, percent: percent, this: result.comparison.a, reference: result.comparison.b))
            }
        case let .slowerThanStored(stored, path, percent):
            var current: [ReportDocument.Cell] = []
            for (order, user) in tested {
                current.append(.init(estimate: try cells.estimate(order: order, user: user), timeline: []))
            }
            let comparison = try Self.refusingStored(path, at: budget.path, configurationFile: configurationFile) {
                try StoredComparison.compare(current, with: stored, file: path, budgetPercent: percent)
            }
            for row in comparison.rows {
                check(row.order, row.user, .slowerThanStored(file: path, row.relative, limitPercent: percent),
                      row.budget!)
            }
        }
        return checks
    }

    /// Each user on the order given, or the one they follow in each version.
    private static func orders(_ budget: CheckConfiguration.Budget, _ versions: ScreenVersions)
        -> (NamedProfile) -> (before: String, after: String) {
        { user in
            (budget.order ?? versions.before.defaultOrder(for: user), budget.order ?? versions.after.defaultOrder(for: user))
        }
    }

    /// The capture at `path` (the version before) matched with the scenario
    /// (after); any problem is refused at the budget's `before`.
    private static func versions(before path: String, after scenario: Scenario, afterFile: String, at place: String,
                                 configurationFile: String) throws(InputError) -> ScreenVersions {
        do {
            return try ScreenVersions(before: try ScenarioLoader.load(contentsOf: path), after: scenario)
        } catch let refusal as ScreenVersions.Refusal {
            throw InputError(file: configurationFile, path: place,
                             message: refusal.described(beforeFile: path, afterFile: afterFile))
        } catch {
            throw InputError(file: configurationFile, path: place, message: "\(error)")
        }
    }

    /// The stored report is read before the run and compared after it; both
    /// refuse alike, at the budget's `against`, naming the report.
    private static func refusingStored<T>(_ path: String, at budgetPath: String, configurationFile: String,
                                          _ body: () throws -> T) throws(InputError) -> T {
        let place = budgetPath + ".against"
        do {
            return try body()
        } catch let refusal as StoredComparison.Refusal {
            throw InputError(file: configurationFile, path: place, message: "\(path): \(refusal)")
        } catch let unread as InputError {
            throw InputError(file: configurationFile, path: place, message: "\(path): \(unread.message)")
        } catch {
            throw InputError(file: configurationFile, path: place, message: "\(path): cannot be read")
        }
    }

    private static func unknownOrder(_ name: String, at path: String, file: String, scenarioFile: String,
                                     available: [String]) -> InputError {
        InputError(file: file, path: path,
                   message: "\(scenarioFile) has no order \(CheckRun.quotedName(name)) (it has: "
                       + available.joined(separator: ", ") + ")" + Suggestion.clause(for: name, among: available))
    }
}
