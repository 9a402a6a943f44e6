import FocusModel

/// A scenario, one of its orders and a keyboard profile, reduced to a
/// `StopNavigationPlan`: the Tab stops are the controls, every move is a
/// keystroke, every landing a look at the focus indicator, and Space or
/// Enter (one more keystroke) activates.
public struct KeyboardModel: Sendable {
    public let plan: StopNavigationPlan
    public let profile: KeyboardProfile

    /// `startIndex`: the order index of the element focus starts on.
    public init(scenario: Scenario, orderName: String, startIndex: Int = 0, profile: KeyboardProfile) throws {
        let targets = try StopNavigationTargets(scenario: scenario, orderName: orderName, onlyControls: true,
                                                why: "Tab and Shift+Tab", startIndex: startIndex)
        let stopCount = targets.stopOrderIndices.count
        let shorter = profile.navigation == .shortest
        plan = StopNavigationPlan(
            stopCount: stopCount, startPosition: targets.startPosition, steps: targets.steps,
            takesShorterWay: shorter,
            landingPerception: Array(repeating: 0, count: targets.steps.count * stopCount), startPerception: 0,
            moveTime: profile.keystrokeTime, perceptionTime: profile.lookTime, activationTime: profile.keystrokeTime,
            entryTimePerCharacter: profile.entryTimePerCharacter, overshoot: profile.overshoot,
            moveCategory: .keystrokes, perceptionCategory: .looking,
            modelName: shorter ? "keyboard, Tab and Shift+Tab" : "keyboard, Tab only")
        self.profile = profile
    }
}
