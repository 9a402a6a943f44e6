import FocusModel
import FocusSimulation

/// A screen reader user swiping from element to element (`kind: swipe`).
struct SwipeNavigation: UserModel {
    let profile: SwipeProfile

    var searchesForHiddenFocus: Bool { false }

    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> SwipeModel {
        try SwipeModel(scenario: scenario, orderName: order, startIndex: startIndex, profile: profile)
    }

    func simulator(of model: SwipeModel) -> StopNavigationSimulator { StopNavigationSimulator(model: model) }

    func closedForm(of model: SwipeModel) -> AnalyticMoments? { StopNavigationClosedForm.moments(of: model.plan) }

    /// The path depends on the stops between targets, so never separable;
    /// exact without overshoots.
    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts {
        .general(isExact: profile.overshoot == 0,
                 .stops(StopNavigationCosts(candidate, rules: StopNavigationRules(swipe: profile))))
    }
}
