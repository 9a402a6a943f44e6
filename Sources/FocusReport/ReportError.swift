/// Why a result could not be rendered.
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// CSV output lists replications, but the estimate was made without keeping them.
    case replicationsNotKept(order: String)
    /// A report's CSV holds one scenario's replications.
    case csvTakesOneScenario
    /// A format asked for a kind of result it does not render (commands offer only those it does).
    case unsupported(format: String, kind: String)

    public var description: String {
        switch self {
        case let .replicationsNotKept(order):
            "cannot write CSV for order '\(order)': the simulation did not keep its replications"
        case .csvTakesOneScenario:
            "--format csv writes one scenario's replications; give one SCENARIO, or use json, md, html or junit"
        case let .unsupported(format, kind):
            "the \(format) format does not render a \(kind) result"
        }
    }
}
