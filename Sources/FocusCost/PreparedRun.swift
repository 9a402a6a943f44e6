import FocusModel
import FocusSimulation

/// One (scenario, order, user) whose model is built and checked once, then
/// run again and again with other settings, giving each run's replication
/// records only.
///
/// Why: the scanning typist simulates every key of a text as a one-step task
/// on its keyboard layer, for every text and every person of a population.
/// Through `CostModel.simulate` each such call rebuilt the model, worked out
/// the closed form, the scrolling and the estimate's statistics, which cost
/// far more than the few replications it ran. The records are those
/// `CostModel.simulate` keeps for the same settings, number for number.
package struct PreparedRun: Sendable {
    /// Runs the built simulator with an entry pool (nil here) and settings.
    typealias Body = @Sendable (EntryPool?, SimulationSettings) -> MonteCarlo.Output

    private let body: Body

    /// Builds `user`'s model of `order`; throws as `CostModel.simulate` would
    /// (`CostModelError.simulation` when the task can never be done).
    public init(scenario: Scenario, order: String, user: NamedProfile) throws {
        body = try ModelRunner.refusingAsCostError {
            try UserModelFactory.model(for: user.profile).prepare(scenario: scenario, order: order)
        }
    }

    init(body: @escaping Body) {
        self.body = body
    }

    /// Every replication's record, in replication order: `settings.replications`
    /// of them (at least 2, as for `CostModel.simulate`).
    public func records(settings: SimulationSettings) throws -> [ReplicationRecord] {
        try CostModel.validate(settings)
        var keeping = settings
        keeping.keepReplications = true
        return body(nil, keeping).records ?? []
    }
}

/// One screen on which one-step tasks, each selecting one target, are run
/// again and again (a keyboard layer, each key a target): what the user's
/// model of the screen needs whatever the target is worked out once, where
/// the model allows (group and row-column scanning: the scan units).
/// `run(selecting:)` gives the same runs as `PreparedRun` of the screen with
/// that one-step task.
package struct PreparedScreen: Sendable {
    typealias Targets = @Sendable (TaskStep) throws -> PreparedRun.Body

    private let targets: Targets

    /// `screen`'s own task is ignored. Throws as `PreparedRun` does.
    public init(screen: Scenario, order: String, user: NamedProfile) throws {
        targets = try ModelRunner.refusingAsCostError {
            try UserModelFactory.model(for: user.profile).prepareTargets(of: screen, order: order)
        }
    }

    /// The run of the one-step task `step` on the screen.
    public func run(selecting step: TaskStep) throws -> PreparedRun {
        PreparedRun(body: try ModelRunner.refusingAsCostError { try targets(step) })
    }
}
