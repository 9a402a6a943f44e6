import FocusLint

/// What a finding or a broken budget does to a run, the same in every
/// format: a failure fails it (SARIF `error`, a failed JUnit case,
/// `::error`); advice is shown only (SARIF `note`, a passing JUnit case
/// with the advice in its output, `::notice`).
public enum Severity: Sendable, Equatable {
    case failure
    case advice
}

/// Which lint findings fail a run.
public enum FindingPolicy: Sendable, Equatable {
    /// Every finding is advice (`check` with `"lint": "warn"`).
    case adviceOnly
    /// Findings fail, except platform guidance (`lint`; `check` with `"lint": "error"`).
    case requirements
    /// Platform guidance fails too (`lint --strict`; `check` with `"strict": true`).
    case strict

    public func severity(of finding: LintFinding) -> Severity {
        switch self {
        case .adviceOnly: .advice
        case .requirements: finding.isAdvice ? .advice : .failure
        case .strict: .failure
        }
    }
}

/// The exit codes of `focusbench`, shared by the command line and the
/// logs that record them (SARIF `invocations`).
public enum ExitCode {
    public static let success: Int32 = 0
    public static let runtimeFailure: Int32 = 1
    public static let badInput: Int32 = 2
    /// The run worked, and a performance budget is broken.
    public static let budgetBroken: Int32 = 3
    /// The run worked, and lint findings fail it.
    public static let findingsFound: Int32 = 4
}

/// A severity as JSON and the docs name it.
enum SeverityName {
    static func of(_ severity: Severity) -> String {
        switch severity {
        case .failure: "failure"
        case .advice: "advice"
        }
    }
}
