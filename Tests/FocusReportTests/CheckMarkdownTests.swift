import FocusCost
@testable import FocusReport
import FocusStats
import XCTest

/// `check --format md`: the verdict with its exit status and the budget table, exactly.
final class CheckMarkdownTests: XCTestCase {
    private func summary(mean: Double, low: Double, high: Double) -> SampleSummary {
        SampleSummary(count: 200, mean: mean, variance: 1, sd: 1, ci95: ClosedInterval(low: low, high: high),
                      median: mean, p90: high, p95: high, min: low, max: high)
    }

    func testBrokenBudgetAndRelativeBudgetAsMarkdown() throws {
        let checks = [
            CheckResult.BudgetCheck(scenarioFile: "scenarios/signup.json", order: "visual", user: "ios-switch-control",
                                    level: .error, budgetPath: "$.budgets[0]",
                                    measure: .meanSeconds(summary(mean: 120.5, low: 118.25, high: 122.75), limit: 100),
                                    verdict: .over),
            CheckResult.BudgetCheck(scenarioFile: "scenarios/signup.json", order: "dom", user: "switch|novice",
                                    level: .warn, budgetPath: "$.budgets[1]",
                                    measure: .slowerThanOrder(baseline: "visual",
                                                              RelativeDifference(estimate: 0.05, ci95: ClosedInterval(low: 0.02, high: 0.08)),
                                                              limitPercent: 10),
                                    verdict: .within),
        ]
        let result = CheckResult(configurationFile: "focusbench.json", scenarioFiles: ["scenarios/signup.json"],
                                 settings: SimulationSettings(replications: 200, seed: 7), lintLevel: .warn, strict: false,
                                 budgetChecks: checks, lints: [])
        XCTAssertEqual(try MarkdownFormat().render(.check(result)), """
            ### FocusBench check: `focusbench.json`

            ❌ **check failed: 1 of 2 budget checks broken** (exit status 3: a budget is broken)

            1 scenario, 200 replications, seed 7; 95% confidence intervals.

            | Scenario | User | Order | Mean (95% CI) | Budget | Result |
            | --- | --- | --- | ---: | ---: | --- |
            | `scenarios/signup.json` | ios-switch-control | visual | 120.50 s (118.25 to 122.75) | ≤ 100 s | **broken** |
            | `scenarios/signup.json` | switch\\|novice | dom | +5.0% (95% CI +2.0% to +8.0%) against 'visual' | ≤ 10% slower | ok |

            No lint findings.

            """)
    }

    func testLintWithoutFindingsPasses() throws {
        XCTAssertEqual(try MarkdownFormat().render(.lint(LintRun(lints: []))), """
            ### FocusBench lint

            ✅ **lint passed: 0 findings, none failing** (exit status 0: nothing fails)

            No lint findings.

            """)
    }
}
