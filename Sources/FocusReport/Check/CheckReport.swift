import FocusModel

/// `focusbench check` as text: per file, each budget and each linted
/// order's findings, then the verdict.
enum CheckText {
    static func render(_ result: CheckResult) -> String {
        var lines = ["focusbench check (\(result.configurationFile)): \(result.scenarioFiles.count) scenario"
            + "\(result.scenarioFiles.count == 1 ? "" : "s"), \(result.settings.replications) replications, "
            + "seed \(result.settings.seed)"]
        for file in result.scenarioFiles {
            let checks = result.budgetChecks.filter { $0.scenarioFile == file }
            let lints = result.lints.filter { $0.file == file }
            lines.append("")
            lines.append(file)
            if checks.isEmpty, lints.isEmpty { lines.append("  no budgets apply") }
            for check in checks {
                let mark = switch check.severity { case nil: "ok    "; case .failure?: "BROKEN"; case .advice?: "warn  " }
                lines.append("  \(mark) \(check.sentence)")
            }
            for linted in lints {
                let findings = linted.result.findings
                lines.append("  lint order '\(linted.result.order)': "
                    + (findings.isEmpty ? "no findings" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"))
                for finding in findings {
                    let mark = linted.severity(of: finding) == .failure ? "" : "advice "
                    lines.append("    \(mark)[\(finding.kind.rawValue)] \(LintRuleHelp.message(finding))")
                }
            }
        }
        lines.append("")
        lines.append(result.verdict)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `focusbench check --format json` (docs/check.md#formats).
enum CheckJSON {
    static func value(of result: CheckResult) -> JSONValue {
        [
            "configuration": .string(result.configurationFile),
            "scenarios": .array(result.scenarioFiles.map { .string($0) }),
            "replications": .number(Double(result.settings.replications)),
            "seed": .number(Double(result.settings.seed)),
            "outcome": .string(outcomeName(result.outcome)),
            "verdict": .string(result.verdict),
            "budgets": .array(result.budgetChecks.map(budgetJSON)),
            "lint": .string(result.lintLevel.rawValue),
            "strict": .bool(result.strict),
            "lints": .array(result.lints.map { linted in
                ["file": .string(linted.file), "result": LintJSON.value(of: linted.result, severities: linted)]
            }),
        ]
    }

    private static func outcomeName(_ outcome: CheckResult.Outcome) -> String {
        switch outcome {
        case .passed: "passed"
        case .budgetBroken: "budgetBroken"
        case .lintErrors: "lintErrors"
        }
    }

    private static func budgetJSON(_ check: CheckResult.BudgetCheck) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("scenario", .string(check.scenarioFile)),
            ("budget", .string(check.budgetPath)),
            ("order", .string(check.order)),
            ("user", .string(check.user)),
            ("level", .string(check.level.rawValue)),
            ("broken", .bool(check.broken)),
            ("verdict", .string(check.verdict.name)),
            ("severity", check.severity.map { .string(SeverityName.of($0)) } ?? .null),
        ]
        switch check.measure {
        case let .meanSeconds(summary, limit):
            members += [("maxMeanSeconds", .number(limit)), ("mean", .number(summary.mean)),
                        ("meanCI95", EstimateJSON.interval(summary.ci95))]
        case let .slowerThanOrder(baseline, relative, limit):
            members += [("baseline", .string(baseline)), ("maxSlowerPercent", .number(limit)),
                        ("slower", .number(relative.estimate)), ("slowerCI95", EstimateJSON.interval(relative.ci95))]
        case let .slowerThanCapture(file, relative, limit):
            members += [("before", .string(file)), ("maxSlowerPercent", .number(limit)),
                        ("slower", .number(relative.estimate)), ("slowerCI95", EstimateJSON.interval(relative.ci95))]
        case let .slowerThanStored(file, relative, limit):
            members += [("against", .string(file)), ("maxSlowerPercent", .number(limit)),
                        ("slower", .number(relative.estimate)), ("slowerCI95", EstimateJSON.interval(relative.ci95))]
        }
        members.append(("sentence", .string(check.sentence)))
        return .object(members)
    }
}
