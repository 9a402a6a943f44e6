import FocusCost
import FocusLint
import FocusModel

/// The text report of a lint run: one block per finding, most costly first,
/// with the saving its repair brings each user (or the time it costs, when
/// the repaired screen is slower) and the paired 95% CI.
package enum LintText {
    public static func render(_ result: LintResult) -> String {
        var lines: [String] = []
        let users = result.users.joined(separator: ", ")
        lines.append("\(result.scenario) (\(result.platform.rawValue)), order '\(result.order)': "
            + (result.findings.isEmpty ? "no findings" : "\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s")"))
        if !result.findings.isEmpty { lines.append("Cost = mean completion time as it is minus with the one failure repaired, per user "
            + "(\(users); \(result.settings.replications) replications, seed \(result.settings.seed), paired 95% CI).") }
        for (number, finding) in result.findings.enumerated() {
            lines.append("")
            let advice = !finding.isAdvice ? "" : finding.kind == .regionOrder ? " (advice: regions read whole)"
                : " (advice: platform guidance)"
            lines.append("\(number + 1). [\(finding.kind.rawValue)]\(advice) \(finding.explanation)")
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
        var line = "\(cost.user): \(effect(c.difference)) "
            + "(\(NumberText.seconds(c.meanA)) s as it is, \(NumberText.seconds(c.meanB)) s repaired)"
        if c.cappedA > 0 || c.cappedB > 0 {
            line += "; capped replications: \(c.cappedA) as it is, \(c.cappedB) repaired"
        }
        return line
    }

    /// What the repair does to the mean time, with the 95% CI of that change:
    /// "saves 1.19 s [1.02, 1.36]", or, when the repaired screen is slower,
    /// "the repair costs 1.19 s more [1.02, 1.36]" rather than a negative saving.
    static func effect(_ saving: PairedDifference) -> String {
        let ci = saving.ci95
        if NumberText.seconds(saving.mean).hasPrefix("-") {
            return "the repair costs \(NumberText.seconds(-saving.mean)) s more "
                + "[\(NumberText.seconds(-ci.high)), \(NumberText.seconds(-ci.low))]"
        }
        return "saves \(NumberText.seconds(saving.mean)) s [\(NumberText.seconds(ci.low)), \(NumberText.seconds(ci.high))]"
    }
}
