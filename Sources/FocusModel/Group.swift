/// Elements the platform presents as one unit to group scanning, as a
/// container with `shouldGroupAccessibilityElement` or a table cell does on iOS.
///
/// Orders list elements, never groups: group scanning places a group as one
/// unit where its first member appears in the order, and scans its members in
/// the order's sequence. Other models ignore groups.
public struct Group: Sendable, Equatable {
    public var id: String
    /// Element identifiers; each element belongs to at most one group.
    public var memberIDs: [String]

    public init(id: String, memberIDs: [String]) {
        self.id = id
        self.memberIDs = memberIDs
    }
}

extension Scenario {
    /// The group that has element `id` as a member, if any.
    public func group(containing id: String) -> Group? {
        groups.first { $0.memberIDs.contains(id) }
    }
}
