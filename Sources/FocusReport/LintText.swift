import FocusCost
import FocusLint
import FocusModel

/// The text report of a lint run: one block per finding, most costly first,
/// with the saving its repair brings each user and the paired 95% CI.
public enum LintText {
    public static func render(_ result: LintResult) -> String {
        var lines: [String] = []
        let users = result.users.joined(separator: ", ")
        lines.append("\(result.scenario) (\(result.platform.rawValue)), order '\(result.order)': "
            + (result.findings.isEmpty ? "no findings" : "\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s")"))
        if !result.findings.isEmpty { lines.append("Cost = mean completion time as it is minus with the one failure repaired, per user "
            + "(\(users); \(result.settings.replications) replications, seed \(result.settings.seed), paired 95% CI).") }
        for (number, finding) in result.findings.enumerated() {
            lines.append("")
            lines.append("\(number + 1). [\(finding.kind.rawValue)] \(finding.explanation)")
            lines.append("   elements: \(finding.elementIDs.joined(separator: ", "))")
            if let repair = finding.repair { lines.append("   repair: \(repair.description)") }
            if finding.costs.contains(where: { $0.comparison != nil }) {
                for cost in finding.costs { lines.append("   " + costLine(cost)) }
            } else {
                lines.append("   cost: not simulated (\(finding.notSimulatedReason ?? "no repair to simulate"))")
            }
        }
        for note in result.notes {
            lines.append("")
            lines.append("note: \(note)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func costLine(_ cost: LintCost) -> String {
        guard let c = cost.comparison else { return "\(cost.user): not simulated (\(cost.notSimulatedReason ?? ""))" }
        let ci = c.difference.ci95
        var line = "\(cost.user): saves \(NumberText.seconds(c.difference.mean)) s "
            + "[\(NumberText.seconds(ci.low)), \(NumberText.seconds(ci.high))] "
            + "(\(NumberText.seconds(c.meanA)) s as it is, \(NumberText.seconds(c.meanB)) s repaired)"
        if c.cappedA > 0 || c.cappedB > 0 {
            line += "; capped replications: \(c.cappedA) as it is, \(c.cappedB) repaired"
        }
        return line
    }
}
