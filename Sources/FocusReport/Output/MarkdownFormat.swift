/// The summary for a pull-request comment or a CI job summary (`focusbench report`).
public struct MarkdownFormat: OutputFormat {
    public init() {}
    public var name: String { "md" }
    public var kinds: Set<ResultKind> { [.reports] }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        guard case let .reports(documents) = result else { throw unsupported(result) }
        return documents.map(MarkdownReport.render).joined(separator: "\n")
    }
}
