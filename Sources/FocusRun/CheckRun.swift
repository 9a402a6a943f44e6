import FocusCost
import FocusImport
import FocusLint
import FocusModel
import FocusReport
import Foundation

/// Runs a `focusbench check`: expands the scenario list, simulates every
/// (order, user) cell of each scenario with the same seed, tests each budget
/// on the cells it names, and lints when asked. Problems with the
/// configuration are `InputError`s at their JSON path; a scenario that cannot
/// be simulated is a `CheckRun.Refusal` naming the scenario file.
public enum CheckRun {
    /// A scenario the cost model refuses (a target a user can never hit), with the file it is in.
    public struct Refusal: Error, Sendable {
        public var file: String
        public var error: CostModelError
    }

    /// - Parameters:
    ///   - threads: worker threads; the numbers do not depend on them.
    ///   - workBudget: called with each scenario's cells before any runs,
    ///     to refuse a run too large for the time or memory it may take.
    public static func run(_ configuration: CheckConfiguration, threads: Int,
                           workBudget: ((Scenario, [Arm], SimulationSettings) throws -> Void)? = nil) throws -> CheckResult {
        let folder = ScenarioGlob.folder(of: configuration.file)
        let captures = try CaptureImport.importAll(configuration, folder: folder)
        let files = try scenarioFiles(configuration, folder: folder) + captures.map(\.file)
        try checkBudgetScenarios(configuration, files: files, folder: folder)
        var settings = SimulationSettings(replications: configuration.replications, seed: configuration.seed,
                                          threads: threads)
        let lintSettings = settings
        // Relative budgets against an order need each replication's time.
        settings.keepReplications = true
        var checks: [CheckResult.BudgetCheck] = []
        var lints: [LintedScenario] = []
        var notes: [String] = []
        var seconds: [String: Double] = [:]
        var sourceTexts: [String: String] = [:]
        for file in files {
            let started = Date()
            let captured = captures.first { $0.file == file }
            if captured == nil { sourceTexts[file] = ScenarioText.read(file) }
            let scenario = try captured?.scenario ?? ScenarioLoader.load(contentsOf: file)
            let catalog = try ProfileCatalog.forScenario(scenario)
            let users = try chosenUsers(configuration, catalog: catalog, scenario: scenario, scenarioFile: file)
            if configuration.users == nil {
                notes.append("\(file): no \"users\" in \(configuration.file), so \(scenario.platform.shippedUsersSentence)")
            }
            let orders = try chosenOrders(configuration, scenario: scenario, scenarioFile: file)
            // Without "orders" each user runs on the order they follow as shipped, when the scenario says.
            let shipped = configuration.orders == nil ? scenario.usersByShippedOrder(users) : nil
            notes += shipped.map { $0.flatMap(\.sentences).map { "\(file): \($0)" } } ?? []
            let cellsTested = shipped.map { groups in groups.flatMap { group in group.users.map { (group.order, $0) } } }
                ?? orders.flatMap { order in users.map { (order, $0) } }
            let budgets = configuration.budgets.filter { budget in
                budget.scenario.map { ScenarioGlob.matches($0, file, relativeTo: folder) } ?? true
            }
            do {
                if !budgets.isEmpty, let workBudget {
                    try workBudget(scenario, orders.flatMap { order in users.map { Arm(order: order, user: $0) } },
                                   settings)
                }
                var cells = CellCache(scenario: scenario, settings: settings)
                for budget in budgets {
                    checks += try test(budget, file: file, folder: folder, scenario: scenario, orders: orders,
                                       users: users, cellsTested: cellsTested, cells: &cells,
                                       configurationFile: configuration.file)
                }
                if configuration.lint != .off {
                    for (order, linted) in shipped?.map({ ($0.order, $0.users) }) ?? orders.map({ ($0, users) }) {
                        let linting = Date()
                        let result = try Linter.lint(LintRequest(scenario: scenario, order: order, users: linted,
                                                                 settings: lintSettings))
                        lints.append(LintedScenario(file: file, result: result, policy: configuration.findingPolicy,
                                                    seconds: Date().timeIntervalSince(linting),
                                                    sourceText: sourceTexts[file]))
                    }
                }
            } catch let error as CostModelError {
                throw Refusal(file: file, error: error)
            }
            seconds[file] = Date().timeIntervalSince(started)
        }
        settings.keepReplications = false
        var result = CheckResult(configurationFile: configuration.file, scenarioFiles: files, settings: settings,
                                 lintLevel: configuration.lint, strict: configuration.strict, budgetChecks: checks,
                                 lints: lints, guesses: captures.flatMap(\.guesses), seconds: seconds,
                                 sourceTexts: sourceTexts)
        result.notes = notes
        return result
    }

