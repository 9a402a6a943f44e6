/// GitHub Actions workflow commands
/// (`::error file=F,line=L,col=C,endLine=E,title=T::message`), which the
/// runner turns into annotations on those lines of the pull request's diff.
/// Failures are `::error`, advice `::notice`.
enum GitHubAnnotations {
    static func lines(lint run: LintRun, root: String) -> [String] {
        run.lints.flatMap { lint($0, command: "lint", root: root) }
    }

    static func lines(check result: CheckResult, root: String) -> [String] {
        var lines = result.budgetChecks.compactMap { check -> String? in
            guard let severity = check.severity else { return nil }
            return line(severity, file: SourcePath.display(check.scenarioFile, root: root),
                        region: BudgetLocation.of(check, sources: result.sourceTexts).region,
                        title: "focusbench check: budget",
                        message: check.sentence)
        }
        lines += result.lints.flatMap { lint($0, command: "check", root: root) }
        lines.append(line(result.outcome == .passed ? .advice : .failure, file: nil, region: nil,
                          title: "focusbench check", message: result.verdict))
        return lines
    }

    private static func lint(_ linted: LintedScenario, command: String, root: String) -> [String] {
        linted.result.findings.map { finding in
            line(linted.severity(of: finding), file: SourcePath.display(linted.file, root: root),
                 region: linted.location(of: finding).region, title: "focusbench \(command): \(finding.kind.rawValue)",
                 message: LintRuleHelp.message(finding))
        }
    }

    static func line(_ severity: Severity, file: String?, region: SourceRegion?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        if let region {
            properties += ["line=\(region.startLine)", "col=\(region.startColumn)", "endLine=\(region.endLine)"]
        }
        properties.append("title=" + escapeProperty(title))
        let command = severity == .failure ? "error" : "notice"
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The runner reads `%`, CR and LF encoded in a message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Properties also encode `:` and `,`, which separate them.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
