import FocusCost
import FocusSimulation
import FocusStats

/// The text report of one estimate: what was run, the completion-time
/// statistics, where the time goes and what went wrong.
enum EstimateText {
    static func render(_ estimate: Estimate) -> String {
        var text = "\(estimate.scenario): order '\(estimate.order)', user \(estimate.user)\n"
        text += ReportHeader.settingsLine(estimate.settings) + "\n"
        if let warning = ReportHeader.cappedWarning(estimate) { text += warning + "\n" }
        if let groups = groupsLine(estimate) { text += groups + "\n" }
        text += "\n"
        text += table(estimate).rendered()
        text += "\n"
        text += "Simulation took \(NumberText.seconds(estimate.elapsedSeconds)) s.\n"
        return text
    }

    private static func table(_ estimate: Estimate) -> TextTable {
        let s = estimate.summary
        var table = TextTable()
        table.heading("Completion time (s)")
        table.row("mean", NumberText.seconds(s.mean))
        table.row("sd", NumberText.seconds(s.sd))
        table.row("95% CI", interval(s.ci95))
        table.row("median", NumberText.seconds(s.median))
        table.row("p90", NumberText.seconds(s.p90))
        table.row("p95", NumberText.seconds(s.p95))
        table.row("min", NumberText.seconds(s.min))
        table.row("max", NumberText.seconds(s.max))
        if let analytic = estimate.analytic {
            table.row("closed form", meanAndSD(analytic))
        }

        table.blank()
        table.heading("Where the time goes", "mean s", "share")
        let breakdown = estimate.breakdown
        for category in breakdown.listing(estimate.model.categories) {
            table.row(category.name, NumberText.seconds(category.seconds),
                      NumberText.percent(share(category.seconds, of: breakdown.total)))
            if category.name == TimeCategory.entry.name, let split = estimate.entryBreakdown {
                // Typing on a keyboard spends its time as navigation does.
                for part in split.listing(split.usedCategories) {
                    table.row("  typing: \(part.name)", NumberText.seconds(part.seconds),
                              NumberText.percent(share(part.seconds, of: breakdown.total)))
                }
            }
        }
        table.row("total", NumberText.seconds(breakdown.total), NumberText.percent(breakdown.total > 0 ? 1 : 0))

        table.blank()
        table.heading("Events", "total", "per replication")
        let n = Double(estimate.settings.replications)
        for (label, count) in events(estimate.counts, kinds: estimate.model.counts) {
            table.row(label, String(count), NumberText.fixed(Double(count) / n, decimals: 2))
        }

        if !estimate.targets.isEmpty {
            table.blank()
            table.heading("Targets", "tries", "miss rate")
            for target in estimate.targets {
                table.row("\(target.step + 1). \(target.target)",
                          NumberText.fixed(target.attemptsPerReplication, decimals: 2),
                          target.missRate.isNaN ? "-" : NumberText.percent(target.missRate))
            }
        }
        return table
    }

    /// The groups a group scan used, so two orders that tie can be explained.
    static func groupsLine(_ estimate: Estimate, prefix: String = "") -> String? {
        guard let groups = estimate.scanGroups else { return nil }
        if groups.isEmpty { return prefix + "groups: none (every stop scanned on its own)" }
        let source = groups[0].automatic ? "automatic" : "from the scenario"
        return prefix + "groups (\(source)): "
            + groups.map { "\($0.id) [\($0.memberIDs.joined(separator: ", "))]" }.joined(separator: "; ")
    }

    static func interval(_ interval: ClosedInterval) -> String {
        "\(NumberText.seconds(interval.low)) to \(NumberText.seconds(interval.high))"
    }

    static func meanAndSD(_ moments: AnalyticMoments) -> String {
        "\(NumberText.seconds(moments.mean)) ± \(NumberText.seconds(moments.sd))"
    }

    static func share(_ part: Double, of whole: Double) -> Double {
        whole > 0 ? part / whole : 0
    }

    /// The counts a model reports, then the capped replications every model can have.
    static func events(_ counts: EventCounts, kinds: [CountKind]) -> [(label: String, count: Int)] {
        kinds.map { ($0.label, counts[$0]) } + [("capped replications", counts.capped)]
    }
}