    /// Every file the `scenarios` list names, each once, in the order listed.
    private static func scenarioFiles(_ configuration: CheckConfiguration, folder: String) throws(InputError)
        -> [String] {
        var files: [String] = []
        for (index, pattern) in configuration.scenarios.enumerated() {
            let found = ScenarioGlob.expand(pattern, relativeTo: folder)
            if found.isEmpty {
                throw InputError(file: configuration.file, path: "$.scenarios[\(index)]",
                                 message: ScenarioGlob.nothingFound(pattern, relativeTo: folder))
            }
            files += found.filter { !files.contains($0) }
        }
        return files
    }

    /// A budget whose `scenario` names none of the listed files is a typing mistake.
    private static func checkBudgetScenarios(_ configuration: CheckConfiguration, files: [String],
                                             folder: String) throws(InputError) {
        for budget in configuration.budgets {
            guard let pattern = budget.scenario,
                  !files.contains(where: { ScenarioGlob.matches(pattern, $0, relativeTo: folder) }) else { continue }
            throw InputError(file: configuration.file, path: budget.path + ".scenario",
                             message: "\(quotedName(pattern)) is not among the scenarios checked ("
                                 + files.joined(separator: ", ") + ")"
                                 + Suggestion.clause(for: ScenarioGlob.resolve(pattern, relativeTo: folder),
                                                     among: files))
        }
    }

    /// The listed users, or the users of the scenario's platform (built in, so always found).
    private static func chosenUsers(_ configuration: CheckConfiguration, catalog: ProfileCatalog,
                                    scenario: Scenario, scenarioFile: String) throws(InputError) -> [NamedProfile] {
        guard let names = configuration.users else {
            return scenario.platform.shippedUsers.compactMap { catalog.profile(named: $0) }
        }
        var users: [NamedProfile] = []
        for (index, name) in names.enumerated() {
            guard let user = catalog.profile(named: name) else {
                throw InputError(file: configuration.file, path: "$.users[\(index)]",
                                 message: catalog.unknownProfileMessage(name) + " (for \(scenarioFile))")
            }
            users.append(user)
        }
        for budget in configuration.budgets where budget.user.map({ !names.contains($0) }) ?? false {
            throw InputError(file: configuration.file, path: budget.path + ".user",
                             message: "\(quotedName(budget.user!)) is not among the users checked ("
                                 + names.joined(separator: ", ") + ")" + Suggestion.clause(for: budget.user!,
                                                                                              among: names))
        }
        return users
    }

    /// The listed orders the scenario has (every order when none are listed);
    /// a budget's order or baseline that the scenario lacks is refused.
    private static func chosenOrders(_ configuration: CheckConfiguration, scenario: Scenario,
                                     scenarioFile: String) throws(InputError) -> [String] {
        let available = scenario.orders.map(\.name)
        let orders = configuration.orders.map { $0.filter(available.contains) } ?? available
        if orders.isEmpty {
            throw InputError(file: configuration.file, path: "$.orders",
                             message: "\(scenarioFile) has none of these orders (it has: "
                                 + available.joined(separator: ", ") + ")"
                                 + Suggestion.clause(for: configuration.orders![0], among: available))
        }
        return orders
    }

    private static func unknownOrder(_ name: String, at path: String, file: String, scenarioFile: String,
                                     available: [String]) -> InputError {
        InputError(file: file, path: path,
                   message: "\(scenarioFile) has no order \(quotedName(name)) (it has: "
                       + available.joined(separator: ", ") + ")" + Suggestion.clause(for: name, among: available))
    }

