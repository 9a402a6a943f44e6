import FocusCost
import FocusModel
import FocusReport

extension VersionComparison {
    /// Each user on their order in each version (`orders(user)` gives the
    /// before and the after order), after − before with common random numbers.
    public static func run(_ versions: ScreenVersions, beforeFile: String, afterFile: String, users: [NamedProfile],
                           orders: (NamedProfile) -> (before: String, after: String), notes: [String] = [],
                           settings: SimulationSettings) throws -> VersionComparison {
        let results = try sides(users, orders: orders).map { side in
            let comparison = try CostModel.compare(side.after, on: versions.after, with: side.before,
                                                   on: versions.before, settings: settings)
            return UserResult(user: side.after.user.name, comparison: comparison)
        }
        return VersionComparison(beforeFile: beforeFile, afterFile: afterFile, versions: versions, users: results,
                                 notes: notes)
    }

    /// What `run` simulates, version by version: each user's before arm on
    /// `versions.before` and after arm on `versions.after` (which plays the
    /// task of the version before), for sizing a run before it starts.
    public static func work(_ versions: ScreenVersions, users: [NamedProfile],
                            orders: (NamedProfile) -> (before: String, after: String))
        -> [(scenario: Scenario, arms: [Arm])] {
        let sides = sides(users, orders: orders)
        return [(versions.before, sides.map(\.before)), (versions.after, sides.map(\.after))]
    }

    /// A user who can never finish on one of the versions: `file` is that version's.
    public struct Refusal: Error, Sendable {
        public var file: String
        public var user: String
        public var error: CostModelError
    }

    /// Refuses, without simulating, a user of `run` who can never finish on
    /// either version (a trap, a target no reaction time can hit there),
    /// naming the version: `run` would find it only after simulating the
    /// other side, and could not say which file it is in.
    public static func checkFeasible(_ versions: ScreenVersions, beforeFile: String, afterFile: String,
                                     users: [NamedProfile],
                                     orders: (NamedProfile) -> (before: String, after: String)) throws {
        for side in sides(users, orders: orders) {
            for (scenario, arm, file) in [(versions.before, side.before, beforeFile),
                                          (versions.after, side.after, afterFile)] {
                do {
                    try CostModel.checkFeasible(scenario: scenario, order: arm.order, user: arm.user)
                } catch let error as CostModelError {
                    throw Refusal(file: file, user: arm.user.name, error: error)
                }
            }
        }
    }

    private static func sides(_ users: [NamedProfile], orders: (NamedProfile) -> (before: String, after: String))
        -> [(before: Arm, after: Arm)] {
        users.map { user in
            let (before, after) = orders(user)
            return (Arm(order: before, user: user), Arm(order: after, user: user))
        }
    }
}
