/// Why a result could not be rendered.
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// CSV output lists replications, but the estimate was made without keeping them.
    case replicationsNotKept(order: String)

    public var description: String {
        switch self {
        case let .replicationsNotKept(order):
            "cannot write CSV for order '\(order)': the simulation did not keep its replications"
        }
    }
}
