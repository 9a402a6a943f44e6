import FocusTuning

/// The lines of `tune`'s text after the tables that say what changing the
/// setting is worth: the saving with its paired 95% CI, and whether the
/// current setting breaks the miss-rate limit.
enum TuningSaving {
    static func lines(_ result: TuningResult) -> String {
        var text = ""
        let saving = result.objectiveValue(result.current) - result.objectiveValue(result.optimum)
        if saving.isFinite {
            let of = result.objective == .mean ? "" : "of the 90th percentile "
            text += NumberText.seconds(saving).hasPrefix("-")
                ? "\nThe optimum takes \(NumberText.seconds(-saving)) s \(of)longer than the current setting"
                : "\nThe optimum saves \(NumberText.seconds(saving)) s \(of)against the current setting"
            if let paired = result.saving {
                text += "; simulated on common random numbers, the mean saving is \(NumberText.seconds(paired.mean)) s "
                    + "(95% CI \(NumberText.seconds(paired.ci95.low)) to \(NumberText.seconds(paired.ci95.high)) s)"
            }
            let typing = result.typingSaving
            text += typing.isFinite && typing != 0 ? ", \(NumberText.seconds(typing)) s of it in typing.\n" : ".\n"
        }
        if result.currentBreaksMissRate, let limit = result.maxMissRate {
            text += "The current setting passes over \(NumberText.percent(result.current.missRate)) of target "
                + "highlights, more than the \(NumberText.percent(limit)) limit.\n"
        }
        return text
    }
}
