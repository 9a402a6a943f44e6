/// One self-contained page with tables and charts (`focusbench report`, `sweep`, `merge`).
public struct HTMLFormat: OutputFormat {
    public init() {}
    public var name: String { "html" }
    public var kinds: Set<ResultKind> { [.reports, .sweep] }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        let generator = "focusbench \(context.toolVersion)"
        if case let .sweep(sweep) = result { return SweepHTML.render(sweep, generator: generator) }
        guard case let .reports(documents) = result else { throw unsupported(result) }
        return documents.count == 1 ? HTMLReport.render(documents[0], generator: generator)
            : ReportBundle.html(documents, generator: generator)
    }
}
