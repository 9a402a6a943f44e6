import FocusStats

/// What a clinician should know about a set of measured reaction times
/// before trusting the fit: times that look like milliseconds, a sample too
/// small to pin the distribution down, and times no person presses in.
package enum CalibrationAdvice {
    /// Above this many seconds a "reaction time" is almost surely a millisecond value
    /// (an assumption: a press 20 s after the highlight is no reaction).
    public static let millisecondsAbove = 20.0
    /// Under this a press is faster than a person reacts to a highlight (an
    /// assumption, well below the 0.15-0.2 s of simple visual reaction times):
    /// a switch bounce, a doubled press or a unit mistake.
    public static let implausibleBelow = 0.05
    /// Fewer times than this make every fitted parameter uncertain.
    public static let smallSample = 20
    /// Three-parameter families are not fitted to fewer times than this.
    public static let threeParameterMinimum = 10

    /// The families worth fitting to `count` times.
    public static func families(forCount count: Int) -> [FitFamily] {
        FitFamily.allCases.filter { count >= threeParameterMinimum || $0.parameterCount < 3 }
    }

    /// One sentence per problem, in seconds; `givenInMilliseconds` says whether the file was read with `--unit ms`.
    public static func warnings(_ seconds: [Double], givenInMilliseconds: Bool) -> [String] {
        var warnings: [String] = []
        let long = seconds.filter { $0 > millisecondsAbove }
        if !long.isEmpty, !givenInMilliseconds {
            warnings.append("\(long.count) of \(seconds.count) times \(long.count == 1 ? "is" : "are") above "
                + "\(NumberText.plain(millisecondsAbove)) s (largest \(NumberText.plain(long.max()!)) s), which looks like milliseconds: "
                + "give --unit ms to read the file as milliseconds")
        }
        let short = seconds.filter { $0 < implausibleBelow }
        if !short.isEmpty {
            warnings.append("\(short.count) of \(seconds.count) times \(short.count == 1 ? "is" : "are") under "
                + "\(NumberText.plain(implausibleBelow)) s (shortest \(NumberText.fixed(short.min()! * 1000, decimals: 2)) ms), "
                + "faster than a person reacts: "
                + "check for switch bounce, doubled presses or a unit mistake")
        }
        if seconds.count < smallSample {
            var sorted = seconds
            let summary = Statistics.summarize(sortingInPlace: &sorted)
            let half = (summary.ci95.high - summary.ci95.low) / 2
            var sentence = "only \(seconds.count) times: the mean reaction \(NumberText.fixed(summary.mean, decimals: 2)) s "
                + "is known to about ±\(NumberText.fixed(half, decimals: 2)) s (95% CI "
                + "\(NumberText.fixed(summary.ci95.low, decimals: 2)) to \(NumberText.fixed(summary.ci95.high, decimals: 2)) s), "
                + "and the spread and tail far less well; measure \(smallSample) or more"
            if seconds.count < threeParameterMinimum {
                sentence += "; the ex-Gaussian (three parameters) is not fitted to fewer than \(threeParameterMinimum)"
            }
            warnings.append(sentence)
        }
        return warnings
    }

    /// "typical reaction 0.71 s; 9 presses in 10 within 1.04 s": the median
    /// and 90th percentile of the fitted distribution.
    public static func sentence(_ distribution: Distribution) -> String {
        "typical reaction \(NumberText.fixed(quantile(distribution, 0.5), decimals: 2)) s; "
            + "9 presses in 10 within \(NumberText.fixed(quantile(distribution, 0.9), decimals: 2)) s"
    }

    /// The `p` quantile by bisection on the distribution function, which is
    /// increasing; reaction-time families have no negative mass worth
    /// finding, so the search starts at 0.
    static func quantile(_ distribution: Distribution, _ p: Double) -> Double {
        var low = 0.0
        var high = max(distribution.mean, 1e-6)
        while distribution.cdf(high) < p, high < 1e9 { high *= 2 }
        for _ in 0..<200 where high - low > 1e-9 * high {
            let middle = (low + high) / 2
            if distribution.cdf(middle) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
