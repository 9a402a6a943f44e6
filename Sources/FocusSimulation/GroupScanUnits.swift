import FocusModel

/// The top level of two-level scanning: a sequence of units, each one element
/// (selected directly) or several (selecting the unit scans its members).
package enum ScanUnits {
    /// Group mode: every group with a member in the order is one unit, placed
    /// where its first member appears; its members keep the order's sequence,
    /// whether or not the order lists them together (iOS sorts a grouped
    /// container's children and places the container as one unit). Ungrouped
    /// elements are units of their own. Members the order leaves out are not
    /// scanned. Without groups, every element is a unit: item scanning.
    public static func grouping(order: [String], groups: [Group]) -> [[String]] {
        var groupOfElement: [String: Int] = [:]
        for (index, group) in groups.enumerated() {
            for member in group.memberIDs { groupOfElement[member] = index }
        }
        var unitOfGroup: [Int: Int] = [:]
        var units: [[String]] = []
        for id in order {
            guard let group = groupOfElement[id] else {
                units.append([id])
                continue
            }
            if let unit = unitOfGroup[group] {
                units[unit].append(id)
            } else {
                unitOfGroup[group] = units.count
                units.append([id])
            }
        }
        return units
    }
}
