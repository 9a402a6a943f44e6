import FocusModel
import FocusSimulation

/// Runs the replications of one (scenario, order, profile) with the profile's
/// user model (`UserModelFactory`), and turns the model's refusal into a
/// `CostModelError`.
enum ModelRunner {
    struct Run {
        var output: MonteCarlo.Output
        var analytic: AnalyticMoments?
        /// The typing times drawn for text entry, when the user types on a keyboard.
        var entryPool: EntryPool? {
            didSet { sharedPool = entryPool }
        }
        /// The one pool every replication drew its typing from, whose texts
        /// are then one sample for all of them: the mean's confidence interval
        /// adds its error (`EntryPool.meanVariance`). Nil when the
        /// replications typed from pools of their own people, or not at all.
        var sharedPool: EntryPool?

        /// Moves the completion times out, so that sorting them for quantiles
        /// does not copy tens of megabytes.
        mutating func takeTotals() -> [Double] {
            defer { output.totals = [] }
            return output.totals
        }
    }

    /// A population run passes `withClosedForm: false`: it has none, and each person's would cost time.
    static func run(scenario: Scenario, order: String, user: NamedProfile,
                    settings: SimulationSettings, withClosedForm: Bool = true) throws -> Run {
        let pool = try entryPool(scenario: scenario, order: order, user: user, settings: settings, share: .wholeRun)
        return try run(scenario: scenario, order: order, user: user, settings: settings, typing: pool,
                       withClosedForm: withClosedForm)
    }

    /// The run of `user` whose text entry is drawn from `pool` (nil: typed at the constant rate).
    static func run(scenario: Scenario, order: String, user: NamedProfile, settings: SimulationSettings,
                    typing pool: EntryPool?, withClosedForm: Bool) throws -> Run {
        var run = try refusingAsCostError {
            // The pool replaces the constant entry time, which is therefore set to zero.
            try UserModelFactory.model(for: pool == nil ? user.profile : user.profile.typingNothing)
                .replicate(scenario: scenario, order: order, settings: settings, withClosedForm: withClosedForm,
                           entryPool: pool)
        }
        run.entryPool = pool
        return run
    }

    /// The typings `user`'s replications draw from, when their model types
    /// the task's text on a keyboard; nil for the constant rate.
    static func entryPool(scenario: Scenario, order: String, user: NamedProfile, settings: SimulationSettings,
                          share: EntryPoolShare) throws -> EntryPool? {
        guard KeyboardTextEntry.simulatesTyping(for: user.profile, task: scenario.task, settings: settings) else {
            return nil
        }
        // A target the user can never select is the first thing to say, before any typing is simulated.
        try check(scenario: scenario, order: order, profile: user.profile)
        do {
            // Each field's type goes with its step: it decides the keyboard the field brings up.
            return try KeyboardTextEntry.pool(for: user, platform: scenario.platform, task: scenario.taskWithInputTypes,
                                              settings: settings, share: share)
        } catch let error as CostModelError {
            throw error
        } catch let error as KeyboardError where error.namesUser {
            throw CostModelError.textEntry(error.description)
        } catch {
            throw CostModelError.textEntry("user '\(user.name)': \(error)")
        }
    }

    /// Builds every model a run would use, without simulating.
    static func check(scenario: Scenario, order: String, profile: UserProfile) throws {
        try refusingAsCostError {
            try UserModelFactory.model(for: profile).check(scenario: scenario, order: order)
        }
    }

    static func closedForm(scenario: Scenario, order: String, profile: UserProfile) throws -> AnalyticMoments? {
        try refusingAsCostError {
            try UserModelFactory.model(for: profile).closedForm(scenario: scenario, order: order)
        }
    }

    static func refusingAsCostError<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SimulationError {
            throw CostModelError.simulation(error)
        }
    }
}
