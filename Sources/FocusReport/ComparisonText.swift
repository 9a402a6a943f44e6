import FocusCost
import FocusSimulation
import FocusStats

/// The text report of a comparison: both orders side by side, then the
/// paired difference.
enum ComparisonText {
    static func render(_ comparison: Comparison) -> String {
        let a = comparison.a
        let b = comparison.b
        var text = "\(a.scenario): " + ComparisonLabels.describe(a: a, b: b) + "\n"
        text += ReportHeader.settingsLine(a.settings, extra: ["common random numbers"]) + "\n"
        for estimate in [a, b] {
            if let warning = ReportHeader.cappedWarning(estimate) { text += warning + "\n" }
        }
        for (side, estimate) in [("A", a), ("B", b)] {
            if let groups = EstimateText.groupsLine(estimate, prefix: "\(side) ") { text += groups + "\n" }
        }
        text += "\n"
        text += table(comparison).rendered()
        text += "\n"
        text += DifferenceSentence.render(comparison) + "\n"
        let elapsed = a.elapsedSeconds + b.elapsedSeconds
        text += "Simulation took \(NumberText.seconds(elapsed)) s.\n"
        return text
    }

    private static func table(_ comparison: Comparison) -> TextTable {
        let a = comparison.a
        let b = comparison.b
        var table = TextTable(sharedColumns: true)
        let labels = ComparisonLabels.sides(a: a, b: b)
        table.heading("Completion time (s)", "A: \(labels.a)", "B: \(labels.b)")
        let statistics: [(String, (SampleSummary) -> String)] = [
            ("mean", { NumberText.seconds($0.mean) }),
            ("sd", { NumberText.seconds($0.sd) }),
            ("95% CI", { EstimateText.interval($0.ci95) }),
            ("median", { NumberText.seconds($0.median) }),
            ("p90", { NumberText.seconds($0.p90) }),
            ("p95", { NumberText.seconds($0.p95) }),
            ("min", { NumberText.seconds($0.min) }),
            ("max", { NumberText.seconds($0.max) }),
        ]
        for (label, value) in statistics {
            table.row(label, value(a.summary), value(b.summary))
        }
        if a.analytic != nil || b.analytic != nil {
            table.row("closed form", a.analytic.map(EstimateText.meanAndSD) ?? "none",
                      b.analytic.map(EstimateText.meanAndSD) ?? "none")
        }

        table.blank()
        table.heading("Where the time goes (mean s)")
        // Two users may follow different models: show every category either uses.
        let categories = TimeCategory.allCases.filter {
            a.model.categories.contains($0) || b.model.categories.contains($0)
        }
        for category in categories {
            table.row(category.name, NumberText.seconds(a.breakdown[category]),
                      NumberText.seconds(b.breakdown[category]))
        }
        table.row("total", NumberText.seconds(a.breakdown.total), NumberText.seconds(b.breakdown.total))

        table.blank()
        table.heading("Events (total)")
        let kinds = CountKind.allCases.filter { a.model.counts.contains($0) || b.model.counts.contains($0) }
        let eventsB = EstimateText.events(b.counts, kinds: kinds)
        for (index, event) in EstimateText.events(a.counts, kinds: kinds).enumerated() {
            table.row(event.label, String(event.count), String(eventsB[index].count))
        }
        return table
    }
}
