import FocusCost
import FocusLint
import FocusModel
import FocusReport

/// `focusbench lint`: lists the focus-order failures of one order with what
/// each costs every chosen user, and exits with status 4 when there are any,
/// so it can gate a build.
enum LintCommand {
    static func run(_ options: LintOptions) throws {
        let scenario = try ScenarioLoader.load(contentsOf: options.scenarioPath)
        let catalog = try ProfileCatalog.forScenario(scenario, profilesFile: options.profilesPath)
        let users = try options.users.map { name in
            guard let profile = catalog.profile(named: name) else {
                throw CommandLineFailure.badInput(catalog.unknownProfileMessage(name))
            }
            return profile
        }
        let order = options.order ?? scenario.orders[0].name
        let result: LintResult
        do {
            result = try Linter.lint(LintRequest(scenario: scenario, order: order, users: users,
                                                 settings: options.settings))
        } catch let error as CostModelError {
            throw CommandLineFailure.badInput("\(options.scenarioPath): \(error)")
        }
        StandardStreams.write(options.json ? LintJSON.render(result) : LintText.render(result))
        if !result.findings.isEmpty {
            let count = result.findings.count
            throw CommandLineFailure.findingsFound("\(options.scenarioPath): \(count) finding\(count == 1 ? "" : "s")")
        }
    }
}
