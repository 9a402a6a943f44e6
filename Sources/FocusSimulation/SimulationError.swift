import FocusModel

/// Why a scenario cannot be simulated with a profile. Raised before any replication runs.
public enum SimulationError: Error, CustomStringConvertible, Sendable, Equatable {
    case unknownOrder(String, available: [String])
    case targetNotInOrder(step: Int, target: String, order: String)
    /// The user can never press in time on this step's target, so the task can never finish.
    case unreachableTarget(step: Int, target: String, reason: String)
    /// Row-column scanning builds its rows from frames, which these elements lack.
    case missingFrames(order: String, elementIDs: [String])
    /// Point scanning sweeps lines across the screen, so it needs the screen size.
    case pointScanningWithoutScreen
    /// Point scanning selects what lies under the crosshair, so it needs every element's frame.
    case pointScanningWithoutFrames(elementIDs: [String])
    /// The task cannot be played on the changing screen (a trap without an exit in the way).
    case screenChange(String)

    public var description: String {
        switch self {
        case let .unknownOrder(name, available):
            return "no order named '\(name)' (the scenario has: \(available.joined(separator: ", ")))"
                + Suggestion.clause(for: name, among: available)
        case let .targetNotInOrder(step, target, order):
            return "task step \(step + 1) targets '\(target)', which order '\(order)' does not contain"
        case let .unreachableTarget(step, target, reason):
            return "task step \(step + 1) ('\(target)') can never be completed: \(reason)"
        case let .missingFrames(order, ids):
            return "row-column scanning builds rows from element frames, but in order '\(order)' "
                + "these elements have no frame: \(ids.joined(separator: ", "))"
        case .pointScanningWithoutScreen:
            return "point scanning sweeps lines across the screen, but the scenario gives no \"screen\" size"
        case let .screenChange(message):
            return message
        case let .pointScanningWithoutFrames(ids):
            return "point scanning selects what lies under the crosshair, but these elements have no frame: "
                + ids.joined(separator: ", ")
        }
    }
}
