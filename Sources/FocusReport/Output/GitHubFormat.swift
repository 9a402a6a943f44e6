/// GitHub Actions workflow commands (`::error file=…,line=…::`), which
/// the runner shows as annotations on the pull request's diff.
public struct GitHubFormat: OutputFormat {
    public init() {}
    public var name: String { "github" }
    public var kinds: Set<ResultKind> { [.lint, .check] }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        let lines: [String]
        switch result {
        case let .lint(run): lines = GitHubAnnotations.lines(lint: run, root: context.sourceRoot)
        case let .check(check): lines = GitHubAnnotations.lines(check: check, root: context.sourceRoot)
        default: throw unsupported(result)
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
