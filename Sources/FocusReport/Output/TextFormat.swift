/// Aligned tables and sentences for reading in a terminal.
public struct TextFormat: OutputFormat {
    public init() {}
    public var name: String { "text" }
    public var kinds: Set<ResultKind> { Set(ResultKind.allCases).subtracting([.reports, .sweep, .failure]) }

    public func render(_ result: RenderedResult, in context: RenderContext) throws -> String {
        switch result {
        case let .estimate(estimate): EstimateText.render(estimate)
        case let .comparison(comparison): ComparisonText.render(comparison)
        case let .versionComparison(versions): versions.text
        case let .populationEstimate(population): PeopleText.render(population)
        case let .populationComparison(population): PeopleText.render(population)
        case let .lint(run): run.lints.map { LintText.render($0.result) }.joined(separator: "\n")
        case let .check(check): CheckText.render(check)
        case let .typing(typing): TypingText.render(typing)
        case let .tuning(tuning): TuningText.render(tuning)
        case let .populationTuning(tuning): PeopleTuning.text(tuning)
        case let .calibration(report): CalibrationText.render(report)
        case let .populationCalibration(report): report.text
        case let .optimization(report): OptimizationText.render(report)
        case .reports, .sweep, .failure: throw unsupported(result)
        }
    }
}
