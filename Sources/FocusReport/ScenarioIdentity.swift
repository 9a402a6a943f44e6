import FocusModel
import FocusStats

/// What a stored report must share with the current run before their cells
/// may be compared: the scenario's name and a hash of the screen and task
/// (platform, screen size, elements, task steps). Orders are left out of the
/// hash on purpose, since comparing a changed order with the stored one is
/// what `report --against` is for.
public struct ScenarioIdentity: Sendable, Equatable {
    public var name: String
    /// "fnv1a64:" and 16 hex digits.
    public var contentHash: String

    /// How strictly `report --against` (`--scenario-check`) and a `check`
    /// budget `against` a stored report (`scenarioCheck`) check the identity.
    public enum Check: String, CaseIterable, Sendable {
        /// Name and hash must both match.
        case same
        /// Only the name must match; the screen or task may have changed.
        case name
        /// Nothing is checked; cells are matched by order and user names alone.
        case off
    }

    /// Where the check was set, so that a refusal says how to relax it.
    public enum Setting: Sendable, Equatable {
        /// `report --scenario-check`.
        case option
        /// `"scenarioCheck"` in a `check` budget.
        case budgetKey

        func spelled(_ check: Check) -> String {
            switch self {
            case .option: "--scenario-check \(check.rawValue)"
            case .budgetKey: "\"scenarioCheck\": \"\(check.rawValue)\""
            }
        }
    }

    public init(name: String, contentHash: String) {
        self.name = name
        self.contentHash = contentHash
    }

    /// The identity of the scenario as the report's JSON describes it.
    init(name: String, describedBy parts: [JSONValue]) {
        self.init(name: name, contentHash: StableHash.fnv1a64Text(JSONValue.array(parts).serialized(pretty: false)))
    }
}
