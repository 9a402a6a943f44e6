import FocusModel

/// A scenario, one of its orders and a step-scanning profile (two switches:
/// move and select), reduced to the number of items and each step's target.
///
/// Step scanning moves item by item whatever the profile's `mode`: the move
/// switch always advances the highlight to the next item of the order.
package struct StepScanningModel: Sendable {
    public let itemCount: Int
    public let steps: [SwitchScanningModel.Step]
    public let profile: SwitchScanningProfile
    /// The item focus is on when the task begins (see `SwitchScanningModel.startItem`).
    public var startItem = 0

    public init(itemCount: Int, steps: [SwitchScanningModel.Step], profile: SwitchScanningProfile) throws {
        precondition(itemCount > 0)
        self.itemCount = itemCount
        self.steps = steps
        self.profile = profile
        // With every press slipping, the select switch never selects anything.
        if profile.slip >= 1, let first = steps.first {
            throw SimulationError.unreachableTarget(
                step: 0, target: first.targetID,
                reason: "every press slips (slip 1), so the select switch never selects the target")
        }
    }

    public init(scenario: Scenario, orderName: String, profile: SwitchScanningProfile) throws {
        let located = try SwitchScanningModel.Step.locate(in: scenario, orderName: orderName)
        try self.init(itemCount: located.itemCount, steps: located.steps, profile: profile)
    }

    /// The item highlighted when a step begins: item 0 at the start of the task
    /// and, with `first`, after every selection; the previous target with `current`.
    public func startItem(forStep index: Int) -> Int {
        guard profile.resumeAfterSelection == .current else { return 0 }
        return index > 0 ? steps[index - 1].position : startItem
    }

    /// Move presses from a step's start item to its target when no press slips.
    public func moves(forStep index: Int) -> Int {
        (steps[index].position - startItem(forStep: index) + itemCount) % itemCount
    }
}
