/// JUnit XML in the Ant schema that Jenkins, GitLab and test-result
/// viewers read: a failed test case per failure, a passing one with the
/// advice in its output per piece of advice.
public struct JUnitFormat: OutputFormat {
    public init() {}
    public var name: String { "junit" }
    public var kinds: Set<ResultKind> { [.reports, .lint, .check] }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        let suites: [JUnitXML.Suite]
        switch result {
        case let .reports(documents): suites = documents.map { ReportJUnit.suite($0, root: context.sourceRoot) }
        case let .lint(run): suites = run.lints.map { JUnitXML.Suite(lint: $0, root: context.sourceRoot) }
        case let .check(check): suites = CheckJUnit.suites(check, root: context.sourceRoot)
        default: throw unsupported(result)
        }
        return JUnitXML(suites: suites, started: context.started).render()
    }
}
