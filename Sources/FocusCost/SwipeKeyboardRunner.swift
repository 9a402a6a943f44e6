import FocusModel
import FocusSimulation
import FocusStats

extension ModelRunner {
    static func runSwipe(scenario: Scenario, order: String, profile: SwipeProfile,
                         settings: SimulationSettings) throws -> Run {
        let model = try SwipeModel(scenario: scenario, orderName: order, profile: profile)
        let output = MonteCarlo.run(StopNavigationSimulator(model: model), settings: settings)
        return Run(output: output, analytic: StopNavigationClosedForm.moments(of: model.plan))
    }

    static func runKeyboard(scenario: Scenario, order: String, profile: KeyboardProfile,
                            settings: SimulationSettings) throws -> Run {
        let model = try KeyboardModel(scenario: scenario, orderName: order, profile: profile)
        let output = MonteCarlo.run(StopNavigationSimulator(model: model), settings: settings)
        return Run(output: output, analytic: StopNavigationClosedForm.moments(of: model.plan))
    }
}
