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
        return gathered(order) { _, id in groupOfElement[id] }
    }

    /// The elements of `order` gathered into one unit per key, placed where
    /// the key's first element appears, with its elements in `order`'s
    /// sequence; an element whose key is nil is a unit of its own.
    static func gathered(_ order: [String], by key: (_ index: Int, _ id: String) -> Int?) -> [[String]] {
        var unitOfKey: [Int: Int] = [:]
        var units: [[String]] = []
        for (index, id) in order.enumerated() {
            guard let key = key(index, id) else {
                units.append([id])
                continue
            }
            if let unit = unitOfKey[key] {
                units[unit].append(id)
            } else {
                unitOfKey[key] = units.count
                units.append([id])
            }
        }
        return units
    }
}
