import FocusModel
import FocusStats

/// A scenario, one of its orders and a switch-scanning profile, reduced to
/// what a replication needs: the number of items and each step's target position.
package struct SwitchScanningModel: Sendable {
    public struct Step: Sendable, Equatable {
        /// 0-based position of the target in the order.
        public var position: Int
        public var characters: Int
        public var targetID: String
    }

    public let itemCount: Int
    public let steps: [Step]
    public let profile: SwitchScanningProfile
    /// The item focus is on when the task begins (a later phase of a changing
    /// screen starts where the screen put focus); used when scanning resumes on the current item.
    public var startItem = 0

    public init(itemCount: Int, steps: [Step], profile: SwitchScanningProfile) throws {
        self.itemCount = itemCount
        self.steps = steps
        self.profile = profile
        try checkEveryTargetCanBeHit()
    }

    public init(scenario: Scenario, orderName: String, profile: SwitchScanningProfile) throws {
        let located = try Step.locate(in: scenario, orderName: orderName)
        try self.init(itemCount: located.itemCount, steps: located.steps, profile: profile)
    }

    /// The scan position a step's run starts on.
    public func resumeItem(forStep index: Int) -> Int {
        guard profile.resumeAfterSelection == .current else { return 0 }
        return index > 0 ? steps[index - 1].position : startItem
    }

    /// Refuses a model in which some target can never be pressed in time,
    /// which would otherwise loop until the time cap on every replication.
    private func checkEveryTargetCanBeHit() throws {
        let p = profile
        let plain = p.scanInterval
        let paused = p.scanInterval + p.firstItemPause
        for (index, step) in steps.enumerated() {
            // The longest highlight this target can ever get. The pause applies to
            // item 0 and to the item a run starts on; runs start on item 0, on a
            // wrongly selected item (never the target) or, with resume-on-current,
            // on the previous step's target.
            let canPause = step.position == 0 || resumeItem(forStep: index) == step.position
            let longest = canPause ? paused : plain
            if p.reactionTime.probabilityBelow(longest) > 0 { continue }
            let reason = "no reaction time is shorter than the longest highlight '\(step.targetID)' gets, "
                + "\(format(longest)) s (scanInterval \(format(plain)) s"
                + (canPause ? " + firstItemPause \(format(p.firstItemPause)) s)" : ")")
            throw SimulationError.unreachableTarget(step: index, target: step.targetID, reason: reason)
        }
    }
}

extension SwitchScanningModel.Step {
    /// Each task step's target by its position in the order `orderName`
    /// (linear item and step scanning both need no more), with the order's length.
    static func locate(in scenario: Scenario, orderName: String) throws
        -> (itemCount: Int, steps: [SwitchScanningModel.Step]) {
        guard let order = scenario.order(named: orderName) else {
            throw SimulationError.unknownOrder(orderName, available: scenario.orders.map(\.name))
        }
        var positions: [String: Int] = [:]
        for (index, id) in order.elementIDs.enumerated() { positions[id] = index }
        let steps = try scenario.task.enumerated().map { index, step in
            guard let position = positions[step.target] else {
                throw SimulationError.targetNotInOrder(step: index, target: step.target, order: orderName)
            }
            return SwitchScanningModel.Step(position: position, characters: step.characters, targetID: step.target)
        }
        return (order.elementIDs.count, steps)
    }
}

private func format(_ x: Double) -> String {
    let rounded = (x * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
