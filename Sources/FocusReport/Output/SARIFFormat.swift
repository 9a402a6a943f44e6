/// SARIF 2.1.0 as GitHub code scanning reads it (docs/report-format.md#sarif).
public struct SARIFFormat: OutputFormat {
    public init() {}
    public var name: String { "sarif" }
    public var kinds: Set<ResultKind> { [.lint, .check, .failure] }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        switch result {
        case let .lint(run): SARIFLog.render(SARIFLog.Findings(lint: run), context: context)
        case let .check(check): SARIFLog.render(SARIFLog.Findings(check: check), context: context)
        case let .failure(failure): SARIFLog.render(SARIFLog.Findings(failure: failure), context: context)
        default: throw unsupported(result)
        }
    }
}