    private static func test(_ budget: CheckConfiguration.Budget, file: String, folder: String, scenario: Scenario,
                             orders: [String], users: [NamedProfile], cellsTested: [(String, NamedProfile)],
                             cells: inout CellCache,
                             configurationFile: String) throws -> [CheckResult.BudgetCheck] {
        let available = scenario.orders.map(\.name)
        if let order = budget.order, !available.contains(order) {
            throw unknownOrder(order, at: budget.path + ".order", file: configurationFile, scenarioFile: file,
                               available: available)
        }
        let testedOrders = budget.order.map { [$0] } ?? orders
        let testedUsers = users.filter { budget.user == nil || $0.name == budget.user }
        // A budget naming an order tests it for its users; otherwise the cells the run tests.
        let tested = budget.order.map { order in testedUsers.map { (order, $0) } }
            ?? cellsTested.filter { budget.user == nil || $0.1.name == budget.user }
        var checks: [CheckResult.BudgetCheck] = []
        func check(_ order: String, _ user: String, _ measure: CheckResult.BudgetCheck.Measure, broken: Bool) {
            checks.append(.init(scenarioFile: file, order: order, user: user, level: budget.level,
                                budgetPath: budget.path, measure: measure, broken: broken))
        }
        switch budget.limit {
        case let .maxMeanSeconds(limit):
            for (order, user) in tested {
                let summary = try cells.estimate(order: order, user: user).summary
                check(order, user.name, .meanSeconds(summary, limit: limit), broken: summary.mean > limit)
            }
        case let .slowerThanOrder(baseline, percent):
            guard available.contains(baseline) else {
                throw unknownOrder(baseline, at: budget.path + ".baseline", file: configurationFile,
                                   scenarioFile: file, available: available)
            }
            for order in testedOrders where order != baseline {
                for user in testedUsers {
                    let relative = RelativeDifference.paired(
                        try cells.estimate(order: order, user: user).records!.map(\.total),
                        over: try cells.estimate(order: baseline, user: user).records!.map(\.total))
                    check(order, user.name, .slowerThanOrder(baseline: baseline, relative, limitPercent: percent),
                          broken: relative.exceeds(percent: percent))
                }
            }
        case let .slowerThanCapture(captureFile, percent):
            let path = ScenarioGlob.resolve(captureFile, relativeTo: folder)
            let versions: ScreenVersions
            do {
                versions = try ScreenVersions(before: try ScenarioLoader.load(contentsOf: path), after: scenario)
            } catch let refusal as ScreenVersions.Refusal {
                throw InputError(file: configurationFile, path: budget.path + ".before",
                                 message: refusal.described(beforeFile: path, afterFile: file))
            } catch {
                throw InputError(file: configurationFile, path: budget.path + ".before", message: "\(error)")
            }
            // Each user on the order given, or the one they follow in each version.
            let comparison = try VersionComparison.run(
                versions, beforeFile: path, afterFile: file, users: testedUsers,
                orders: { user in
                    (budget.order ?? versions.before.defaultOrder(for: user), budget.order ?? versions.after.defaultOrder(for: user))
                }, settings: cells.settings)
            for result in comparison.users {
                let relative = RelativeDifference.paired(result.comparison.ratio!)
                check(result.afterOrder, result.user, .slowerThanCapture(file: path, relative, limitPercent: percent),
                      broken: relative.exceeds(percent: percent))
            }
        case let .slowerThanStored(storedFile, percent, scenarioCheck):
            let path = ScenarioGlob.resolve(storedFile, relativeTo: folder)
            var current: [ReportDocument.Cell] = []
            for (order, user) in tested {
                current.append(.init(estimate: try cells.estimate(order: order, user: user), timeline: []))
            }
            let stored: StoredComparison
            do {
                let text = String(decoding: try InputFile.read(path), as: UTF8.self)
                stored = try StoredComparison.compare(current, withStored: text, file: path, budgetPercent: percent,
                                                      identity: ReportSchemaJSON.identity(of: scenario),
                                                      check: scenarioCheck, setting: .budgetKey)
            } catch let refusal as StoredComparison.Refusal {
                throw InputError(file: configurationFile, path: budget.path + ".against", message: "\(path): \(refusal)")
            } catch let unread as InputError {
                throw InputError(file: configurationFile, path: budget.path + ".against",
                                 message: "\(path): \(unread.message)")
            } catch {
                throw InputError(file: configurationFile, path: budget.path + ".against",
                                 message: "\(path): cannot be read")
            }
            for row in stored.rows {
                check(row.order, row.user, .slowerThanStored(file: path, row.relative, limitPercent: percent),
                      broken: row.exceedsBudget == true)
            }
        }
        return checks
    }

    private static func quotedName(_ text: String) -> String {
        JSONValue.string(text).serialized(pretty: false)
    }
}

/// Each (order, user) cell simulated once, whichever budgets ask for it; all
/// cells use the same seed, so orders are compared on common random numbers.
private struct CellCache {
    let scenario: Scenario
    let settings: SimulationSettings
    var estimates: [String: Estimate] = [:]

    mutating func estimate(order: String, user: NamedProfile) throws -> Estimate {
        let key = order + "\u{0}" + user.name
        if let known = estimates[key] { return known }
        let estimate = try CostModel.simulate(scenario: scenario, order: order, user: user, settings: settings)
        estimates[key] = estimate
        return estimate
    }
}
