/// JUnit XML in the Ant schema that Jenkins, GitLab and test-result
/// viewers read: a failed test case per failure, a passing one with the
/// advice in its output per piece of advice.
public struct JUnitFormat: OutputFormat {
    public init() {}
    public var name: String { "junit" }
    public var kinds: Set<ResultKind> { [.reports, .lint, .check] }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        switch result {
        case let .reports(documents): JUnitXML(suites: documents.map { ReportJUnit.suite($0, root: context.sourceRoot) }).render()
        case let .lint(run): JUnitXML(suites: run.lints.map { JUnitXML.Suite(lint: $0, root: context.sourceRoot) }).render()
        case let .check(check): JUnitXML(suites: CheckJUnit.suites(check, root: context.sourceRoot)).render()
        default: throw unsupported(result)
        }
    }
}
