import FocusModel
import FocusSimulation

extension UserModel {
    var searchesForHiddenFocus: Bool { true }

    var loadStartIndex: Int { 0 }

    /// Where focus starts on one still of a phased run.
    private func startIndex(of still: PhaseScreen) -> Int {
        still.startsOnLoad ? loadStartIndex : still.startIndex
    }

    /// Runs the replications: the screen as one still, or, when it changes
    /// during the task, one still per phase played in sequence (no closed form then).
    /// A population run skips the closed form: it has none, and each person's would cost time.
    func replicate(scenario: Scenario, order: String, settings: SimulationSettings,
                   withClosedForm: Bool) throws -> ModelRunner.Run {
        if FocusPhasePlanner.needsPhasedRun(scenario) {
            let phases = try PhasePlan(scenario: scenario, order: order, searchesForHiddenFocus: searchesForHiddenFocus)
            let simulators = try phases.stills.map { still in
                simulator(of: try model(of: still.scenario, order: order, startIndex: startIndex(of: still)))
            }
            let phased = PhasedSimulator(phases: simulators, searchSeconds: phases.searchSeconds, places: phases.places)
            return ModelRunner.Run(output: MonteCarlo.run(phased, settings: settings), analytic: nil)
        }
        let built = try model(of: scenario, order: order, startIndex: loadStartIndex)
        return ModelRunner.Run(output: MonteCarlo.run(simulator(of: built), settings: settings),
                               analytic: withClosedForm ? closedForm(of: built) : nil)
    }

    /// Builds every model `replicate` would run, and runs none.
    func check(scenario: Scenario, order: String) throws {
        if FocusPhasePlanner.needsPhasedRun(scenario) {
            let phases = try PhasePlan(scenario: scenario, order: order, searchesForHiddenFocus: searchesForHiddenFocus)
            for still in phases.stills { _ = try model(of: still.scenario, order: order, startIndex: startIndex(of: still)) }
        } else {
            _ = try model(of: scenario, order: order, startIndex: loadStartIndex)
        }
    }

    /// The closed form of the screen as one still, focus starting as the screen loads.
    func closedForm(scenario: Scenario, order: String) throws -> AnalyticMoments? {
        closedForm(of: try model(of: scenario, order: order, startIndex: loadStartIndex))
    }
}
