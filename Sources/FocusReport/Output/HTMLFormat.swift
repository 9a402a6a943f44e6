/// One self-contained page with tables and charts (`focusbench report`).
public struct HTMLFormat: OutputFormat {
    public init() {}
    public var name: String { "html" }
    public var kinds: Set<ResultKind> { [.reports] }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        guard case let .reports(documents) = result else { throw unsupported(result) }
        let generator = "focusbench \(context.toolVersion)"
        return documents.count == 1 ? HTMLReport.render(documents[0], generator: generator)
            : ReportBundle.html(documents, generator: generator)
    }
}
