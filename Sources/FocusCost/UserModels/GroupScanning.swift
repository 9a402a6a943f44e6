import FocusModel
import FocusSimulation

/// Automatic group scanning (`scanning: auto, mode: group`): groups, then
/// the members of the one selected.
struct GroupScanning: TwoLevelScanningUserModel {
    let profile: SwitchScanningProfile
    var methodName: String { "automatic group scanning" }

    /// The groups of several stops the scan presents as one unit.
    func scanGroups(scenario: Scenario, order: String) -> [UsedScanGroup]? {
        let scanned = profile.scanned(scenario)
        guard let ids = scanned.order(named: order)?.elementIDs else { return nil }
        let groups = scanned.scanGroups(for: profile)
        let declared = Set(scanned.groups.map(\.id))
        var groupOf: [String: String] = [:]
        for group in groups { for member in group.memberIDs { groupOf[member] = group.id } }
        return ScanUnits.grouping(order: ids, groups: groups).filter { $0.count > 1 }.map { unit in
            UsedScanGroup(id: groupOf[unit[0]] ?? unit[0], memberIDs: unit,
                          automatic: !declared.contains(groupOf[unit[0]] ?? unit[0]))
        }
    }

    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts { try unitOrderMean(candidate) }
}
