import FocusCost
import FocusLint
import FocusModel

/// The JSON object of a lint run: what was checked, and each finding with its
/// cost per user (saving = as it is − repaired, in seconds).
package enum LintJSON {
    /// One scenario's object, or an array of them with their `file` first.
    static func value(of run: LintRun) -> JSONValue {
        guard run.lints.count > 1 else { return value(of: run.lints[0].result, severities: run.lints[0]) }
        return .array(run.lints.map { linted in
            var members = value(of: linted.result, severities: linted).objectValue ?? []
            members.insert(("file", .string(linted.file)), at: 0)
            return .object(members)
        })
    }

    /// - Parameter severities: how much each finding counts, when known (each finding gets `severity`).
    public static func value(of result: LintResult, severities: LintedScenario? = nil) -> JSONValue {
        [
            "scenario": .string(result.scenario),
            "platform": .string(result.platform.rawValue),
            "order": .string(result.order),
            "users": .array(result.users.map { .string($0) }),
            "replications": .number(Double(result.settings.replications)),
            "seed": .number(Double(result.settings.seed)),
            "findingCount": .number(Double(result.findings.count)),
            "findings": .array(result.findings.map { finding($0, severity: severities?.severity(of: $0)) }),
            "notes": .array(result.notes.map { .string($0) }),
        ]
    }

    public static func render(_ result: LintResult) -> String {
        value(of: result).serialized(pretty: true) + "\n"
    }

    static func finding(_ finding: LintFinding, severity: Severity? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("kind", .string(finding.kind.rawValue)),
            ("elements", .array(finding.elementIDs.map { .string($0) })),
            ("explanation", .string(finding.explanation)),
        ]
        if finding.isAdvice { members.append(("advice", .bool(true))) }
        if let severity { members.append(("severity", .string(SeverityName.of(severity)))) }
        if !finding.invertedPairs.isEmpty {
            members.append(("kendallDistance", .number(Double(finding.kendallDistance))))
            members.append(("invertedPairs", .array(finding.invertedPairs.map { .array($0.map { .string($0) }) })))
        }
        members.append(("repair", finding.repair.map { .string($0.description) } ?? .null))
        members.append(("notSimulated", finding.notSimulatedReason.map { .string($0) } ?? .null))
        members.append(("costs", .array(finding.costs.map(cost))))
        return .object(members)
    }

    static func cost(_ cost: LintCost) -> JSONValue {
        guard let comparison = cost.comparison else {
            return ["user": .string(cost.user), "notSimulated": .string(cost.notSimulatedReason ?? "")]
        }
        return [
            "user": .string(cost.user),
            "asIsMean": .number(comparison.meanA),
            "repairedMean": .number(comparison.meanB),
            "saving": .number(comparison.difference.mean),
            "savingCI95": EstimateJSON.interval(comparison.difference.ci95),
            "pValue": .number(comparison.difference.pValue),
            "cappedAsIs": .number(Double(comparison.cappedA)),
            "cappedRepaired": .number(Double(comparison.cappedB)),
        ]
    }
}
