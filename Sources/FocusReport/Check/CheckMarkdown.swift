import FocusCost
import FocusLint

/// `check --format md` and `lint --format md`: the verdict with its exit
/// status, the budgets as a table and the findings as a list, for a CI
/// job summary or a pull-request comment. Cells are escaped as the
/// report's Markdown escapes them.
enum CheckMarkdown {
    static func render(_ result: CheckResult) -> String {
        let e = MarkdownReport.escape
        var text = "### FocusBench check: `\(e(result.configurationFile))`\n\n"
        text += (result.outcome == .passed ? "✅ " : "❌ ") + "**\(e(result.verdict))** (exit status \(result.exitCode): "
            + exitMeaning(result.exitCode) + ")\n\n"
        text += runLine(scenarios: result.scenarioFiles.count, result.settings)
        if !result.budgetChecks.isEmpty {
            let headers = ["Scenario", "User", "Order", "Mean (95% CI)", "Budget", "Result"]
            text += MarkdownReport.table(headers: headers, leftAligned: [0, 1, 2, 5], rows: result.budgetChecks.map { check in
                let (measured, budget) = cells(check.measure)
                let mark = switch check.severity { case nil: "ok"; case .failure?: "**broken**"; case .advice?: "broken (warning)" }
                return ["`\(e(check.scenarioFile))`", e(check.user), e(check.order), e(measured), e(budget), mark]
            }) + "\n"
        }
        return text + findings(result.lints)
    }

    static func render(_ run: LintRun) -> String {
        var text = "### FocusBench lint\n\n"
        let failing = run.failures.reduce(0) { $0 + $1.count }
        let total = run.lints.reduce(0) { $0 + $1.result.findings.count }
        let verdict = failing > 0
            ? "lint failed: \(failing) of \(total) finding\(total == 1 ? "" : "s") fail"
            : "lint passed: \(total) finding\(total == 1 ? "" : "s"), none failing"
        text += (failing > 0 ? "❌ " : "✅ ") + "**\(verdict)** (exit status \(run.exitCode): "
            + exitMeaning(run.exitCode) + ")\n\n"
        // Every linted order ran with the command's one set of settings.
        if let settings = run.lints.first?.result.settings {
            text += runLine(scenarios: Set(run.lints.map(\.file)).count, settings)
        }
        return text + findings(run.lints)
    }

    /// The size of the run and its seed, which reproduces its numbers.
    private static func runLine(scenarios: Int, _ settings: SimulationSettings) -> String {
        "\(scenarios) scenario\(scenarios == 1 ? "" : "s"), \(settings.replications) replications, "
            + "seed \(settings.seed); 95% confidence intervals.\n\n"
    }

    /// Every finding of every linted order, failures and advice alike, with the cost per user.
    static func findings(_ lints: [LintedScenario]) -> String {
        let e = MarkdownReport.escape
        guard lints.contains(where: { !$0.result.findings.isEmpty }) else { return "No lint findings.\n" }
        var text = "**Lint findings**\n\n"
        for linted in lints {
            for finding in linted.result.findings {
                text += "- **\(SeverityName.of(linted.severity(of: finding)))** `\(finding.kind.rawValue)` in "
                    + "`\(e(linted.file))`, order '\(e(linted.result.order))': \(e(LintRuleHelp.message(finding)))"
                // The message gives each user's cost when it was simulated.
                if !finding.costs.contains(where: { $0.comparison != nil }) {
                    text += "; cost not simulated (\(e(finding.notSimulatedReason ?? "no repair to simulate")))"
                }
                text += "\n"
            }
        }
        return text
    }

    private static func cells(_ measure: CheckResult.BudgetCheck.Measure) -> (measured: String, budget: String) {
        switch measure {
        case let .meanSeconds(summary, limit):
            return ("\(NumberText.seconds(summary.mean)) s (\(NumberText.seconds(summary.ci95.low)) to "
                + "\(NumberText.seconds(summary.ci95.high)))", "≤ \(NumberText.plain(limit)) s")
        case let .slowerThanOrder(baseline, relative, limit):
            return (CheckResult.BudgetCheck.relativeText(relative) + " against '\(baseline)'",
                    "≤ \(NumberText.plain(limit))% slower")
        case let .slowerThanStored(file, relative, limit), let .slowerThanCapture(file, relative, limit):
            return (CheckResult.BudgetCheck.relativeText(relative) + " against \(file)",
                    "≤ \(NumberText.plain(limit))% slower")
        }
    }

    /// What each exit status of `lint` and `check` means (docs/commands.md#exit-status).
    static func exitMeaning(_ code: Int32) -> String {
        switch code {
        case ExitCode.success: "nothing fails"
        case ExitCode.budgetBroken: "a budget is broken"
        case ExitCode.findingsFound: "lint findings fail"
        default: "the run failed"
        }
    }
}
