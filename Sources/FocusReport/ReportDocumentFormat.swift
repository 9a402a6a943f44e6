/// The formats of `focusbench report`.
public enum ReportDocumentFormat: String, Sendable, CaseIterable {
    /// One self-contained page with tables and charts.
    case html
    /// The summary for a pull-request comment.
    case md
    /// Everything the page shows, as numbers (docs/report-format.md).
    case json
    /// One row per replication per order and user.
    case csv
    /// One JUnit test case per order and user, failed when it breaks the budget.
    case junit

    public func render(_ document: ReportDocument, generator: String) throws(ReportError) -> String {
        switch self {
        case .html: HTMLReport.render(document, generator: generator)
        case .md: MarkdownReport.render(document)
        case .json: ReportSchemaJSON.render(document)
        case .csv: try ReportCSV.render(document)
        case .junit: ReportJUnit.render(document)
        }
    }
}
