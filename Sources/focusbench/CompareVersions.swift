import FocusCost
import FocusModel
import FocusReport
import FocusRun

/// `focusbench compare BEFORE AFTER`: two versions of a screen, each user
/// on the order they follow in each version, on common random numbers.
enum CompareVersions {
    static func run(_ options: CompareOptions, afterPath: String) throws {
        let beforePath = options.run.files.scenarioPath
        let before = try ScenarioInputs(options.run.files)
        let after = try ScenarioInputs(ScenarioFiles(scenarioPath: afterPath, profilesPath: options.run.files.profilesPath))
        let versions: ScreenVersions
        do {
            versions = try ScreenVersions(before: before.scenario, after: after.scenario)
        } catch {
            throw CommandLineFailure.badInput("\(afterPath): "
                + error.described(beforeFile: beforePath, afterFile: afterPath))
        }
        var notes: [String] = []
        let names = options.versionUsers
            ?? (options.run.isUserGiven ? [options.run.userName]
                : ShippedDefaults.userNames(nil, for: before.scenario, file: beforePath, notes: &notes))
        let users = try names.map(before.catalog.requiredProfile)
        if let order = options.order {
            for (path, scenario) in [(beforePath, before.scenario), (afterPath, after.scenario)]
            where scenario.order(named: order) == nil {
                throw CommandLineFailure.badInput("\(path): no order named '\(order)' (the scenario has: "
                    + scenario.orders.map(\.name).joined(separator: ", ") + ")")
            }
        }
        var orders: [String: (before: String, after: String)] = [:]
        for user in users {
            var beforeNotes: [String] = [], afterNotes: [String] = []
            orders[user.name] = (options.order ?? ShippedDefaults.order(for: user, in: before.scenario, notes: &beforeNotes),
                                 options.order ?? ShippedDefaults.order(for: user, in: versions.after, notes: &afterNotes))
            notes += beforeNotes.map { "before: \($0)" } + afterNotes.map { "after: \($0)" }
        }
        try checkFeasible(versions, beforePath: beforePath, afterPath: afterPath, users: users,
                          orders: { orders[$0.name]! })
        let comparison = try ScenarioInputs.refusingAsBadInput("\(beforePath) and \(afterPath)") {
            try WorkBudget.check(VersionComparison.work(versions, users: users, orders: { orders[$0.name]! }),
                                 settings: options.run.settings, budget: options.run.maxEvents)
            return try VersionComparison.run(versions, beforeFile: beforePath, afterFile: afterPath, users: users,
                                             orders: { orders[$0.name]! }, notes: notes, settings: options.run.settings)
        }
        // The options refuse formats that cannot render two versions (csv).
        try StandardStreams.write(.versionComparison(comparison), as: options.run.format)
        ShippedDefaults.print(notes)
    }

    /// Refuses, before anything runs, a user who can never finish on one of
    /// the versions, naming that version's file (and the user, when another
    /// could finish); the run would find it only after simulating the other.
    static func checkFeasible(_ versions: ScreenVersions, beforePath: String, afterPath: String, users: [NamedProfile],
                              orders: (NamedProfile) -> (before: String, after: String)) throws {
        do {
            try VersionComparison.checkFeasible(versions, beforeFile: beforePath, afterFile: afterPath, users: users,
                                                orders: orders)
        } catch let refusal as VersionComparison.Refusal {
            throw CommandLineFailure.refusal(refusal.error, file: refusal.file, user: refusal.user)
        }
    }
}
