import FocusModel

/// `focusbench check` output in each `FindingsFormat`.
public enum CheckReport {
    public static func render(_ result: CheckResult, as format: FindingsFormat, toolVersion: String) -> String {
        let lintFails = result.lintLevel == .error
        switch format {
        case .text: return text(result)
        case .json: return json(result).serialized(pretty: true) + "\n"
        case .sarif:
            return SARIFLog.render(lints: result.lints, lintLevel: lintFails ? .error : .warning,
                                   budgets: result.budgetChecks, toolVersion: toolVersion)
        case .junit:
            let budgetSuites = result.scenarioFiles.compactMap { file -> JUnitXML.Suite? in
                let checks = result.budgetChecks.filter { $0.scenarioFile == file }
                guard !checks.isEmpty else { return nil }
                return JUnitXML.Suite(name: "budgets \(file)", cases: checks.map { check in
                    JUnitXML.Case(className: file, name: check.title,
                                  failure: check.broken && check.level == .error ? check.sentence : nil,
                                  output: check.broken && check.level == .warn ? "warning: " + check.sentence : nil)
                })
            }
            let lintSuites = result.lints.map { JUnitXML.Suite(lint: $0, failing: lintFails) }
            return JUnitXML(name: "focusbench check", suites: budgetSuites + lintSuites).render()
        case .github:
            var lines = result.budgetChecks.filter(\.broken).map { check in
                GitHubAnnotations.line(check.level == .error ? .error : .warning, file: check.scenarioFile,
                                       title: "focusbench check: budget", message: check.sentence)
            }
            lines += result.lints.flatMap { GitHubAnnotations.lint($0, level: lintFails ? .error : .warning) }
            lines.append(GitHubAnnotations.line(result.outcome == .passed ? .notice : .error, file: nil,
                                                title: "focusbench check", message: result.verdict))
            return lines.joined(separator: "\n") + "\n"
        }
    }

    static func text(_ result: CheckResult) -> String {
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
                let mark = !check.broken ? "ok    " : (check.level == .error ? "BROKEN" : "warn  ")
                lines.append("  \(mark) \(check.sentence)")
            }
            for linted in lints {
                let findings = linted.result.findings
                lines.append("  lint order '\(linted.result.order)': "
                    + (findings.isEmpty ? "no findings" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"))
                for finding in findings {
                    lines.append("    [\(finding.kind.rawValue)] \(LintRuleHelp.message(finding))")
                }
            }
        }
        lines.append("")
        lines.append(result.verdict)
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ result: CheckResult) -> JSONValue {
        [
            "configuration": .string(result.configurationFile),
            "scenarios": .array(result.scenarioFiles.map { .string($0) }),
            "replications": .number(Double(result.settings.replications)),
            "seed": .number(Double(result.settings.seed)),
            "outcome": .string(outcomeName(result.outcome)),
            "verdict": .string(result.verdict),
            "budgets": .array(result.budgetChecks.map(budgetJSON)),
            "lint": .string(result.lintLevel.rawValue),
            "lints": .array(result.lints.map { linted in
                ["file": .string(linted.file), "result": LintJSON.value(of: linted.result)]
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
