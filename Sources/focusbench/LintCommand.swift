import FocusCost
import FocusLint
import FocusModel
import FocusReport
import FocusRun
import Foundation

/// `focusbench lint`: lists the focus-order failures of one order with what
/// each costs every chosen user, and exits with status 4 when there are any,
/// so it can gate a build.
enum LintCommand: CommandDeclaration {
    static let name = "lint"
    static let abstract = "List focus-order failures with what each costs the chosen users"
    static let options = [
        OptionDeclaration.order.withHelp("""
            The order to check (default: each order the users follow as shipped,
            the scenario's "follows", with the users who follow it; without it the first)
            """),
        OptionDeclaration.userList.withHelp(
            "Profiles to cost each finding for (default: the platform's users, see docs/commands.md)"),
        OptionDeclaration.profiles.withHelp("A JSON object of named profiles (default: none)"),
        OptionDeclaration.strict.withHelp(
            "Platform guidance (iOS 44 pt, Android 48 dp targets) sets exit status 4 too\n(default: it is advice)"),
    ] + LintOptions.simulation.declarations + FindingsOutputs.declarations(LintOptions.format, kind: .lint)
    static let help = CommandHelp(
        usage: ["SCENARIO... [--order NAME] [--users P,Q,...] [--strict] [--format FORMAT]\n"
                + "[--output FORMAT=FILE]... [--source-root DIR] [options]"],
        description: """
            Finds the focus-order failures of one order and puts a time on each: the order departing
            from the platform's reading order (inverted pairs, Kendall distance), dialogs that do not
            take focus or do not give it back, focus thrown to the top after a change, traps (with or
            without an exit), task targets the order or a user's navigation never reaches, interactive
            elements left out of the order, targets too small by the rule that applies (web: WCAG 2.5.8,
            24 by 24 CSS px unless spaced; iOS 44 pt and Android 48 dp: platform guidance, reported as
            advice), positive tabindex on the web, and elements without a visible focus indicator.

            For each finding with a repair, every user does the task on the screen as it is and with
            that one failure repaired, on common random numbers; the cost is the mean saving with its
            paired 95% CI. Findings are sorted by the largest saving over the users. See
            docs/commands.md for the repair simulated for each kind.

            Several scenario files are linted one after the other, each with its own result
            (text blocks, a JSON array, one SARIF run's results, one JUnit suite per file). SARIF
            2.1.0 is what code-scanning dashboards read; github prints workflow-command annotations.
            Each finding has one severity in every format: a failure (SARIF error, a failed JUnit
            case, ::error) or advice (SARIF note, a passing case with the advice in its output,
            ::notice). --output FORMAT=FILE writes more formats from the same run.
            """,
        notes: """
            Exit status: 0 no findings or only advice, 4 findings (the list is still written to stdout;
            with --strict advice counts too), 2 bad usage or bad input. On bad input a SARIF
            destination still gets a log that says what failed.
            """,
        examples: [
            "focusbench lint scenarios/changing/signup-dialog-failing.json",
            "focusbench lint scenarios/changing/list-delete-failing.json --users voiceover-expert,keyboard",
            "focusbench lint scenarios/changing/cookie-banner-failing.json --format json",
            "focusbench lint scenarios/changing/*-failing.json --output sarif=lint.sarif --output junit=lint.xml",
        ])

    static func run(_ options: LintOptions) throws {
        let run: LintRun
        var notes: [String] = []
        do {
            run = try lint(options, notes: &notes)
        } catch {
            options.outputs.writeFailure(RunFailure(command: name, failure: error), protecting: options.scenarioPaths)
            throw error
        }
        try options.outputs.write(.lint(run), protecting: options.scenarioPaths)
        // Said once the outputs are written, so that a refusal stays one line.
        ShippedDefaults.print(notes)
        if !run.failures.isEmpty {
            throw CommandLineFailure.findingsFound(run.failures.map { file, count in
                "\(file): \(count) finding\(count == 1 ? "" : "s")"
            }.joined(separator: "; "))
        }
    }

    private static func lint(_ options: LintOptions, notes: inout [String]) throws -> LintRun {
        var lints: [LintedScenario] = []
        for path in options.scenarioPaths {
            let inputs = try ScenarioInputs(ScenarioFiles(scenarioPath: path, profilesPath: options.profilesPath))
            let users = try ShippedDefaults.userNames(options.users, for: inputs.scenario, file: path, notes: &notes)
                .map(inputs.catalog.requiredProfile)
            for (order, followers) in ordersToLint(options.order, users: users, scenario: inputs.scenario,
                                                   notes: &notes) {
                let started = Date()
                let result = try ScenarioInputs.refusingAsBadInput(path) {
                    try Linter.lint(LintRequest(scenario: inputs.scenario, order: order, users: followers,
                                                settings: options.settings))
                }
                // Platform guidance (iOS and Android target sizes) fails the run only with --strict.
                lints.append(LintedScenario(file: path, result: result, policy: options.strict ? .strict : .requirements,
                                            seconds: Date().timeIntervalSince(started),
                                            sourceText: ScenarioText.read(path)))
            }
        }
        return LintRun(lints: lints)
    }

    /// The order given, for every user; else each order the users follow as
    /// shipped (with the sentences that say so) with the users who follow it; else the first.
    private static func ordersToLint(_ given: String?, users: [NamedProfile], scenario: Scenario,
                                     notes: inout [String]) -> [(order: String, users: [NamedProfile])] {
        if let given { return [(given, users)] }
        guard let groups = scenario.usersByShippedOrder(users) else { return [(scenario.orders[0].name, users)] }
        notes += groups.flatMap(\.sentences)
        return groups.map { ($0.order, $0.users) }
    }
}
