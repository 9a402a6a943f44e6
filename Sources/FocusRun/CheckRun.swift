import FocusCost
import FocusImport
import FocusLint
import FocusModel
import FocusReport
import Foundation

/// Runs a `focusbench check`: expands the scenario list, checks the whole
/// configuration against the files it names, simulates every (order, user)
/// cell of each scenario with the same seed, tests each budget on the cells
/// it names, and lints when asked. Problems with the
/// configuration are `InputError`s at their JSON path; a scenario that cannot
/// be simulated is a `CheckRun.Refusal` naming the scenario file.
public enum CheckRun {
    /// A scenario the cost model refuses (a target a user can never hit), with the file it is in.
    public struct Refusal: Error, Sendable {
        public var file: String
        public var error: CostModelError
        /// The user refused, when it is known which.
        public var user: String?
        /// The JSON path in the configuration of what asked for the scenario
        /// (a budget's `before`), when it is not the scenario's own cells.
        public var place: String?
    }

    /// - Parameters:
    ///   - threads: worker threads; the numbers do not depend on them.
    ///   - workBudget: called before any runs with each scenario and what
    ///     its budgets simulate: its cells, and both versions of a comparison
    ///     with a capture (each on the scenario it is played on), to refuse a
    ///     run too large for the time or memory it may take.
    public static func run(_ configuration: CheckConfiguration, threads: Int,
                           workBudget: ((Scenario, [(scenario: Scenario, arms: [Arm])], SimulationSettings) throws
                               -> Void)? = nil) throws -> CheckResult {
        let folder = ScenarioGlob.folder(of: configuration.file)
        let captures = try CaptureImport.importAll(configuration, folder: folder)
        let files = try scenarioFiles(configuration, folder: folder) + captures.map(\.file)
        try checkBudgetScenarios(configuration, files: files, folder: folder)
        var settings = SimulationSettings(replications: configuration.replications, seed: configuration.seed,
                                          threads: threads)
        let lintSettings = settings
        // Relative budgets against an order need each replication's time.
        settings.keepReplications = true
        var notes: [String] = []
        var sourceTexts: [String: String] = [:]
        // Every scenario and every budget is read and checked, then every run
        // sized, before the first cell is simulated: a mistake anywhere in the
        // configuration costs no simulation.
        var prepared: [PreparedScenario] = []
        for file in files {
            let captured = captures.first { $0.file == file }
            if captured == nil { sourceTexts[file] = ScenarioText.read(file) }
            prepared.append(try prepare(file, scenario: captured?.scenario, configuration, folder: folder,
                                        notes: &notes))
        }
        for scenario in prepared where !scenario.budgets.isEmpty {
            try refuseUsersWhoCannotFinish(scenario)
        }
        var seconds = Dictionary(uniqueKeysWithValues: prepared.map { ($0.file, $0.seconds) })
        if let workBudget {
            for scenario in prepared where !scenario.budgets.isEmpty {
                let sizing = Date()
                try refusingAsScenario(scenario.file) {
                    let cells = scenario.orders.flatMap { order in scenario.users.map { Arm(order: order, user: $0) } }
                    try workBudget(scenario.scenario, [(scenario.scenario, cells)] + scenario.budgets.flatMap(\.work),
                                   settings)
                }
                seconds[scenario.file, default: 0] += Date().timeIntervalSince(sizing)
            }
        }
        var checks: [CheckResult.BudgetCheck] = []
        var lints: [LintedScenario] = []
        for scenario in prepared {
            let started = Date()
            let file = scenario.file
            try refusingAsScenario(file) {
                var cells = CheckCellCache(scenario: scenario.scenario, settings: settings)
                for budget in scenario.budgets {
                    checks += try budget.test(&cells)
                }
                if configuration.lint != .off {
                    let linted = scenario.shipped?.map { ($0.order, $0.users) }
                        ?? scenario.orders.map { ($0, scenario.users) }
                    for (order, users) in linted {
                        let linting = Date()
                        let result = try Linter.lint(LintRequest(scenario: scenario.scenario, order: order,
                                                                 users: users, settings: lintSettings))
                        lints.append(LintedScenario(file: file, result: result, policy: configuration.findingPolicy,
                                                    seconds: Date().timeIntervalSince(linting),
                                                    sourceText: sourceTexts[file]))
                    }
                }
            }
            seconds[file, default: 0] += Date().timeIntervalSince(started)
        }
        settings.keepReplications = false
        var result = CheckResult(configurationFile: configuration.file, scenarioFiles: files, settings: settings,
                                 lintLevel: configuration.lint, strict: configuration.strict, budgetChecks: checks,
                                 lints: lints, guesses: captures.flatMap(\.guesses), seconds: seconds,
                                 sourceTexts: sourceTexts)
        result.notes = notes
        return result
    }

    /// One scenario of the run, read, with its users, orders and budgets checked.
    private struct PreparedScenario {
        var file: String
        var scenario: Scenario
        var users: [NamedProfile]
        var orders: [String]
        /// The users grouped by the order each follows as shipped, when no `orders` are given and the scenario says.
        var shipped: [(order: String, users: [NamedProfile], sentences: [String])]?
        var budgets: [CheckBudgetRun]
        /// The time spent reading and checking it.
        var seconds: Double
    }

    /// The scenario in `file` (`imported` when it is a capture) with what the
    /// configuration asks of it, every budget that applies to it checked.
    private static func prepare(_ file: String, scenario imported: Scenario?, _ configuration: CheckConfiguration,
                                folder: String, notes: inout [String]) throws -> PreparedScenario {
        let started = Date()
        let scenario = try imported ?? ScenarioLoader.load(contentsOf: file)
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
        let budgets = try configuration.budgets.filter { budget in
            budget.scenario.map { ScenarioGlob.matches($0, file, relativeTo: folder) } ?? true
        }.map { budget in
            try CheckBudgetRun(budget, scenario: scenario, scenarioFile: file, folder: folder, orders: orders,
                               users: users, cellsTested: cellsTested, configurationFile: configuration.file)
        }
        return PreparedScenario(file: file, scenario: scenario, users: users, orders: orders, shipped: shipped,
                                budgets: budgets, seconds: Date().timeIntervalSince(started))
    }

    /// The cells budgets simulate (every order for every user), each user who
    /// can never finish refused by name before any of them runs.
    private static func refuseUsersWhoCannotFinish(_ scenario: PreparedScenario) throws {
        for order in scenario.orders {
            for user in scenario.users {
                do {
                    try CostModel.checkFeasible(scenario: scenario.scenario, order: order, user: user)
                } catch let error as CostModelError {
                    throw Refusal(file: scenario.file, error: error, user: user.name)
                }
            }
        }
    }

    /// A scenario the cost model refuses is named by its file.
    private static func refusingAsScenario(_ file: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as CostModelError {
            throw Refusal(file: file, error: error)
        }
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

    /// The listed orders the scenario has (every order when none are listed).
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

    static func quotedName(_ text: String) -> String {
        JSONValue.string(text).serialized(pretty: false)
    }
}
