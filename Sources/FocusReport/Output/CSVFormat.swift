/// One row per replication, for spreadsheets and statistics packages
/// (docs/report-format.md#csv). Commands stream the rows as the
/// replications run; rendering a kept result is for tests and libraries.
public struct CSVFormat: OutputFormat {
    public init() {}
    public var name: String { "csv" }
    public var kinds: Set<ResultKind> { [.estimate, .comparison, .populationEstimate, .populationComparison, .reports, .sweep] }
    public var streamsReplications: Bool { true }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        switch result {
        case let .estimate(estimate): return try ReplicationCSV.render([estimate])
        case let .comparison(comparison): return try ReplicationCSV.render([comparison.a, comparison.b])
        case let .populationEstimate(population):
            return try PeopleCSV.render([population.estimate],
                                        replicationsPerPerson: population.people.replicationsPerPerson)
        case let .populationComparison(population):
            return try PeopleCSV.render([population.comparison.a, population.comparison.b],
                                        replicationsPerPerson: population.peopleA.replicationsPerPerson)
        case let .reports(documents):
            guard documents.count == 1 else { throw ReportError.csvTakesOneScenario }
            return try ReportCSV.render(documents[0])
        case let .sweep(sweep): return SweepTable.csv(sweep)
        default: throw unsupported(result)
        }
    }
}
