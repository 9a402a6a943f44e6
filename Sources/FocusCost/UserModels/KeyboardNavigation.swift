import FocusModel
import FocusSimulation

/// A keyboard user moving with Tab (and Shift+Tab) (`kind: keyboard`).
struct KeyboardNavigation: UserModel {
    let profile: KeyboardProfile

    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> KeyboardModel {
        try KeyboardModel(scenario: scenario, orderName: order, startIndex: startIndex, profile: profile)
    }

    func simulator(of model: KeyboardModel) -> StopNavigationSimulator { StopNavigationSimulator(model: model) }

    func closedForm(of model: KeyboardModel) -> AnalyticMoments? { StopNavigationClosedForm.moments(of: model.plan) }

    /// The path depends on the stops between targets, so never separable;
    /// exact without overshoots.
    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts {
        .general(isExact: profile.overshoot == 0,
                 .stops(StopNavigationCosts(candidate, rules: StopNavigationRules(keyboard: profile))))
    }
}
