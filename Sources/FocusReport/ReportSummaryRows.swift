/// The summary table every report format shows: one row per (order, user)
/// cell with its statistics and its difference from the baseline, as text.
struct ReportSummaryRows {
    static let headers = ["Order", "User", "Mean (s)", "95% CI (s)", "Median (s)", "p90 (s)",
                          "Difference from baseline (s)", "95% CI of difference (s)", "Relative (95% CI)"]

    struct Row {
        var order: String
        var user: String
        var isBaseline: Bool
        /// Everything after the order and user, in `headers` order.
        var values: [String]
        /// "over budget" or "budget not judged"; nil within the budget or without one.
        var budgetMark: String?
    }

    static func rows(of document: ReportDocument) -> [Row] {
        document.cells.map { cell in
            let summary = cell.estimate.summary
            var values = [NumberText.seconds(summary.mean),
                          "\(NumberText.seconds(summary.ci95.low)) – \(NumberText.seconds(summary.ci95.high))",
                          NumberText.seconds(summary.median), NumberText.seconds(summary.p90)]
            let comparison = document.comparison(order: cell.order, user: cell.user)
            if let comparison {
                let difference = comparison.difference
                let relative = comparison.relative
                values += [signedSeconds(difference.mean),
                           "\(signedSeconds(difference.ci95.low)) – \(signedSeconds(difference.ci95.high))",
                           "\(NumberText.signedPercent(relative.estimate)) (\(NumberText.signedPercent(relative.ci95.low)) "
                               + "to \(NumberText.signedPercent(relative.ci95.high)))"]
            } else {
                values += isBaseline(cell, document) ? ["baseline", "", ""] : ["", "", ""]
            }
            return Row(order: cell.order, user: cell.user, isBaseline: isBaseline(cell, document),
                       values: values, budgetMark: comparison?.budget?.mark)
        }
    }

    /// A report of each user on their own order has no baseline.
    static func isBaseline(_ cell: ReportDocument.Cell, _ document: ReportDocument) -> Bool {
        document.shipped == nil && cell.order == document.baseline
    }

    /// The line under the verdict of a report of each user on their own order.
    static let shippedLine = "Each user on the order they follow as shipped (the scenario's \"follows\"); "
        + "orders that different people follow are not compared."

    static func signedSeconds(_ value: Double) -> String {
        let text = NumberText.seconds(value)
        return text.hasPrefix("-") || text == "0.00" ? text : "+" + text
    }

    /// One sentence on the budget: which orders broke it, or that none did.
    static func budgetSentence(_ document: ReportDocument) -> String? {
        guard let budget = document.budgetPercent else { return nil }
        let violations = document.budgetViolations
        if violations.isEmpty {
            // Each user on their own order: only a stored report or another capture is compared.
            let reference = document.shipped == nil ? "no order is slower than the baseline"
                : "no user is slower than in the stored report or the other capture"
            return "Within the budget: \(reference) by more than \(NumberText.plain(budget))% with 95% confidence."
        }
        let heading = document.budgetHasUnjudged ? "Not shown to be within the budget of" : "Over the budget of"
        return "\(heading) \(NumberText.plain(budget))%: " + violations.joined(separator: "; ") + "."
    }
}
