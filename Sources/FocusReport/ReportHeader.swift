import FocusCost

/// Lines at the top of a text report that say how the numbers were made,
/// so any report can be reproduced from its own header.
enum ReportHeader {
    static func settingsLine(_ settings: SimulationSettings, extra: [String] = []) -> String {
        let parts = [
            "seed \(settings.seed)",
            "\(settings.replications) replications",
            settings.threads == 1 ? "1 thread" : "\(settings.threads) threads",
            "cap \(NumberText.plain(settings.maxSeconds)) s per replication",
        ] + extra
        return parts.joined(separator: " · ")
    }

    /// A warning for an estimate with capped replications, or nil. Capped
    /// replications count at the cap, so the statistics understate the time.
    static func cappedWarning(_ estimate: Estimate) -> String? {
        let capped = estimate.counts.capped
        guard capped > 0 else { return nil }
        let share = Double(capped) / Double(estimate.settings.replications)
        return "WARNING: \(capped) of \(estimate.settings.replications) replications of order "
            + "'\(estimate.order)' (\(NumberText.percent(share))) reached the "
            + "\(NumberText.plain(estimate.settings.maxSeconds)) s cap; its mean and quantiles are "
            + "lower bounds (raise the cap with --max-seconds)."
    }
}
