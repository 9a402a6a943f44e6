import FocusCost
import FocusModel
import FocusReport
import FocusRun
import Foundation

/// `focusbench report`: every (order, user) cell on the same random numbers,
/// each order against the baseline, rendered as HTML, Markdown, JSON or CSV,
/// and optionally checked against a performance budget (exit status 3).
enum ReportCommand: CommandDeclaration {
    static let name = "report"
    static let abstract = "Write an HTML, Markdown, JSON, CSV or JUnit report of every order and user"
    static let options = [
        OptionDeclaration.orderList.withHelp("""
            Orders to report, comma-separated, each for every user (default: each
            user on the order they follow as shipped, the scenario's "follows";
            without it all of the scenario's orders)
            """),
        OptionDeclaration.userList.withHelp(
            "Profiles to report, comma-separated (default: the platform's users, see docs/commands.md)"),
        ReportOptions.format.declaration,
        OptionDeclaration.output.withHelp("""
            Write the report to FILE, atomically (default: stdout); never the
            scenario or profiles file
            """),
        OptionDeclaration.baseline.withHelp("The order the others are compared with (default: the first order)"),
        OptionDeclaration.failIfSlower.withHelp("""
            Exit with status 3, after writing the report, when another order is
            slower than the baseline by more than PCT percent with 95% confidence
            (the CI's lower end of order/baseline - 1 is above PCT%)
            """),
        OptionDeclaration.against.withHelp("""
            Also compare each cell with the same cell of a report written
            earlier with --format json; with --fail-if-slower, a cell slower
            than stored by more than PCT percent also exits with status 3
            """),
        OptionDeclaration.before.withHelp("""
            Also compare each user with the same user on FILE, another capture
            of the screen (as 'compare BEFORE AFTER'); with --fail-if-slower, a
            user slower than on FILE by more than PCT percent exits with status 3
            """),
        OptionDeclaration.scenarioCheck.withHelp("""
            Only with --against: how it makes sure the stored report is of
            this scenario: same (default: same name and contentHash of screen
            and task), name (same name only) or off
            """),
        OptionDeclaration.profiles.withHelp("A JSON object of named profiles (default: none)"),
    ] + ReportOptions.simulation.declarations + [PeopleOption.declaration]
    static let help = CommandHelp(
        usage: ["""
            SCENARIO... [--orders A,B,...] [--users P,Q,...] [--format FORMAT]
            [--output FILE] [--baseline ORDER] [--fail-if-slower PCT]
            [--against FILE] [--before FILE] [options]
            """],
        description: """
            Simulates every (order, user) pair of the scenario with the same seed (common random
            numbers), compares each order with the baseline order (paired difference with its 95% CI)
            and writes a report: a self-contained HTML page with tables and charts (histograms,
            cumulative distributions, time per task step, the screen with each focus path), the
            summary as Markdown for a pull request, everything as JSON (schemaVersion 1), one CSV
            row per replication, or JUnit XML (one test case per cell, failed when it breaks the
            budget). Several scenarios give one section each (one page, one Markdown section, a
            JSON array, one JUnit suite per scenario; CSV and --against take one scenario).
            """,
        notes: "A progress bar appears on stderr for runs longer than a second when stderr is a terminal.",
        examples: [
            "focusbench report scenarios/signup.json --output signup-report.html",
            "focusbench report scenarios/checkout.json --users ios-switch-control,voiceover-expert --format md",
            "focusbench report scenarios/signup.json --baseline visual --fail-if-slower 5 --format json --output r.json",
            "focusbench report scenarios/signup.json --against main-report.json --fail-if-slower 3 --format md",
        ])

    static func run(_ options: ReportOptions) throws {
        if options.scenarioPaths.count > 1, options.beforePath != nil {
            throw CommandLineFailure.badInput("--before compares with one capture; give one SCENARIO with it")
        }
        if options.scenarioPaths.count > 1, options.againstPath != nil {
            throw CommandLineFailure.badInput("--against compares with one stored scenario; give one SCENARIO with it")
        }
        if options.scenarioPaths.count > 1, options.format.streamsReplications {
            throw CommandLineFailure.badInput(ReportError.csvTakesOneScenario.description)
        }
        var notes: [String] = []
        if options.scenarioPaths.count > 1 { try estimateTogether(options) }
        let made = try options.scenarioPaths.map { path in
            var one = options
            one.scenarioPath = path
            return try document(one, notes: &notes)
        }
        let documents = made.map(\.document)
        let inputs = options.scenarioPaths + [options.profilesPath, options.againstPath, options.beforePath]
            .compactMap { $0 }
        if options.format.streamsReplications {
            try writeCSV(made[0].request, options, protecting: inputs)
        } else if let output = options.output {
            let text: String
            do {
                text = try options.format.render(.reports(documents), in: RenderContext(toolVersion: Version.current))
            } catch {
                throw CommandLineFailure.runtime("\(error)")
            }
            try OutputFile.write(text, to: output, protecting: inputs)
        } else {
            try StandardStreams.write(.reports(documents), as: options.format)
        }
        ShippedDefaults.print(notes)
        let violations = documents.flatMap { document in
            document.budgetViolations.map { documents.count == 1 ? $0 : "\(document.scenarioFile): \($0)" }
        }
        if !violations.isEmpty {
            throw CommandLineFailure.slowerThanBudget(violations.joined(separator: "; "))
        }
    }

