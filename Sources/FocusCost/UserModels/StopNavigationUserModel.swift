import FocusModel
import FocusSimulation

/// A user who moves focus one stop at a time (screen reader swipes, Tab):
/// the screen reduces to a `StopNavigationPlan`, which one simulator plays
/// and one closed form sums, and the optimizer asks the profile's `rules`.
protocol StopNavigationUserModel: UserModel where Model == StopNavigationPlan, Simulator == StopNavigationSimulator {
    var rules: StopNavigationRules { get }
    /// Chance that a move goes two stops instead of one; the closed form needs none.
    var overshoot: Double { get }
}

extension StopNavigationUserModel {
    func simulator(of plan: StopNavigationPlan) -> StopNavigationSimulator { StopNavigationSimulator(plan: plan) }

    func closedForm(of plan: StopNavigationPlan) -> AnalyticMoments? { StopNavigationClosedForm.moments(of: plan) }

    var loadStartIndex: Int { rules.startsBeforeFirstElement ? -1 : 0 }

    /// The path depends on the stops between targets, so never separable;
    /// exact without overshoots.
    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts {
        .general(isExact: overshoot == 0, .stops(StopNavigationCosts(candidate, rules: rules)))
    }
}
