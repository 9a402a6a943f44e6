import FocusLint
import FocusModel
import Foundation

/// A SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format) of
/// lint findings and broken budgets: one rule per kind of finding, one result
/// per finding, the scenario file as its artifact and the JSON path as its
/// logical location, the cost per user as properties.
public enum SARIFLog {
    public static let version = "2.1.0"
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let budgetRule = "budget"

    public enum Level: String, Sendable {
        case error, warning, note
    }

    /// - Parameters:
    ///   - lintLevel: the level of every lint result.
    public static func render(lints: [LintedScenario], lintLevel: Level, budgets: [CheckResult.BudgetCheck] = [],
                              toolVersion: String) -> String {
        var results: [JSONValue] = []
        let rules = rules(includingBudget: !budgets.isEmpty)
        let ruleIDs = rules.compactMap { $0["id"]?.stringValue }
        for linted in lints {
            for finding in linted.result.findings {
                results.append(result(ruleIndex: ruleIDs.firstIndex(of: finding.kind.rawValue)!,
                                      ruleID: finding.kind.rawValue, level: finding.isAdvice ? .note : lintLevel,
                                      message: LintRuleHelp.message(finding), file: linted.file,
                                      path: linted.jsonPath(of: finding), line: linted.line(of: finding), kind: "element",
                                      properties: properties(of: finding, order: linted.result.order)))
            }
        }
        for check in budgets where check.broken {
            results.append(result(ruleIndex: ruleIDs.firstIndex(of: budgetRule)!, ruleID: budgetRule,
                                  level: check.level == .error ? .error : .warning, message: check.sentence,
                                  file: check.scenarioFile, path: "$.orders" + JSONPathText.member(check.order),
                                  line: ScenarioLines.line(in: ScenarioLines.of(check.scenarioFile),
                                                           matching: NSRegularExpression.escapedPattern(
                                                               for: JSONValue.string(check.order).serialized(pretty: false)) + #"\s*:"#),
                                  kind: "order", properties: ["order": .string(check.order), "user": .string(check.user)]))
        }
        let files = (lints.map(\.file) + budgets.map(\.scenarioFile)).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let driver: JSONValue = [
            "name": "focusbench",
            "version": .string(toolVersion),
            "rules": .array(rules),
        ]
        let run: JSONValue = [
            "tool": ["driver": driver],
            "artifacts": .array(files.map { ["location": ["uri": .string($0)]] }),
            "results": .array(results),
        ]
        let log: JSONValue = ["$schema": .string(schema), "version": .string(version), "runs": [run]]
        return log.serialized(pretty: true) + "\n"
    }

    private static func rules(includingBudget: Bool) -> [JSONValue] {
        var rules: [JSONValue] = LintFinding.Kind.allCases.map { kind in
            [
                "id": .string(kind.rawValue),
                "name": .string(kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()),
                "shortDescription": ["text": .string(LintRuleHelp.summary(kind))],
                "help": ["text": .string(LintRuleHelp.summary(kind) + " " + LintRuleHelp.repair(kind))],
            ]
        }
        if includingBudget {
            rules.append([
                "id": .string(budgetRule),
                "name": "Budget",
                "shortDescription": ["text": "A task takes longer than the performance budget allows."],
                "help": ["text": .string("The mean completion time, or how much slower an order is than its baseline "
                    + "or than a stored report, is over the limit set in the check configuration. Shorten the "
                    + "focus path to the task's targets, or revise the budget if the change is intended.")],
            ])
        }
        return rules
    }

    private static func result(ruleIndex: Int, ruleID: String, level: Level, message: String, file: String,
                               path: String, line: Int, kind: String, properties: JSONValue) -> JSONValue {
        [
            "ruleId": .string(ruleID),
            "ruleIndex": .number(Double(ruleIndex)),
            "level": .string(level.rawValue),
            "message": ["text": .string(message)],
            "locations": [[
                // Code-scanning dashboards place a result by its region's start line.
                "physicalLocation": ["artifactLocation": ["uri": .string(file)],
                                     "region": ["startLine": .number(Double(line))]],
                "logicalLocations": [["fullyQualifiedName": .string(path), "kind": .string(kind)]],
            ]],
            "properties": properties,
        ]
    }

    private static func properties(of finding: LintFinding, order: String) -> JSONValue {
        [
            "order": .string(order),
            "elements": .array(finding.elementIDs.map { .string($0) }),
            "costs": .array(finding.costs.map(LintJSON.cost)),
        ]
    }
}