    /// The rows of every replication of every cell, streamed to stdout or
    /// to `--output` (`ReportRun.streamCSV`): the cells are simulated a second
    /// time rather than keeping a million records each.
    private static func writeCSV(_ request: ReportRun.Request, _ options: ReportOptions,
                                 protecting inputs: [String]) throws {
        try ScenarioInputs.refusingAsBadInput(options.scenarioPath) {
            guard let output = options.output else {
                return try ReportRun.streamCSV(request) { StandardStreams.write($0) }
            }
            try OutputFile.stream(to: output, protecting: inputs) { append in
                try ReportRun.streamCSV(request, to: append)
            }
        }
    }

    /// Several scenarios share one work budget: each is piloted before any
    /// of them runs, and their events are added up.
    private static func estimateTogether(_ options: ReportOptions) throws {
        var perReplication: [Double] = []
        for path in options.scenarioPaths {
            let loaded = try ScenarioInputs(ScenarioFiles(scenarioPath: path, profilesPath: options.profilesPath))
            var one = options
            one.scenarioPath = path
            var unsaid: [String] = []
            let users = try ShippedDefaults.userNames(options.users, for: loaded.scenario, file: path, notes: &unsaid)
                .map(loaded.catalog.requiredProfile)
            let orders = try checkedOrders(one, loaded.scenario)
            let arms = orders.flatMap { order in users.map { Arm(order: order, user: $0) } }
            try ScenarioInputs.checkFeasible(loaded.scenario, arms: arms, file: path)
            do {
                perReplication.append(try WorkBudget.eventsPerReplication(
                    loaded.scenario, arms: arms, settings: options.settings))
            } catch let error as CostModelError {
                throw CommandLineFailure.refusal(error, file: path)
            }
        }
        try WorkBudget.checkTogether(perReplication, names: "\(options.scenarioPaths.count) scenarios",
                                     settings: options.settings, budget: options.maxEvents)
    }

