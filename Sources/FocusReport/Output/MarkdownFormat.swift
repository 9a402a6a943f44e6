/// GitHub-flavoured Markdown for a pull-request comment or a CI job summary:
/// `focusbench report`'s summary, and `check`'s and `lint`'s verdict, budgets and findings.
public struct MarkdownFormat: OutputFormat {
    public init() {}
    public var name: String { "md" }
    public var kinds: Set<ResultKind> { [.reports, .check, .lint] }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        switch result {
        case let .reports(documents): documents.map(MarkdownReport.render).joined(separator: "\n")
        case let .check(check): CheckMarkdown.render(check)
        case let .lint(run): CheckMarkdown.render(run)
        default: throw unsupported(result)
        }
    }
}
