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