    /// The report of one scenario (`options.scenarioPath`), with the stored
    /// comparison when asked, and the request that made it.
    private static func document(_ options: ReportOptions,
                                 notes: inout [String]) throws -> (document: ReportDocument,
                                                                      request: ReportRun.Request) {
        let loaded = try ScenarioInputs(ScenarioFiles(scenarioPath: options.scenarioPath,
                                                      profilesPath: options.profilesPath))
        let scenario = loaded.scenario
        let users = try ShippedDefaults.userNames(options.users, for: scenario, file: options.scenarioPath,
                                             notes: &notes)
            .map(loaded.catalog.requiredProfile)
        // Without --orders or --baseline each user is put on the order they follow as shipped.
        let shipped = options.orders == nil && options.baseline == nil && scenario.follows != nil
            ? Dictionary(uniqueKeysWithValues: users.map { ($0.name, scenario.shippedOrder(for: $0)!) }) : nil
        let orders = try shipped.map { choices in
            users.map { choices[$0.name]!.order }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        } ?? checkedOrders(options, scenario)
        let baseline = options.baseline ?? orders[0]
        guard orders.contains(baseline) else {
            throw CommandLineFailure.badInput("--baseline '\(baseline)' is not among the reported orders "
                + "(\(orders.joined(separator: ", ")))")
        }
        // Refuse before simulating: a report must never replace its inputs.
        let inputs = options.scenarioPaths + [options.profilesPath, options.againstPath, options.beforePath]
            .compactMap { $0 }
        try OutputFile.refuseReplacing(inputs, with: options.output, by: "a report")
        // A stored report is checked whole before the run, so a broken one costs no simulation.
        let stored = try options.againstPath.map { path in
            try againstRefusal(path) {
                try StoredComparison.read(readStored(path), identity: ReportSchemaJSON.identity(of: scenario),
                                          check: options.scenarioCheck)
            }
        }
        // The files alone show a target missing from the other version: refuse before any simulation.
        let versions = try options.beforePath.map { try screenVersions($0, after: scenario, options) }

        var request = ReportRun.Request(scenario: scenario, scenarioFile: options.scenarioPath, orders: orders,
                                        users: users, baseline: baseline, settings: options.settings,
                                        budgetPercent: options.failIfSlowerPercent)
        request.shipped = shipped
        try ScenarioInputs.checkFeasible(scenario, arms: request.arms, file: options.scenarioPath)
        if let stored, let againstPath = options.againstPath {
            try againstRefusal(againstPath) {
                try stored.checkSharesACell(with: request.arms.map { (order: $0.order, user: $0.user.name) })
            }
        }
        // The comparison with the capture runs both versions of each user besides the cells.
        if let versions, let beforePath = options.beforePath {
            try CompareVersions.checkFeasible(versions, beforePath: beforePath, afterPath: options.scenarioPath,
                                              users: users, orders: captureOrders(versions))
        }
        let capturing = versions.map { VersionComparison.work($0, users: users, orders: captureOrders($0)) } ?? []
        try ScenarioInputs.refusingAsBadInput(options.scenarioPath) {
            try WorkBudget.check([(scenario, request.arms)] + capturing, settings: options.settings,
                                 budget: options.maxEvents)
        }
        let peoplePlan = try PeopleOption.reportPlan(options, request)
        let progress = ReportProgressBar.onTerminal(total: request.runCount)
        var document = try ScenarioInputs.refusingAsBadInput(options.scenarioPath) {
            defer { progress?.clear() }
            return try ReportRun.make(request) { progress?.update(done: $0) }
        }
        document.people = try PeopleOption.reportRows(options, request, plan: peoplePlan)
        if let stored, let againstPath = options.againstPath {
            document.stored = try againstRefusal(againstPath) {
                try StoredComparison.compare(document.cells, with: stored, file: againstPath,
                                             budgetPercent: options.failIfSlowerPercent)
            }
        }

        if let versions, let beforePath = options.beforePath {
            document.capture = try capture(versions, beforePath: beforePath, options, users: users)
        }
        return (document, request)
    }

    /// The capture at `beforePath` matched with `scenario`, the version after.
    private static func screenVersions(_ beforePath: String, after scenario: Scenario,
                                       _ options: ReportOptions) throws -> ScreenVersions {
        let before = try ScenarioInputs(ScenarioFiles(scenarioPath: beforePath, profilesPath: options.profilesPath))
        do {
            return try ScreenVersions(before: before.scenario, after: scenario)
        } catch {
            throw CommandLineFailure.badInput("--before \(beforePath): "
                + error.described(beforeFile: beforePath, afterFile: options.scenarioPath))
        }
    }

    /// Each user on the version after against the same user on the capture
    /// at `beforePath`, each on the order they follow in each version.
    private static func capture(_ versions: ScreenVersions, beforePath: String, _ options: ReportOptions,
                                users: [NamedProfile]) throws -> VersionComparison {
        try ScenarioInputs.refusingAsBadInput("\(beforePath) and \(options.scenarioPath)") {
            try VersionComparison.run(versions, beforeFile: beforePath, afterFile: options.scenarioPath, users: users,
                                      orders: captureOrders(versions), settings: options.settings)
        }
    }

    private static func captureOrders(_ versions: ScreenVersions) -> (NamedProfile) -> (before: String, after: String) {
        { (versions.before.defaultOrder(for: $0), versions.after.defaultOrder(for: $0)) }
    }

    private static func checkedOrders(_ options: ReportOptions, _ scenario: Scenario) throws -> [String] {
        let available = scenario.orders.map(\.name)
        let orders = options.orders ?? available
        for order in orders where !available.contains(order) {
            var message = "\(options.scenarioPath): no order named '\(order)' (the scenario has: "
                + available.joined(separator: ", ") + ")"
            message += Suggestion.clause(for: order, among: available)
            throw CommandLineFailure.badInput(message)
        }
        return orders
    }

    /// The stored report is read before the run and compared after it; both
    /// refuse alike, as one line naming the file.
    private static func againstRefusal<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let refusal as StoredComparison.Refusal {
            throw CommandLineFailure.badInput("--against \(path): \(refusal)")
        }
    }

    private static func readStored(_ path: String) throws -> String {
        do {
            return String(decoding: try InputFile.read(path), as: UTF8.self)
        } catch {
            throw CommandLineFailure.badInput("--against \(error)")
        }
    }
}
