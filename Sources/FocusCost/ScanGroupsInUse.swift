import FocusModel
import FocusSimulation

/// A group that group scanning presented as one unit in a run, so that a
/// report can say why two orders tie (their groups make them the same scan).
public struct UsedScanGroup: Sendable, Equatable {
    public var id: String
    /// The members the scan stops on, in scan order.
    public var memberIDs: [String]
    /// True when the group comes from the automatic rule, not the scenario.
    public var automatic: Bool

    public init(id: String, memberIDs: [String], automatic: Bool) {
        self.id = id
        self.memberIDs = memberIDs
        self.automatic = automatic
    }
}

enum ScanGroupsInUse {
    /// The groups of several stops a group-scanning user meets in `order`;
    /// nil for every other user.
    static func groups(scenario: Scenario, order: String, profile: UserProfile) -> [UsedScanGroup]? {
        guard case let .switchScanning(p) = profile, p.scanning == .auto, p.mode == .group else { return nil }
        let scanned = p.scanned(scenario)
        guard let ids = scanned.order(named: order)?.elementIDs else { return nil }
        let groups = scanned.scanGroups(for: p)
        let declared = Set(scanned.groups.map(\.id))
        var groupOf: [String: String] = [:]
        for group in groups { for member in group.memberIDs { groupOf[member] = group.id } }
        return ScanUnits.grouping(order: ids, groups: groups).filter { $0.count > 1 }.map { unit in
            UsedScanGroup(id: groupOf[unit[0]] ?? unit[0], memberIDs: unit,
                          automatic: !declared.contains(groupOf[unit[0]] ?? unit[0]))
        }
    }
}
