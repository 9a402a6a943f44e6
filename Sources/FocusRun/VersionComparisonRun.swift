import FocusCost
import FocusModel
import FocusReport

extension VersionComparison {
    /// Each user on their order in each version (`orders(user)` gives the
    /// before and the after order), after − before with common random numbers.
    public static func run(_ versions: ScreenVersions, beforeFile: String, afterFile: String, users: [NamedProfile],
                           orders: (NamedProfile) -> (before: String, after: String), notes: [String] = [],
                           settings: SimulationSettings) throws -> VersionComparison {
        let results = try users.map { user in
            let (before, after) = orders(user)
            let comparison = try CostModel.compare(Arm(order: after, user: user), on: versions.after,
                                                   with: Arm(order: before, user: user), on: versions.before,
                                                   settings: settings)
            return UserResult(user: user.name, comparison: comparison)
        }
        return VersionComparison(beforeFile: beforeFile, afterFile: afterFile, versions: versions, users: results,
                                 notes: notes)
    }
}
