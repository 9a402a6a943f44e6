import FocusCost

/// Renders estimates and comparisons in any `ReportFormat`. Every rendering
/// ends with a newline, so it can be printed as is.
public enum Report {
    public static func render(_ estimate: Estimate, as format: ReportFormat) throws(ReportError) -> String {
        switch format {
        case .text: EstimateText.render(estimate)
        case .json: EstimateJSON.value(of: estimate).serialized(pretty: true) + "\n"
        case .csv: try ReplicationCSV.render([estimate])
        }
    }

    public static func render(_ comparison: Comparison, as format: ReportFormat) throws(ReportError) -> String {
        switch format {
        case .text: ComparisonText.render(comparison)
        case .json: ComparisonJSON.value(of: comparison).serialized(pretty: true) + "\n"
        case .csv: try ReplicationCSV.render([comparison.a, comparison.b])
        }
    }
}
