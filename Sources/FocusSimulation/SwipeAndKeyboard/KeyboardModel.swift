import FocusModel

/// A scenario, one of its orders and a keyboard profile, reduced to a
/// `StopNavigationPlan`: the Tab stops are the controls, every move is a
/// keystroke, every landing a look at the focus indicator, and Space or
/// Enter (one more keystroke) activates.
package struct KeyboardModel: Sendable {
    public let plan: StopNavigationPlan
    public let profile: KeyboardProfile

    /// `startIndex`: the order index of the element focus starts on.
    public init(scenario: Scenario, orderName: String, startIndex: Int = 0, profile: KeyboardProfile) throws {
        let rules = StopNavigationRules(keyboard: profile)
        let targets = try StopNavigationTargets(scenario: scenario, orderName: orderName, rules: rules,
                                                why: "Tab and Shift+Tab", startIndex: startIndex)
        let stopCount = targets.stopOrderIndices.count
        plan = StopNavigationPlan(
            stopCount: stopCount, startPosition: targets.startPosition, steps: targets.steps,
            takesShorterWay: rules.takesShorterWay,
            landingPerception: Array(repeating: 0, count: targets.steps.count * stopCount), startPerception: 0,
            moveTime: rules.moveTime, perceptionTime: rules.perceptionTime, activationTime: rules.activationTime,
            entryTimePerCharacter: rules.entryTimePerCharacter, overshoot: profile.overshoot,
            moveCategory: .keystrokes, perceptionCategory: .looking,
            modelName: rules.takesShorterWay ? "keyboard, Tab and Shift+Tab" : "keyboard, Tab only")
        try plan.checkEveryStepFinishes()
        self.profile = profile
    }
}
