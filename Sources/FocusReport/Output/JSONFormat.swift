import FocusModel

/// One JSON value, for scripts (docs/report-format.md).
public struct JSONFormat: OutputFormat {
    public init() {}
    public var name: String { "json" }
    public var kinds: Set<ResultKind> { Set(ResultKind.allCases).subtracting([.failure]) }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        try value(of: result).serialized(pretty: true) + "\n"
    }

    private func value(of result: RenderedResult) throws -> JSONValue {
        switch result {
        case let .estimate(estimate): EstimateJSON.value(of: estimate)
        case let .comparison(comparison): ComparisonJSON.value(of: comparison)
        case let .versionComparison(versions): versions.json
        case let .populationEstimate(population): PeopleJSON.value(of: population)
        case let .populationComparison(population): PeopleJSON.value(of: population)
        case let .reports(documents):
            documents.count == 1 ? ReportSchemaJSON.value(of: documents[0])
            : .array(documents.map { ReportSchemaJSON.value(of: $0) })
        case let .lint(run): LintJSON.value(of: run)
        case let .check(check): CheckJSON.value(of: check)
        case let .typing(typing): TypingJSON.value(of: typing)
        case let .tuning(tuning): TuningJSON.value(of: tuning)
        case let .populationTuning(tuning): PeopleTuning.json(tuning)
        case let .calibration(report): CalibrationJSON.value(of: report)
        case let .populationCalibration(report): report.json
        case let .optimization(report): OptimizationJSON.value(of: report)
        case let .sweep(sweep): sweep.jsonValue
        case .failure: throw unsupported(result)
        }
    }
}
