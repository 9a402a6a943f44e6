/// The report's summary as GitHub-flavoured Markdown, for a pull-request
/// comment: the table, the budget verdict and the settings line.
package enum MarkdownReport {
    public static func render(_ document: ReportDocument) -> String {
        var text = "### Focus order report: \(escape(document.scenario.name))\n\n"
        text += "**\(escape(ReportVerdict.sentence(document)))**\n\n"
        text += document.shipped == nil
            ? "Baseline order: `\(document.baseline)` · differences are order − baseline, paired "
                + "(common random numbers), with 95% confidence intervals.\n\n"
            : escape(ReportSummaryRows.shippedLine) + "\n\n"
        text += table(headers: ReportSummaryRows.headers, leftAligned: [0, 1], rows: ReportSummaryRows.rows(of: document).map { row in
            var order = escape(row.order)
            if row.isBaseline { order = "**\(order)**" }
            if let mark = row.budgetMark { order += " ⚠️ \(mark)" }
            return [order, escape(row.user)] + row.values.map(escape)
        })
        text += "\n"
        if let sentence = ReportSummaryRows.budgetSentence(document) {
            text += (document.budgetViolations.isEmpty ? "✅ " : "❌ ") + escape(sentence) + "\n\n"
        }
        if let stored = document.stored {
            text += "Against `\(stored.file)`: " + stored.rows.map {
                "\(escape($0.order)) for \(escape($0.user)) \(NumberText.seconds($0.storedMean)) s → "
                    + "\(NumberText.seconds($0.currentMean)) s (\(NumberText.signedPercent($0.relative.estimate)))"
                    + ($0.budget?.fails == true ? " ⚠️" : "")
            }.joined(separator: "; ") + "\n\n"
        }
        if let sentence = document.captureSentence { text += escape(sentence) + "\n\n" }
        if !document.people.isEmpty { text += ReportPeople.markdown(document.people) }
        text += "<sub>" + ReportHeader.settingsLine(document.settings) + " · `\(escape(document.scenarioFile))`</sub>\n"
        return text
    }

    /// A table of already escaped cells; the columns not in `leftAligned` hold numbers and align right.
    static func table(headers: [String], leftAligned: Set<Int>, rows: [[String]]) -> String {
        var text = "| " + headers.joined(separator: " | ") + " |\n"
        text += "|" + headers.indices.map { leftAligned.contains($0) ? " --- |" : " ---: |" }.joined() + "\n"
        for row in rows { text += "| " + row.joined(separator: " | ") + " |\n" }
        return text
    }

    /// Keeps table cells intact: a "|" would end the cell, and a line break the row.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "<", with: "&lt;")
    }
}
