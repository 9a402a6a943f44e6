/// Searches the orders that keep a scenario's constraints for the one with
/// the lowest expected completion time (see docs/optimizer.md).
public enum Optimizer {
    public static func optimize(_ request: OptimizationRequest) throws -> OptimizationResult {
        try OptimizationRun(request: request).run()
    }
}

public enum OptimizerError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The request itself is wrong (an unknown reference order, bad weights, too many elements).
    case invalidRequest(String)
    /// No order keeps all of these constraints together: (JSON path, constraint as written).
    case conflictingConstraints([ConstraintReference])
    /// The feasibility search ran out of budget without finding an order or proving there is none.
    case noFeasibleOrderFound(String)

    public var description: String {
        switch self {
        case let .invalidRequest(message): message
        case let .conflictingConstraints(conflict):
            "constraints that cannot all hold: "
                + conflict.map { "\($0.path) \($0.text)" }.joined(separator: ", ")
        case let .noFeasibleOrderFound(message): message
        }
    }
}

/// A constraint of the scenario: where it is and what it says.
public struct ConstraintReference: Sendable, Equatable {
    public var path: String
    public var text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
