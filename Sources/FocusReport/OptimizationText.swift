import FocusOptimizer

/// The text report of an optimization: both orders side by side, their
/// expected times, the verified improvement, what held the search back, and
/// at the end the snippets that apply the new order.
package enum OptimizationText {
    public static func render(_ report: OptimizationReport) -> String {
        let result = report.result
        var text = "\(report.scenarioName): fastest order found for \(users(report.mix))\n"
        text += "\(result.method), \(result.provenOptimal ? "proven optimal" : "not proven optimal")"
            + " · \(result.evaluations) evaluations in \(NumberText.seconds(result.elapsedSeconds)) s"
            + " · seed \(report.seed)\n\n"
        text += orders(report)
        text += "\n"
        text += "Expected time: \(NumberText.seconds(result.referenceExpectedTime)) s with \(result.reference), "
            + "\(NumberText.seconds(result.expectedTime)) s with the new order\n"
        text += improvement(report) + "\n"
        text += "\n" + binding(result.bindingConstraints)
        if !result.referenceViolations.isEmpty {
            text += "\nThe reference order breaks:\n"
            for violation in result.referenceViolations { text += "  \(violation.path) \(violation.text)\n" }
        }
        if !result.notes.isEmpty {
            text += "\nNotes:\n" + result.notes.map { "  - \($0)\n" }.joined()
        }
        if let written = report.written {
            text += "\nWrote the order as '\(written.name)' to \(written.file)\n"
        }
        text += "\nApply the order\n\n" + PlatformSnippets.all(result.order)
        return text
    }

    /// "ios-switch-control" or "ios-switch-control (50%) and voiceover-expert (50%)".
    static func users(_ mix: [OptimizationReport.Weighted]) -> String {
        if mix.count == 1 { return mix[0].user }
        let named = mix.map { "\($0.user) (\(NumberText.fixed($0.weight * 100, decimals: 0))%)" }
        return named.dropLast().joined(separator: ", ") + " and " + named.last!
    }

    /// Numbered rows, reference on the left; `*` marks a place whose element changed.
    static func orders(_ report: OptimizationReport) -> String {
        let reference = report.referenceOrder
        let order = report.result.order
        let rows = max(reference.count, order.count)
        let numberWidth = String(rows).count
        let leftTitle = "reference (\(report.result.reference))"
        let leftWidth = max(leftTitle.count, reference.map(\.count).max() ?? 0)
        let pad = { (text: String, width: Int) in text + String(repeating: " ", count: width - text.count) }
        var text = String(repeating: " ", count: numberWidth + 2) + pad(leftTitle, leftWidth) + "     new order\n"
        for index in 0..<rows {
            let left = index < reference.count ? reference[index] : ""
            let right = index < order.count ? order[index] : ""
            let number = String(index + 1)
            let mark = left == right ? "   " : " * "
            let line = String(repeating: " ", count: numberWidth - number.count) + number + "  "
                + pad(left, leftWidth) + "  " + mark + right
            text += line + "\n"
        }
        return text
    }

    /// The verified gain with its interval, in the reference's favour or against it.
    static func improvement(_ report: OptimizationReport) -> String {
        let gain = report.result.improvement
        let basis = "\n  (verified by \(report.verificationReplications) replications of both orders on common random numbers)"
        let interval = "(95% CI \(EstimateText.interval(gain.ci95)) s)"
        if gain.mean > 0 {
            return "Improvement: \(NumberText.seconds(gain.mean)) s faster \(interval), "
                + "\(NumberText.fixed(gain.percent, decimals: 1))% less than \(report.result.reference)\(basis)"
        }
        if gain.mean < 0 {
            return "Improvement: none; the new order is \(NumberText.seconds(-gain.mean)) s slower "
                + "\(interval)\(basis)"
        }
        return "Improvement: none \(interval)\(basis)"
    }

    static func binding(_ constraints: [BindingConstraint]) -> String {
        guard !constraints.isEmpty else { return "Binding constraints: none\n" }
        var text = "Binding constraints (without one, a faster order exists):\n"
        for constraint in constraints {
            let cost = constraint.cost > 0 ? " costs \(NumberText.seconds(constraint.cost)) s" : ""
            text += "  \(constraint.path) \(constraint.text)\(cost)\n"
        }
        return text
    }
}
