import FocusCost

/// The one-sentence verdict of a comparison, e.g. "B (passwordFirst) is
/// 12.30 s faster than A (visual) on average (95% CI 11.80 to 12.90 s),
/// p < 0.001; A was faster in 3.0% of replications."
enum DifferenceSentence {
    static func render(_ comparison: Comparison) -> String {
        let difference = comparison.difference
        let labels = ComparisonLabels.sides(a: comparison.a, b: comparison.b)
        let a = "A (\(labels.a))"
        let b = "B (\(labels.b))"
        // The difference is A − B: positive means B took less time. The
        // interval is turned around with it, so it reads as "faster by".
        let verdict: String
        if case let .lowerBound(index)? = LowestMean.of([comparison.a, comparison.b]), difference.mean != 0 {
            let (lower, higher) = index == 0 ? (a, b) : (b, a)
            let below = index == 0 ? (-difference.ci95.high, -difference.ci95.low) : (difference.ci95.low, difference.ci95.high)
            verdict = "\(lower)'s mean is \(NumberText.seconds(abs(difference.mean))) s below \(higher)'s "
                + "(95% CI \(range(below.0, below.1)) s), but it is a lower bound, as replications reached the time "
                + "cap: neither can be called faster"
        } else if difference.mean > 0 {
            verdict = "\(b) is \(NumberText.seconds(difference.mean)) s faster than \(a) on average "
                + "(95% CI \(range(difference.ci95.low, difference.ci95.high)) s)"
        } else if difference.mean < 0 {
            verdict = "\(a) is \(NumberText.seconds(-difference.mean)) s faster than \(b) on average "
                + "(95% CI \(range(-difference.ci95.high, -difference.ci95.low)) s)"
        } else {
            verdict = "\(a) and \(b) take the same time on average "
                + "(95% CI \(range(difference.ci95.low, difference.ci95.high)) s)"
        }
        return verdict + ", \(NumberText.pValue(difference.pValue)); A was faster in "
            + "\(NumberText.percent(difference.probabilityAFaster)) of replications."
    }

    private static func range(_ low: Double, _ high: Double) -> String {
        "\(NumberText.seconds(low)) to \(NumberText.seconds(high))"
    }
}
