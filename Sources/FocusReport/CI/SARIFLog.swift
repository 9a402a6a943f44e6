import FocusCost
import FocusLint
import FocusModel
import Foundation

/// A SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format) as
/// GitHub code scanning reads it: one rule per kind of finding (and one for
/// budgets) with its descriptions, Markdown help and documentation link;
/// one result per finding or broken budget at the key a fix changes, with
/// a fingerprint that does not depend on the seed; paths relative to the
/// source root (`%SRCROOT%`); the exit code, and on a failed run the reason.
package enum SARIFLog {
    public static let version = "2.1.0"
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let budgetRule = "budget"
    static let rootID = "%SRCROOT%"

    /// What one run found, whatever the command.
    struct Findings {
        /// `runAutomationDetails.id`: "focusbench/lint/", "focusbench/check/": one category per command.
        var automationID: String
        var lints: [LintedScenario] = []
        var budgets: [CheckResult.BudgetCheck] = []
        /// Scenario file → its JSON, to place budgets.
        var sources: [String: String] = [:]
        var hasBudgetRule = false
        /// Whether lint findings fail the run at all (for the rules' default level).
        var lintFails = true
        var exitCode: Int32
        var failure: RunFailure?
        /// The run's seed and replications, for the invocation's properties; nil when nothing ran.
        var settings: SimulationSettings?

        init(lint run: LintRun) {
            automationID = "focusbench/lint/"
            lints = run.lints
            exitCode = run.exitCode
            settings = run.lints.first?.result.settings
        }

        init(check result: CheckResult) {
            automationID = "focusbench/check/"
            lints = result.lints
            budgets = result.budgetChecks.filter(\.broken)
            sources = result.sourceTexts
            hasBudgetRule = true
            lintFails = result.lintLevel == .error
            exitCode = result.exitCode
            settings = result.settings
        }

        init(failure: RunFailure) {
            automationID = "focusbench/\(failure.command)/"
            exitCode = failure.exitCode
            self.failure = failure
            hasBudgetRule = failure.command == "check"
        }
    }

    static func render(_ findings: Findings, context: RenderContext) -> String {
        let rules = rules(findings)
        let ruleIDs = rules.compactMap { $0["id"]?.stringValue }
        var results: [JSONValue] = []
        var files: [String] = []
        func note(_ file: String) { if !files.contains(file) { files.append(file) } }
        for linted in findings.lints {
            note(linted.file)
            for finding in linted.result.findings {
                let location = linted.location(of: finding)
                results.append(result(
                    rule: finding.kind.rawValue, ruleIndex: ruleIDs.firstIndex(of: finding.kind.rawValue)!,
                    severity: linted.severity(of: finding), message: LintRuleHelp.message(finding),
                    file: linted.file, region: location.region, path: location.path,
                    fingerprint: [finding.kind.rawValue, artifact(linted.file, context), linted.result.order]
                        + finding.elementIDs,
                    properties: [
                        "order": .string(linted.result.order),
                        "elements": .array(finding.elementIDs.map { .string($0) }),
                        "costs": .array(finding.costs.map(LintJSON.cost)),
                    ], context: context))
            }
        }
        for check in findings.budgets {
            note(check.scenarioFile)
            let location = BudgetLocation.of(check, sources: findings.sources)
            results.append(result(
                rule: budgetRule, ruleIndex: ruleIDs.firstIndex(of: budgetRule)!, severity: check.severity ?? .advice,
                message: check.sentence, file: check.scenarioFile, region: location.region, path: location.path,
                fingerprint: [budgetRule, artifact(check.scenarioFile, context), check.order, check.user, check.budgetPath],
                properties: ["order": .string(check.order), "user": .string(check.user),
                             "budget": .string(check.budgetPath)], context: context))
        }
        var invocation: [(key: String, value: JSONValue)] = [
            ("executionSuccessful", .bool(findings.failure == nil)),
            ("exitCode", .number(Double(findings.exitCode))),
        ]
        if let settings = findings.settings {
            // Not in the fingerprints, which stay the same whatever the seed.
            invocation.append(("properties", ["seed": .number(Double(settings.seed)),
                                              "replications": .number(Double(settings.replications))]))
        }
        if let failure = findings.failure {
            invocation.append(("toolExecutionNotifications", [[
                "level": "error",
                "message": ["text": .string(failure.message)],
            ]]))
        }
        let run: JSONValue = [
            "tool": ["driver": [
                "name": "focusbench",
                "version": .string(context.toolVersion),
                "informationUri": .string(LintRuleHelp.documentation),
                "rules": .array(rules),
            ]],
            "automationDetails": ["id": .string(findings.automationID)],
            "originalUriBaseIds": [rootID: ["uri": .string(SourcePath.folderURI(context.sourceRoot))]],
            "invocations": [.object(invocation)],
            "artifacts": .array(files.map { ["location": location(of: $0, context)] }),
            "results": .array(results),
        ]
        let log: JSONValue = ["$schema": .string(schema), "version": .string(version), "runs": [run]]
        return log.serialized(pretty: true) + "\n"
    }

    /// The path results and fingerprints name: relative to the source root, or absolute outside it.
    private static func artifact(_ file: String, _ context: RenderContext) -> String {
        SourcePath.display(file, root: context.sourceRoot)
    }

    private static func location(of file: String, _ context: RenderContext) -> JSONValue {
        if let relative = SourcePath.relative(file, to: context.sourceRoot) {
            return ["uri": .string(SourcePath.uriEncoded(relative)), "uriBaseId": .string(rootID)]
        }
        return ["uri": .string("file://" + SourcePath.uriEncoded(SourcePath.absolute(file)))]
    }

    private static func rules(_ findings: Findings) -> [JSONValue] {
        var rules: [JSONValue] = LintFinding.Kind.allCases.map { kind in
            rule(id: kind.rawValue, summary: LintRuleHelp.summary(kind),
                 full: "\(LintRuleHelp.summary(kind)) \(LintRuleHelp.cost(kind)) \(LintRuleHelp.repair(kind))",
                 markdown: LintRuleHelp.markdown(kind), uri: LintRuleHelp.helpURI(kind),
                 level: findings.lintFails ? "error" : "note")
        }
        if findings.hasBudgetRule {
            let summary = "A task takes longer than the performance budget allows."
            let full = "The mean completion time, or how much slower an order is than its baseline or than a stored "
                + "report, is over the limit set in the check configuration. Shorten the focus path to the task's "
                + "targets, or revise the budget if the change is intended."
            rules.append(rule(id: budgetRule, summary: summary, full: full,
                              markdown: "**What fails:** \(summary)\n\n**How to fix it:** \(full)",
                              uri: LintRuleHelp.documentation.replacingOccurrences(of: "lint-rules.md", with: "check.md")
                                  + "#budgets", level: "error"))
        }
        return rules
    }

    private static func rule(id: String, summary: String, full: String, markdown: String, uri: String,
                             level: String) -> JSONValue {
        [
            "id": .string(id),
            "name": .string(id.prefix(1).uppercased() + id.dropFirst()),
            "shortDescription": ["text": .string(summary)],
            "fullDescription": ["text": .string(full)],
            "help": ["text": .string(full), "markdown": .string(markdown)],
            "helpUri": .string(uri),
            "defaultConfiguration": ["level": .string(level)],
        ]
    }

    private static func result(rule: String, ruleIndex: Int, severity: Severity, message: String, file: String,
                               region: SourceRegion, path: String, fingerprint: [String],
                               properties: JSONValue, context: RenderContext) -> JSONValue {
        [
            "ruleId": .string(rule),
            "ruleIndex": .number(Double(ruleIndex)),
            "level": .string(severity == .failure ? "error" : "note"),
            "message": ["text": .string(message)],
            "locations": [[
                "physicalLocation": [
                    "artifactLocation": location(of: file, context),
                    "region": [
                        "startLine": .number(Double(region.startLine)),
                        "startColumn": .number(Double(region.startColumn)),
                        "endLine": .number(Double(region.endLine)),
                        "endColumn": .number(Double(region.endColumn)),
                    ],
                ],
                // The JSON member a fix changes: SARIF's kind for a property of a JSON object.
                "logicalLocations": [["fullyQualifiedName": .string(path), "kind": "property"]],
            ]],
            "partialFingerprints": [Fingerprint.key: .string(Fingerprint.of(fingerprint))],
            "properties": properties,
        ]
    }
}

/// Where a broken budget points: the order it measured, in the scenario file.
enum BudgetLocation {
    static func of(_ check: CheckResult.BudgetCheck, sources: [String: String]) -> (path: String, region: SourceRegion) {
        let path = "$.orders" + JSONPathText.member(check.order)
        guard let text = sources[check.scenarioFile], let source = JSONSourceMap(text: text),
              let member = source.root.member("orders")?.value.member(check.order) else { return (path, .fileStart) }
        return (path, source.region(of: member.span))
    }
}
