import FocusCost
import FocusLint
import FocusModel
import FocusStats

/// What `focusbench check` found: every budget it tested, every lint run,
/// and from those the verdict and exit status.
public struct CheckResult: Sendable {
    /// One budget tested on one (scenario, order, user) cell.
    public struct BudgetCheck: Sendable {
        public enum Measure: Sendable {
            /// The mean completion time and its 95% CI, in seconds.
            case meanSeconds(SampleSummary, limit: Double)
            /// This order over the baseline order (paired, common random numbers).
            case slowerThanOrder(baseline: String, RelativeDifference, limitPercent: Double)
            /// This cell over the same cell of a stored report (independent samples).
            case slowerThanStored(file: String, RelativeDifference, limitPercent: Double)
            /// This user on this scenario over the same user on another
            /// capture of the screen (paired, common random numbers).
            case slowerThanCapture(file: String, RelativeDifference, limitPercent: Double)
        }

        public var scenarioFile: String
        public var order: String
        public var user: String
        public var level: CheckConfiguration.Level
        /// `$.budgets[i]` in the configuration file.
        public var budgetPath: String
        public var measure: Measure
        public var verdict: BudgetVerdict

        package init(scenarioFile: String, order: String, user: String, level: CheckConfiguration.Level,
                    budgetPath: String, measure: Measure, verdict: BudgetVerdict) {
            self.scenarioFile = scenarioFile
            self.order = order
            self.user = user
            self.level = level
            self.budgetPath = budgetPath
            self.measure = measure
            self.verdict = verdict
        }

        /// Not shown to hold: over the limit, or not judged (replications reached the time cap).
        public var broken: Bool { verdict.fails }

        /// A broken error-level budget fails the check; a broken warning-level one is advice; nil: it holds.
        public var severity: Severity? {
            guard broken else { return nil }
            return level == .error ? .failure : .advice
        }

        /// One sentence: what was measured against what limit, and whether it holds.
        package var sentence: String {
            let cell = "order '\(order)' for \(user)"
            let (measured, limit): (String, String)
            switch measure {
            case let .meanSeconds(summary, seconds):
                measured = "mean \(NumberText.seconds(summary.mean)) s (95% CI \(NumberText.seconds(summary.ci95.low)) "
                    + "to \(NumberText.seconds(summary.ci95.high)))"
                limit = "\(NumberText.plain(seconds)) s"
            case let .slowerThanOrder(baseline, relative, percent):
                measured = "\(Self.relativeText(relative)) against order '\(baseline)'"
                limit = "\(NumberText.plain(percent))%"
            case let .slowerThanStored(file, relative, percent), let .slowerThanCapture(file, relative, percent):
                measured = "\(Self.relativeText(relative)) against \(file)"
                limit = "\(NumberText.plain(percent))%"
            }
            let over = if case .meanSeconds = measure { "over" } else { "more than" }
            return "\(cell): \(measured) \(verdict.judgement(limit: limit, over: over))"
        }

        /// A short name for the test case: "visual / ios-switch-control: mean <= 150 s".
        package var title: String {
            let limit: String
            switch measure {
            case let .meanSeconds(_, seconds): limit = "mean <= \(NumberText.plain(seconds)) s"
            case let .slowerThanOrder(baseline, _, percent):
                limit = "<= \(NumberText.plain(percent))% slower than \(baseline)"
            case let .slowerThanStored(file, _, percent), let .slowerThanCapture(file, _, percent):
                limit = "<= \(NumberText.plain(percent))% slower than \(file)"
            }
            return "\(order) / \(user): \(limit)"
        }

        static func relativeText(_ relative: RelativeDifference) -> String {
            "\(NumberText.signedPercent(relative.estimate)) (95% CI \(NumberText.signedPercent(relative.ci95.low)) to "
                + "\(NumberText.signedPercent(relative.ci95.high)))"
        }
    }

