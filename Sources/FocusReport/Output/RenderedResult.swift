import FocusCost
import FocusKeyboard
import FocusSweep
import FocusTuning

/// What a command hands to an `OutputFormat`: the result of one run, of
/// whichever kind the command makes.
public enum RenderedResult: Sendable {
    case estimate(Estimate)
    case comparison(Comparison)
    /// `compare BEFORE AFTER`: two versions of a screen.
    case versionComparison(VersionComparison)
    case populationEstimate(PopulationEstimate)
    case populationComparison(PopulationComparison)
    /// `focusbench report`: one document per scenario, in the order given.
    case reports([ReportDocument])
    case lint(LintRun)
    case check(CheckResult)
    case typing(TypingEstimate)
    case tuning(TuningResult)
    case populationTuning(PopulationTuningResult)
    case calibration(CalibrationReport)
    case populationCalibration(PopulationCalibrationReport)
    case optimization(OptimizationReport)
    /// `focusbench sweep` and `merge`: a sweep's rows with its specification.
    case sweep(SweepResult)
    /// A `lint` or `check` run that stopped on bad input or a failure: only
    /// formats a CI system reads whatever happens (SARIF) write something.
    case failure(RunFailure)

    public var kind: ResultKind {
        switch self {
        case .estimate: .estimate
        case .comparison: .comparison
        case .versionComparison: .versionComparison
        case .populationEstimate: .populationEstimate
        case .populationComparison: .populationComparison
        case .reports: .reports
        case .lint: .lint
        case .check: .check
        case .typing: .typing
        case .tuning: .tuning
        case .populationTuning: .populationTuning
        case .calibration: .calibration
        case .populationCalibration: .populationCalibration
        case .optimization: .optimization
        case .sweep: .sweep
        case .failure: .failure
        }
    }
}

/// The kinds of `RenderedResult`, for asking which formats render one.
public enum ResultKind: String, Sendable, CaseIterable {
    case estimate, comparison, versionComparison, populationEstimate, populationComparison, reports, lint, check, typing, tuning
    case populationTuning, calibration, populationCalibration, optimization, sweep, failure
}

/// Why a `lint` or `check` run stopped before it had a result: the stderr
/// line and the exit code, for the formats that still write a log.
public struct RunFailure: Sendable, Equatable {
    /// "lint" or "check".
    public var command: String
    public var message: String
    public var exitCode: Int32

    public init(command: String, message: String, exitCode: Int32) {
        self.command = command
        self.message = message
        self.exitCode = exitCode
    }
}
