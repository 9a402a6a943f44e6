import FocusCost
import FocusModel
import FocusSimulation

/// The report as one self-contained HTML page: no scripts, no external
/// files, charts as inline SVG. The markup is also well-formed XML (XHTML
/// syntax), so XML tools read it; headings, table headers with scopes and a
/// title and description on every chart serve screen readers, and patterns
/// and line styles rather than colour alone survive black-and-white printing.
package enum HTMLReport {
    public static func render(_ document: ReportDocument, generator: String = "focusbench") -> String {
        let e = MarkupText.escape
        let title = "Focus order report: \(document.scenario.name)"
        var html = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">\n<head>\n"
            + "<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
            + "<meta name=\"generator\" content=\"\(e(generator))\"/>\n"
            + "<title>\(e(title))</title>\n<style>\(HTMLStyle.css)</style>\n</head>\n<body>\n<main>\n"
        html += "<h1>\(e(title))</h1>\n"
        html += "<p class=\"verdict\"><strong>\(e(ReportVerdict.sentence(document)))</strong></p>\n"
        html += "<p class=\"lede\">\(e(lede(document)))</p>\n"
        html += summarySection(document)
        html += screenSection(document)
        let distributions = CellDistribution.of(document.cells)
        html += cumulativeSection(document, distributions)
        html += distributionSection(document, distributions)
        html += timelineSection(document)
        if let stored = document.stored { html += storedSection(stored, document) }
        if let sentence = document.captureSentence { html += "<p class=\"lede\">\(e(sentence))</p>\n" }
        if !document.people.isEmpty { html += ReportPeople.html(document.people) }
        html += settingsSection(document, generator: generator)
        return html + "</main>\n</body>\n</html>\n"
    }

    private static func lede(_ document: ReportDocument) -> String {
        "Simulated completion times of the task on \(document.scenario.name) (\(document.scenarioFile)) for "
            + "\(document.orders.count) focus order\(document.orders.count == 1 ? "" : "s") and "
            + "\(document.users.count) user\(document.users.count == 1 ? "" : "s"), "
            + "\(document.settings.replications) replications each, seed \(document.settings.seed). "
            + (document.shipped == nil
                ? "Every order and user ran on the same random numbers, so differences are paired. "
                    + "Baseline order: \(document.baseline)."
                : ReportSummaryRows.shippedLine)
    }

    /// Each user with the indices of their cells, users in the document's order.
    private static func cellIndicesByUser(_ document: ReportDocument) -> [(user: String, indices: [Int])] {
        document.users.map { user in (user, document.cells.indices.filter { document.cells[$0].user == user }) }
    }

    /// Which line style, pattern and colour an order's charts use: its place among the orders.
    private static func seriesIndex(of order: String, in document: ReportDocument) -> Int {
        document.orders.firstIndex(of: order) ?? 0
    }

    /// A section's opening tag and its heading, which labels it for assistive technology.
    private static func sectionStart(id: String, title: String) -> String {
        "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">\(title)</h2>\n"
    }

    // MARK: - Sections

    private static func summarySection(_ document: ReportDocument) -> String {
        let e = MarkupText.escape
        var html = sectionStart(id: "summary", title: "Summary")
        html += "<div class=\"table-scroll\" role=\"region\" aria-label=\"Summary table\" tabindex=\"0\">\n"
        html += "<table class=\"summary\">\n<caption>Completion time in seconds by order and user; differences "
            + "are order minus baseline '\(e(document.baseline))' with 95% confidence intervals.</caption>\n<thead><tr>"
        for header in ReportSummaryRows.headers { html += "<th scope=\"col\">\(e(header))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for row in ReportSummaryRows.rows(of: document) {
            let classes = [row.isBaseline ? "baseline" : nil, row.budgetMark == nil ? nil : "over-budget"].compactMap { $0 }
            html += "<tr\(classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"")>"
                + "<th scope=\"row\">\(e(row.order))\(row.budgetMark.map { " <strong>(\($0))</strong>" } ?? "")</th>"
                + "<td class=\"name\">\(e(row.user))</td>"
            for value in row.values { html += "<td>\(e(value))</td>" }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n"
        if let sentence = ReportSummaryRows.budgetSentence(document) {
            html += "<p class=\"budget\"><strong>\(e(sentence))</strong></p>\n"
        }
        for cell in document.cells {
            let capped = cell.estimate.counts.capped
            if capped > 0 {
                html += "<p class=\"warning\"><strong>Warning:</strong> \(capped) replications of order "
                    + "\(e(cell.order)) for \(e(cell.user)) reached the \(NumberText.plain(document.settings.maxSeconds)) s "
                    + "cap; their statistics are lower bounds.</p>\n"
            }
        }
        return html + "</section>\n"
    }

    private static func distributionSection(_ document: ReportDocument, _ distributions: [CellDistribution]) -> String {
        var html = sectionStart(id: "histograms", title: "Distribution of completion times")
        html += "<p>Each histogram shows how the simulated completion times of one order spread; orders of the same "
            + "user share the time axis. The solid vertical line marks the mean, the dashed one the median.</p>\n"
        for (userIndex, (user, indices)) in cellIndicesByUser(document).enumerated() {
            html += "<h3>\(MarkupText.escape(user))</h3>\n<div class=\"charts\">\n"
            let highest = indices.flatMap { distributions[$0].counts }.max() ?? 1
            for index in indices {
                let cell = document.cells[index]
                let series = seriesIndex(of: cell.order, in: document)
                html += "<figure>\n" + SVGHistogram.render(
                    id: "histogram-\(userIndex)-\(series)", order: cell.order, user: user, seriesIndex: series,
                    distribution: distributions[index], mean: cell.estimate.summary.mean,
                    median: cell.estimate.summary.median, highestCount: highest)
                html += "\n<figcaption>Order \(MarkupText.escape(cell.order))</figcaption>\n</figure>\n"
            }
            html += "</div>\n"
        }
        return html + "</section>\n"
    }

    private static func cumulativeSection(_ document: ReportDocument, _ distributions: [CellDistribution]) -> String {
        var html = sectionStart(id: "cumulative", title: "Cumulative distribution")
        html += "<p>The share of replications finished by each time; a line further left is faster. Each order has "
            + "its own line style.</p>\n"
        for (userIndex, (user, indices)) in cellIndicesByUser(document).enumerated() {
            let series = indices.map { index in
                let order = document.cells[index].order
                return SVGCumulative.Series(order: order, seriesIndex: seriesIndex(of: order, in: document),
                                            percentiles: distributions[index].percentiles)
            }
            html += "<h3>\(MarkupText.escape(user))</h3>\n<figure>\n"
                + SVGCumulative.render(id: "cumulative-\(userIndex)", user: user, series: series)
                + "\n</figure>\n"
        }
        return html + "</section>\n"
    }

    private static func timelineSection(_ document: ReportDocument) -> String {
        let e = MarkupText.escape
        var html = sectionStart(id: "timeline", title: "Where the time goes, step by step")
        html += "<p>Mean seconds of each task step, split by the model's time categories (estimated from "
            + "\(document.timelineSettings.replications) replications of the task, each step's share taken where it ended; see the "
            + "report format documentation). Every category has its own hatch pattern.</p>\n"
        let labels = document.scenario.task.map { step in document.scenario.element(id: step.target)?.label ?? step.target }
        for (userIndex, user) in document.users.enumerated() {
            let cells = document.cells.filter { $0.user == user }
            let scaleMax = cells.flatMap { $0.timeline.map(\.total) }.max() ?? 1
            for cell in cells {
                let series = seriesIndex(of: cell.order, in: document)
                let categories = cell.estimate.model.categories
                html += "<h3>Order \(e(cell.order)), \(e(user))</h3>\n<figure>\n"
                html += SVGTimeline.render(id: "timeline-\(userIndex)-\(series)", order: cell.order, user: user,
                                           steps: cell.timeline, categories: categories, labels: labels,
                                           scaleMax: scaleMax)
                html += "\n</figure>\n" + timelineTable(cell, categories: categories, labels: labels)
            }
        }
        return html + "</section>\n"
    }

    private static func timelineTable(_ cell: ReportDocument.Cell, categories: [TimeCategory],
                                      labels: [String]) -> String {
        let e = MarkupText.escape
        var html = "<table class=\"timeline\">\n<caption>Mean seconds per step, order \(e(cell.order)), "
            + "\(e(cell.user))</caption>\n<thead><tr><th scope=\"col\">Step</th>"
        for category in categories { html += "<th scope=\"col\">\(category.name)</th>" }
        html += "<th scope=\"col\">total</th></tr></thead>\n<tbody>\n"
        for step in cell.timeline {
            html += "<tr><th scope=\"row\">\(step.step + 1). \(e(labels[step.step]))</th>"
            for category in categories { html += "<td>\(NumberText.seconds(step.breakdown[category]))</td>" }
            html += "<td>\(NumberText.seconds(step.total))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private static func screenSection(_ document: ReportDocument) -> String {
        let e = MarkupText.escape
        var html = sectionStart(id: "screen", title: "The screen and its focus paths")
        html += "<p>The scenario's elements drawn to scale; numbers give the order in which focus visits them. "
            + "Task targets have a heavy outline and a ▶ before their label; other elements a dashed one.</p>\n"
            + "<div class=\"screens\">\n"
        for (index, name) in document.orders.enumerated() {
            guard let order = document.scenario.order(named: name) else { continue }
            html += "<figure class=\"screen\">\n"
                + SVGPhoneScreen.render(id: "screen-\(index)", scenario: document.scenario, order: order)
                + "\n<figcaption>Order \(e(name))</figcaption>\n</figure>\n"
        }
        return html + "</div>\n</section>\n"
    }

    private static func storedSection(_ stored: StoredComparison, _ document: ReportDocument) -> String {
        let e = MarkupText.escape
        var html = sectionStart(id: "stored", title: "Against the stored result")
        html += "<p>This run against \(e(stored.file)); the stored report keeps no replications, so the two runs are "
            + "compared as independent samples.</p>\n"
        html += "<table>\n<caption>Current mean against stored mean, seconds</caption>\n<thead><tr>"
        for header in ["Order", "User", "Stored mean (s)", "Current mean (s)", "Relative (95% CI)"] {
            html += "<th scope=\"col\">\(header)</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in stored.rows {
            html += "<tr><th scope=\"row\">\(e(row.order))\(row.budget?.mark.map { " <strong>(\($0))</strong>" } ?? "")</th>"
                + "<td class=\"name\">\(e(row.user))</td><td>\(NumberText.seconds(row.storedMean))</td>"
                + "<td>\(NumberText.seconds(row.currentMean))</td><td>\(NumberText.signedPercent(row.relative.estimate)) "
                + "(\(NumberText.signedPercent(row.relative.ci95.low)) to \(NumberText.signedPercent(row.relative.ci95.high)))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private static func settingsSection(_ document: ReportDocument, generator: String) -> String {
        let e = MarkupText.escape
        let settings = document.settings
        let rows: [(String, String)] = [
            ("Scenario file", document.scenarioFile),
            ("Orders", document.orders.joined(separator: ", ")),
            ("Users", document.users.joined(separator: ", ")),
            ("Models", Array(Set(document.cells.map { "\($0.user): \($0.estimate.model.name)" })).sorted()
                .joined(separator: "; ")),
            ("Baseline order", document.baseline),
            ("Seed", String(settings.seed)),
            ("Replications per cell", String(settings.replications)),
            ("Replications of the timeline run", String(document.timelineSettings.replications)),
            ("Threads (results do not depend on them)", String(settings.threads)),
            ("Time cap per replication", "\(NumberText.plain(settings.maxSeconds)) s"),
            ("Budget (--fail-if-slower)", document.budgetPercent.map { "\(NumberText.plain($0))%" } ?? "none"),
            ("Generator", generator),
        ]
        var html = sectionStart(id: "settings", title: "Settings") + "<table class=\"settings\">\n"
            + "<caption>How these numbers were made; the same settings reproduce them exactly.</caption>\n<tbody>\n"
        for (name, value) in rows {
            html += "<tr><th scope=\"row\">\(e(name))</th><td class=\"name\">\(e(value))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }
}
