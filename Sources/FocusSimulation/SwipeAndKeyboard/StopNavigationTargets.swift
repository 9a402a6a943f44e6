import FocusModel

/// The stops of an order and the task's targets among them, shared by the
/// swipe and keyboard models.
struct StopNavigationTargets {
    /// Indices into the order of the elements that are stops.
    let stopOrderIndices: [Int]
    /// The scenario's elements in the order's sequence.
    let elements: [Element]
    let startPosition: Int
    let steps: [StopNavigationPlan.Step]

    /// `rules` say which elements are stops; a target that is not one is
    /// refused with `why` (the navigation that cannot reach it).
    /// `startIndex`: the order index of the element focus starts on; when it
    /// is not a stop, focus counts as on the stop before it, so the first move
    /// forward reaches the next stop; -1 when focus is on no element yet (the
    /// first move forward reaches the first stop).
    init(scenario: Scenario, orderName: String, rules: StopNavigationRules, why: String, startIndex: Int = 0) throws {
        guard let order = scenario.order(named: orderName) else {
            throw SimulationError.unknownOrder(orderName, available: scenario.orders.map(\.name))
        }
        var byID: [String: Element] = [:]
        for element in scenario.elements { byID[element.id] = element }
        let elements = order.elementIDs.map { id in byID[id] ?? Element(id: id, role: .staticText, label: "") }
        let stopOrderIndices = elements.indices.filter { rules.isStop(elements[$0]) }
        var stops: [Int: Int] = [:]
        for (stop, index) in stopOrderIndices.enumerated() { stops[index] = stop }
        var positionInOrder: [String: Int] = [:]
        for (index, id) in order.elementIDs.enumerated() where positionInOrder[id] == nil { positionInOrder[id] = index }
        self.elements = elements
        self.stopOrderIndices = stopOrderIndices
        if startIndex < 0 {
            startPosition = -1
        } else if startIndex == 0 {
            startPosition = stops[0] ?? -1
        } else {
            startPosition = stops[startIndex] ?? (stopOrderIndices.lastIndex { $0 < startIndex } ?? -1)
        }
        steps = try scenario.task.enumerated().map { index, step in
            guard let orderIndex = positionInOrder[step.target] else {
                throw SimulationError.targetNotInOrder(step: index, target: step.target, order: orderName)
            }
            guard let stop = stops[orderIndex] else {
                let role = elements[orderIndex].role.rawValue
                throw SimulationError.unreachableTarget(
                    step: index, target: step.target,
                    reason: "its role is \(role), and \(why) only stop on interactive elements")
            }
            return StopNavigationPlan.Step(stop: stop, characters: step.characters, targetID: step.target,
                                           activates: rules.activates(elements[orderIndex]))
        }
    }
}