    public var configurationFile: String
    /// The scenario files and the captures checked, in order.
    public var scenarioFiles: [String]
    public var settings: SimulationSettings
    public var lintLevel: CheckConfiguration.LintLevel
    public var strict: Bool
    public var budgetChecks: [BudgetCheck]
    public var lints: [LintedScenario]
    /// What importing the captures guessed, one line each (for the log).
    public var guesses: [String]
    /// Seconds each file took, budgets and lint together (JUnit's `time`).
    public var seconds: [String: Double]
    /// Each scenario file's JSON, which places budgets and findings at their keys (captures have none).
    public var sourceTexts: [String: String]

    package init(configurationFile: String, scenarioFiles: [String], settings: SimulationSettings,
                lintLevel: CheckConfiguration.LintLevel, strict: Bool, budgetChecks: [BudgetCheck],
                lints: [LintedScenario], guesses: [String] = [], seconds: [String: Double] = [:],
                sourceTexts: [String: String] = [:]) {
        self.configurationFile = configurationFile
        self.scenarioFiles = scenarioFiles
        self.settings = settings
        self.lintLevel = lintLevel
        self.strict = strict
        self.budgetChecks = budgetChecks
        self.lints = lints
        self.guesses = guesses
        self.seconds = seconds
        self.sourceTexts = sourceTexts
    }

    /// What the run chose without being told (the platform's users, the
    /// order each user follows as shipped), one sentence each, for stderr.
    public var notes: [String] = []

    public var brokenErrors: [BudgetCheck] { budgetChecks.filter { $0.broken && $0.level == .error } }
    public var brokenWarnings: [BudgetCheck] { budgetChecks.filter { $0.broken && $0.level == .warn } }
    public var findingCount: Int { lints.reduce(0) { $0 + $1.result.findings.count } }
    /// Findings that fail the check (none unless lint is "error").
    public var failingFindingCount: Int {
        lints.reduce(0) { count, linted in count + linted.result.findings.filter { linted.severity(of: $0) == .failure }.count }
    }

    public enum Outcome: Sendable, Equatable {
        case passed
        case budgetBroken
        case lintErrors
    }

    /// A broken error-level budget wins over lint errors.
    public var outcome: Outcome {
        if !brokenErrors.isEmpty { return .budgetBroken }
        if failingFindingCount > 0 { return .lintErrors }
        return .passed
    }

    public var exitCode: Int32 {
        switch outcome {
        case .passed: ExitCode.success
        case .budgetBroken: ExitCode.budgetBroken
        case .lintErrors: ExitCode.findingsFound
        }
    }

    /// The verdict in one line, as the text output ends and stderr says it.
    package var verdict: String {
        let budgets = "\(budgetChecks.count) budget check\(budgetChecks.count == 1 ? "" : "s")"
        let findings = "\(findingCount) lint finding\(findingCount == 1 ? "" : "s")"
        switch outcome {
        case .passed:
            var parts = ["\(budgets) held"]
            if !brokenWarnings.isEmpty { parts.append("\(brokenWarnings.count) warning-level budget(s) broken") }
            if lintLevel == .warn { parts.append(findings + " (warnings)") }
            if lintLevel == .error {
                parts.append(findings + (findingCount > 0 ? " (platform advice; \"strict\" is off)" : ""))
            }
            return "check passed: " + parts.joined(separator: "; ")
        case .budgetBroken:
            let unjudged = brokenErrors.filter(\.verdict.isUnjudged).count
            return "check failed: \(brokenErrors.count) of \(budgets) broken"
                + (unjudged == 0 ? "" : " (\(unjudged) not judged, as replications reached the time cap)")
        case .lintErrors:
            let failing = "\(failingFindingCount) lint finding\(failingFindingCount == 1 ? "" : "s")"
            return "check failed: \(failing) (lint is \"error\"\(strict ? ", strict" : ""))"
        }
    }
}
