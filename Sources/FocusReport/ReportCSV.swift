import FocusCost

/// The report's replications as CSV: one row per replication per (order,
/// user) cell, under one header, in the columns of `ReplicationCSV`.
package enum ReportCSV {
    /// The rows of a document whose run kept its records (`Request.keepsRecords`).
    public static func render(_ document: ReportDocument) throws(ReportError) -> String {
        try ReplicationCSV.render(document.cells.map(\.estimate))
    }
}
