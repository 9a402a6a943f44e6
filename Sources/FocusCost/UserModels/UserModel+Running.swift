import FocusModel
import FocusSimulation

extension UserModel {
    var searchesForHiddenFocus: Bool { true }

    var aimsAtTargets: Bool { false }

    var loadStartIndex: Int { 0 }

    func scanStops(of scenario: Scenario, order: String) -> [String]? { nil }

    func scanGroups(scenario: Scenario, order: String) -> [UsedScanGroup]? { nil }

    func wrongSelectionsPerSelection(of model: Model) -> Double? { nil }

    /// `wrongSelectionsPerSelection(of:)` for the one-step task of `scenario`.
    func wrongSelectionsPerSelection(scenario: Scenario, order: String) throws -> Double? {
        try wrongSelectionsPerSelection(of: model(of: scenario, order: order, startIndex: loadStartIndex))
    }

    /// Where focus starts on one still of a phased run.
    func startIndex(of still: PhaseScreen) -> Int {
        still.startsOnLoad ? loadStartIndex : still.startIndex
    }

    /// Runs the replications: the screen as one still, or, when it changes
    /// during the task, one still per phase played in sequence (no closed form then).
    /// A population run skips the closed form: it has none, and each person's would cost time.
    /// With an entry pool, text entry is drawn from it (no closed form includes typing).
    func replicate(scenario: Scenario, order: String, settings: SimulationSettings,
                   withClosedForm: Bool, entryPool: EntryPool?) throws -> ModelRunner.Run {
        if FocusPhasePlanner.needsPhasedRun(scenario) {
            let phased = try phasedSimulator(scenario: scenario, order: order)
            return ModelRunner.Run(output: try runner(phased, scrolling: scenario)(entryPool, settings), analytic: nil)
        }
        let built = try model(of: scenario, order: order, startIndex: loadStartIndex)
        let analytic = withClosedForm
            ? try addingPickers(to: closedForm(of: built, typing: entryPool).map { scrolled($0, scenario) }, of: scenario)
            : nil
        return ModelRunner.Run(output: try runner(simulator(of: built), scrolling: scenario)(entryPool, settings),
                               analytic: analytic)
    }

    /// What `replicate` runs, built once: `PreparedRun` plays it again and again.
    func prepare(scenario: Scenario, order: String) throws -> PreparedRun.Body {
        if FocusPhasePlanner.needsPhasedRun(scenario) {
            return try runner(try phasedSimulator(scenario: scenario, order: order), scrolling: scenario)
        }
        return try runner(simulator(of: try model(of: scenario, order: order, startIndex: loadStartIndex)),
                      scrolling: scenario)
    }

    /// `prepare` for one-step tasks on one screen (`PreparedScreen`): by default
    /// each target's scenario is built and prepared from scratch; a model whose
    /// screen reduction does not depend on the task does it once.
    func prepareTargets(of screen: Scenario, order: String) throws -> PreparedScreen.Targets {
        preparingEachTarget(of: screen, order: order)
    }

    /// Each target's one-step scenario prepared from scratch.
    func preparingEachTarget(of screen: Scenario, order: String) -> PreparedScreen.Targets {
        { step in
            var scenario = screen
            scenario.task = [step]
            return try prepare(scenario: scenario, order: order)
        }
    }

    /// One still per phase of a screen that changes during the task, played in sequence.
    private func phasedSimulator(scenario: Scenario, order: String) throws -> PhasedSimulator<Simulator> {
        let phases = try PhasePlan(scenario: scenario, order: order, searchesForHiddenFocus: searchesForHiddenFocus)
        let simulators = try phases.stills.map { still in
            simulator(of: try model(of: still.scenario, order: order, startIndex: startIndex(of: still)))
        }
        return PhasedSimulator(phases: simulators, searchSeconds: phases.searchSeconds, places: phases.places)
    }

    /// The moments with the scenario's scrolling added (it is independent of navigation).
    func scrolled(_ moments: AnalyticMoments, _ scenario: Scenario) -> AnalyticMoments {
        let screenfuls = Viewport.screenfulsScrolled(scenario)
        guard screenfuls > 0 else { return moments }
        let scroll = scrollCost.moments(screenfuls: screenfuls)
        return AnalyticMoments(mean: moments.mean + scroll.mean,
                               sd: (moments.sd * moments.sd + scroll.variance).squareRoot())
    }

    /// Runs of the simulator, with the task's choosing in pickers and the
    /// scenario's scrolling added when it has any; both are worked out here
    /// once, not at every run.
    func runner<S: ReplicationSimulator>(_ simulator: S, scrolling scenario: Scenario) throws -> PreparedRun.Body {
        let pickers = try pickerSimulators(of: scenario)
        guard !pickers.isEmpty else { return scrollingRunner(simulator, scrolling: scenario) }
        return scrollingRunner(PickerChoiceSimulator(base: simulator, lists: pickers), scrolling: scenario)
    }

    private func scrollingRunner<S: ReplicationSimulator>(_ simulator: S, scrolling scenario: Scenario) -> PreparedRun.Body {
        let throughStep = Viewport.screenfulsScrolledThroughStep(scenario)
        guard (throughStep.last ?? 0) > 0 else {
            return { entryPool, settings in Self.run(simulator, entryPool: entryPool, settings: settings) }
        }
        let scrolling = ScrollingSimulator(base: simulator, screenfulsThroughStep: throughStep, cost: scrollCost)
        return { entryPool, settings in Self.run(scrolling, entryPool: entryPool, settings: settings) }
    }

    /// The closed form of a run whose typing comes from `pool`: the model's
    /// own (its entry time zero) plus fixed typing times; none includes
    /// typing that varies.
    private func closedForm(of built: Model, typing pool: EntryPool?) -> AnalyticMoments? {
        guard let pool else { return closedForm(of: built) }
        guard let typing = pool.fixedSeconds, let navigation = closedForm(of: built) else { return nil }
        return AnalyticMoments(mean: navigation.mean + typing, sd: navigation.sd)
    }

    private static func run<S: ReplicationSimulator>(_ simulator: S, entryPool: EntryPool?,
                                                     settings: SimulationSettings) -> MonteCarlo.Output {
        let progress = settings.onReplicationsDone
        guard let entryPool else { return MonteCarlo.run(simulator, settings: settings, progress: progress) }
        return MonteCarlo.run(EntryPoolSimulator(base: simulator, pool: entryPool), settings: settings,
                              progress: progress)
    }

    /// Builds every model `replicate` would run, and runs none.
    func check(scenario: Scenario, order: String) throws {
        if FocusPhasePlanner.needsPhasedRun(scenario) {
            let phases = try PhasePlan(scenario: scenario, order: order, searchesForHiddenFocus: searchesForHiddenFocus)
            for still in phases.stills { _ = try model(of: still.scenario, order: order, startIndex: startIndex(of: still)) }
        } else {
            _ = try model(of: scenario, order: order, startIndex: loadStartIndex)
        }
        try checkPickers(of: scenario)
    }

    /// The closed form of the screen as one still, focus starting as the screen loads.
    func closedForm(scenario: Scenario, order: String) throws -> AnalyticMoments? {
        try addingPickers(to: closedForm(of: try model(of: scenario, order: order, startIndex: loadStartIndex))
            .map { scrolled($0, scenario) }, of: scenario)
    }
}
