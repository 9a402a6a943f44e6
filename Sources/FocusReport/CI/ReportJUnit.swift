/// `report --format junit`: one test case per (order, user) cell, failed
/// when the cell breaks the `--fail-if-slower` budget against the baseline
/// order or against the stored report.
enum ReportJUnit {
    static func suite(_ document: ReportDocument, root: String) -> JUnitXML.Suite {
        let cases = document.cells.map { cell in
            let summary = cell.estimate.summary
            let broken = brokenBudgets(of: cell, in: document)
            return JUnitXML.Case(
                className: document.scenarioFile, name: "\(cell.order) / \(cell.user)",
                file: SourcePath.display(document.scenarioFile, root: root),
                failure: broken.isEmpty ? nil : JUnitXML.Failure(type: "budget", message: broken.joined(separator: "; ")),
                output: "mean \(NumberText.seconds(summary.mean)) s (95% CI \(NumberText.seconds(summary.ci95.low)) "
                    + "to \(NumberText.seconds(summary.ci95.high)))")
        }
        return JUnitXML.Suite(name: "report \(document.scenarioFile)", seconds: document.runSeconds, cases: cases,
                              properties: JUnitXML.Suite.properties(document.settings))
    }

    /// What the cell breaks: the budget against the baseline, against the stored report, or both.
    private static func brokenBudgets(of cell: ReportDocument.Cell, in document: ReportDocument) -> [String] {
        guard let budget = document.budgetPercent else { return [] }
        let limit = "\(NumberText.plain(budget))%"
        func sentence(_ relative: RelativeDifference, against reference: String, _ verdict: BudgetVerdict?) -> String? {
            guard let verdict, verdict.fails else { return nil }
            return "\(CheckResult.BudgetCheck.relativeText(relative)) against \(reference) "
                + verdict.judgement(limit: limit, remedy: BudgetVerdict.raiseCap)
        }
        var found = document.comparisons.filter { $0.order == cell.order && $0.user == cell.user }
            .compactMap { sentence($0.relative, against: "order '\(document.baseline)'", $0.budget) }
        if let stored = document.stored {
            found += stored.rows.filter { $0.order == cell.order && $0.user == cell.user }
                .compactMap { sentence($0.relative, against: stored.file, $0.budget) }
        }
        return found
    }
}
