/// A region focus cannot leave once it has entered, except by activating
/// `exit`, which dismisses the region (a banner that goes away on "Accept").
/// Without an exit, focus never leaves.
public struct FocusTrap: Sendable, Equatable {
    public var id: String
    /// Member element ids, in the scenario's element order.
    public var memberIDs: [String]
    public var exit: String?

    public init(id: String, memberIDs: [String], exit: String? = nil) {
        self.id = id
        self.memberIDs = memberIDs
        self.exit = exit
    }
}
