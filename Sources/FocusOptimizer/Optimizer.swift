/// Searches the orders that keep a scenario's constraints for the one with
/// the lowest expected completion time.
public enum Optimizer {
    public static func optimize(_ request: OptimizationRequest) throws -> OptimizationResult {
        throw OptimizerError.notReady
    }
}

public enum OptimizerError: Error, CustomStringConvertible, Sendable {
    case notReady

    public var description: String {
        switch self {
        case .notReady: "the optimizer is being built"
        }
    }
}
