import FocusCost
import FocusModel
import FocusReport
import Foundation

/// `focusbench report`: every (order, user) cell on the same random numbers,
/// each order against the baseline, rendered as HTML, Markdown, JSON or CSV,
/// and optionally checked against a performance budget (exit status 3).
enum ReportCommand {
    static func run(_ options: ReportOptions) throws {
        let scenario = try ScenarioLoader.load(contentsOf: options.scenarioPath)
        let catalog = try ProfileCatalog.forScenario(scenario, profilesFile: options.profilesPath)
        let users = try options.users.map { name in
            guard let profile = catalog.profile(named: name) else {
                throw CommandLineFailure.badInput(catalog.unknownProfileMessage(name))
            }
            return profile
        }
        let orders = try checkedOrders(options, scenario)
        let baseline = options.baseline ?? orders[0]
        guard orders.contains(baseline) else {
            throw CommandLineFailure.badInput("--baseline '\(baseline)' is not among the reported orders "
                + "(\(orders.joined(separator: ", ")))")
        }
        // Refuse before simulating: a report must never replace its inputs.
        let inputs = [options.scenarioPath] + [options.profilesPath].compactMap { $0 }
        if let output = options.output, let input = inputs.first(where: { AtomicFileWriter.sameFile(output, $0) }) {
            throw CommandLineFailure.badInput("--output \(output) is \(input) itself; a report never replaces its input")
        }
        let storedText = try options.againstPath.map(readStored)

        let request = ReportRun.Request(scenario: scenario, scenarioFile: options.scenarioPath, orders: orders,
                                        users: users, baseline: baseline, settings: options.settings,
                                        budgetPercent: options.failIfSlowerPercent)
        let progress = ReportProgressBar.onTerminal(total: request.runCount)
        var document: ReportDocument
        do {
            defer { progress?.clear() }
            document = try ReportRun.make(request) { progress?.update(done: $0) }
        } catch let error as CostModelError {
            throw CommandLineFailure.badInput("\(options.scenarioPath): \(error)")
        }
        if let storedText, let againstPath = options.againstPath {
            do {
                document.stored = try StoredComparison.compare(document.cells, withStored: storedText, file: againstPath,
                                                               budgetPercent: options.failIfSlowerPercent)
            } catch {
                throw CommandLineFailure.badInput("--against \(againstPath): \(error)")
            }
        }

        let text: String
        do {
            text = try options.format.render(document, generator: "focusbench \(Version.current)")
        } catch {
            throw CommandLineFailure.runtime(error.description)
        }
        if let output = options.output {
            do {
                try AtomicFileWriter.write(text, to: output, protecting: inputs)
            } catch {
                throw CommandLineFailure.badInput(error.description)
            }
        } else {
            StandardStreams.write(text)
        }
        let violations = document.budgetViolations
        if !violations.isEmpty {
            throw CommandLineFailure.slowerThanBudget(violations.joined(separator: "; "))
        }
    }

    private static func checkedOrders(_ options: ReportOptions, _ scenario: Scenario) throws -> [String] {
        let available = scenario.orders.map(\.name)
        let orders = options.orders ?? available
        for order in orders where !available.contains(order) {
            var message = "\(options.scenarioPath): no order named '\(order)' (the scenario has: "
                + available.joined(separator: ", ") + ")"
            if let suggestion = Suggestion.closest(to: order, among: available) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw CommandLineFailure.badInput(message)
        }
        return orders
    }

    private static func readStored(_ path: String) throws -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw CommandLineFailure.badInput("--against \(path): cannot read it: \(error.localizedDescription)")
        }
    }
}
