import FocusModel
import FocusSimulation

/// A screen reader user swiping from element to element (`kind: swipe`).
struct SwipeNavigation: StopNavigationUserModel {
    let profile: SwipeProfile

    var rules: StopNavigationRules { StopNavigationRules(swipe: profile) }
    var overshoot: Double { profile.overshoot }
    /// The screen reader announces where focus lands.
    var searchesForHiddenFocus: Bool { false }

    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> StopNavigationPlan {
        try SwipeModel(scenario: scenario, orderName: order, startIndex: startIndex, profile: profile).plan
    }
}
