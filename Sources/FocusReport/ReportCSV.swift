import FocusCost

/// The report's replications as CSV: one row per replication per (order,
/// user) cell, under one header, in the columns of `ReplicationCSV`.
public enum ReportCSV {
    /// The rows of a document whose run kept its records (`Request.keepsRecords`).
    public static func render(_ document: ReportDocument) throws(ReportError) -> String {
        try ReplicationCSV.render(document.cells.map(\.estimate))
    }

    /// The same rows with no record kept: each cell, by order and then by
    /// user, is simulated again with the request's settings (the same seed,
    /// so the same replications as the report's) and its rows handed to
    /// `output` a block at a time, so that memory does not grow with them.
    public static func write(_ request: ReportRun.Request, to output: @escaping @Sendable (String) -> Void) throws {
        let blocks = ReplicationCSV.streaming(to: output)
        var settings = request.settings
        settings.keepReplications = false
        for arm in request.arms {
            _ = try CostModel.simulate(scenario: request.scenario, order: arm.order, user: arm.user, settings: settings,
                                       streamingRecords: blocks)
        }
    }
}
