import FocusModel

/// A scenario, one of its orders and a swipe profile, reduced to a
/// `StopNavigationPlan`: every element is a stop (linear, shortest) or only
/// the controls (formControls), and every landing costs the listening time of
/// the element's announcement as it stands at that step of the task.
package struct SwipeModel: Sendable {
    public let plan: StopNavigationPlan
    public let profile: SwipeProfile

    /// `startIndex`: the order index of the element focus starts on.
    public init(scenario: Scenario, orderName: String, startIndex: Int = 0, profile: SwipeProfile) throws {
        let rules = StopNavigationRules(swipe: profile)
        let targets = try StopNavigationTargets(
            scenario: scenario, orderName: orderName, rules: rules,
            why: "the form-controls rotor (navigation \"formControls\") can", startIndex: startIndex)
        let elements = targets.elements
        let stops = targets.stopOrderIndices
        var entered: [String: Int] = [:]
        var activations: [String: Int] = [:]
        func listening(_ element: Element) -> Double {
            rules.perceptionSeconds(of: element, enteredCharacters: entered[element.id, default: 0],
                                    activations: activations[element.id, default: 0])
        }
        let start = elements.indices.contains(startIndex) ? listening(elements[startIndex]) : 0
        var perception: [Double] = []
        perception.reserveCapacity(targets.steps.count * stops.count)
        for step in targets.steps {
            for index in stops { perception.append(listening(elements[index])) }
            activations[step.targetID, default: 0] += 1
            entered[step.targetID, default: 0] += step.characters
        }
        let reader = profile.screenReader == .voiceover ? "VoiceOver" : "TalkBack"
        plan = StopNavigationPlan(
            stopCount: stops.count, startPosition: targets.startPosition, steps: targets.steps,
            takesShorterWay: rules.takesShorterWay, landingPerception: perception, startPerception: start,
            moveTime: rules.moveTime, perceptionTime: rules.perceptionTime, activationTime: rules.activationTime,
            entryTimePerCharacter: rules.entryTimePerCharacter, overshoot: profile.overshoot,
            moveCategory: .swiping, perceptionCategory: .listening,
            modelName: "swipe, \(reader), \(profile.navigation.rawValue) navigation")
        try plan.checkEveryStepFinishes()
        self.profile = profile
    }
}
