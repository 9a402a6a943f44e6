import FocusModel

/// A scenario, one of its orders and a profile of automatic group or
/// row-column scanning, reduced to the top-level units and, for each step, the
/// unit holding the target and the target's place among the unit's members.
package struct TwoLevelScanningModel: Sendable {
    public struct Step: Sendable, Equatable {
        /// The target's unit among the top-level units.
        public var unit: Int
        /// The target's place among its unit's members (0 for a one-element unit).
        public var member: Int
        /// Members of the target's unit; 1 means the unit is the target itself.
        public var memberCount: Int
        public var characters: Int
        public var targetID: String
    }

    /// Element ids per top-level unit, in scan order.
    public let units: [[String]]
    public let steps: [Step]
    public let profile: SwitchScanningProfile

    /// Where each element sits among a model's units: worked out once for
    /// units that many models share (one per key of a keyboard layer).
    public struct UnitPlaces: Sendable {
        let place: [String: (unit: Int, member: Int)]

        public init(_ units: [[String]]) {
            var place: [String: (unit: Int, member: Int)] = [:]
            for (u, unit) in units.enumerated() {
                for (m, id) in unit.enumerated() { place[id] = (u, m) }
            }
            self.place = place
        }
    }

    /// A model over given units; `orderName` only names the order in errors.
    public init(units: [[String]], task: [TaskStep], profile: SwitchScanningProfile,
                orderName: String = "") throws {
        try self.init(units: units, places: UnitPlaces(units), task: task, profile: profile, orderName: orderName)
    }

    /// A model over given units whose places (`UnitPlaces(units)`) are already known.
    public init(units: [[String]], places: UnitPlaces, task: [TaskStep], profile: SwitchScanningProfile,
                orderName: String = "") throws {
        self.units = units
        self.profile = profile
        self.steps = try task.enumerated().map { index, step in
            guard let found = places.place[step.target] else {
                throw SimulationError.targetNotInOrder(step: index, target: step.target, order: orderName)
            }
            return Step(unit: found.unit, member: found.member, memberCount: units[found.unit].count,
                        characters: step.characters, targetID: step.target)
        }
        try checkEveryTargetCanBeHit()
    }

    /// Units from the scenario's groups or, without them, the automatic ones
    /// (`mode` group; see `Scenario.scanGroups(for:)`) or from its element
    /// frames (`mode` rowColumn; refused when an element of the order has none).
    public init(scenario: Scenario, orderName: String, profile: SwitchScanningProfile) throws {
        guard let order = scenario.order(named: orderName) else {
            throw SimulationError.unknownOrder(orderName, available: scenario.orders.map(\.name))
        }
        let units: [[String]]
        switch profile.mode {
        case .item:
            units = order.elementIDs.map { [$0] }
        case .group:
            units = ScanUnits.grouping(order: order.elementIDs, groups: scenario.scanGroups(for: profile))
        case .rowColumn:
            var frames: [String: Frame] = [:]
            for element in scenario.elements { frames[element.id] = element.frame }
            let missing = order.elementIDs.filter { frames[$0] == nil }
            if !missing.isEmpty { throw SimulationError.missingFrames(order: orderName, elementIDs: missing) }
            units = profile.rows == .android
                ? ScanUnits.androidRows(order: order.elementIDs, frames: frames)
                : ScanUnits.rows(order: order.elementIDs, frames: frames)
        }
        try self.init(units: units, task: scenario.task, profile: profile, orderName: orderName)
    }

    /// The unit a step's top-level run starts on: unit 0 at the start of the
    /// task and, with `first`, after every selection; with `current`, the unit
    /// holding the previous target.
    public func resumeUnit(forStep index: Int) -> Int {
        guard index > 0, profile.resumeAfterSelection == .current else { return 0 }
        return steps[index - 1].unit
    }

    /// Refuses a model in which some target can never be pressed in time.
    /// A top-level run starts on unit 0 or on the unit the step resumes on
    /// (other starts, after a wrong selection or back from a group, need the
    /// target's unit to have been reached already, or fall on another unit);
    /// a member run always starts on member 0. Those highlights get the pause.
    private func checkEveryTargetCanBeHit() throws {
        let p = profile
        for (index, step) in steps.enumerated() {
            let unitPaused = step.unit == 0 || resumeUnit(forStep: index) == step.unit
            try check(step: index, target: step.targetID, paused: unitPaused,
                      what: step.memberCount > 1 ? "its unit" : "it")
            if step.memberCount > 1 {
                try check(step: index, target: step.targetID, paused: step.member == 0, what: "it within its unit")
            }
        }

        func check(step: Int, target: String, paused: Bool, what: String) throws {
            let longest = p.scanInterval + (paused ? p.firstItemPause : 0)
            if p.reactionTime.probabilityBelow(longest) > 0 { return }
            let reason = "no reaction time is shorter than the longest highlight of \(what), "
                + "\(format(longest)) s (scanInterval \(format(p.scanInterval)) s"
                + (paused ? " + firstItemPause \(format(p.firstItemPause)) s)" : ")")
            throw SimulationError.unreachableTarget(step: step, target: target, reason: reason)
        }
    }
}

private func format(_ x: Double) -> String {
    let rounded = (x * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

extension Scenario {
    /// The groups group scanning uses: the scenario's own and, when the
    /// profile allows it (`autoGroup`), `AutomaticGroups` for the elements
    /// they leave out (groups given for part of a screen do not turn
    /// grouping off for the rest).
    public func scanGroups(for profile: SwitchScanningProfile) -> [Group] {
        profile.autoGroup ? groups + AutomaticGroups.groups(of: self, besides: groups) : groups
    }
}
