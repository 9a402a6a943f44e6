import CGSL

/// The 10th, 50th and 90th percentiles of a sample.
public struct Percentiles: Sendable, Equatable {
    public var p10: Double
    public var p50: Double
    public var p90: Double
}

/// A share of a sample with its 95% confidence interval.
public struct Proportion: Sendable, Equatable {
    public var estimate: Double
    public var ci95: ClosedInterval
}

/// The variance of values that come in equal-sized groups (the replications
/// of each person), split by the law of total variance into the variance of
/// the group means and the mean variance within a group. Both use the
/// population denominators (N groups, R values each), so between + within is
/// exactly the variance of all N·R values around their mean.
public struct VarianceSplit: Sendable, Equatable {
    public var between: Double
    public var within: Double
    /// Standard errors over groups: the sd of each group's contribution / √N.
    public var betweenStandardError: Double
    public var withinStandardError: Double
    public var total: Double { between + within }

}

extension Statistics {
    /// The 10th, 50th and 90th percentiles (GSL's interpolated quantiles).
    public static func percentiles(_ values: [Double]) -> Percentiles {
        GSLSetup.ensure()
        guard !values.isEmpty else { return Percentiles(p10: .nan, p50: .nan, p90: .nan) }
        let sorted = values.sorted()
        return sorted.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            return Percentiles(p10: gsl_stats_quantile_from_sorted_data(base, 1, sorted.count, 0.1),
                               p50: gsl_stats_quantile_from_sorted_data(base, 1, sorted.count, 0.5),
                               p90: gsl_stats_quantile_from_sorted_data(base, 1, sorted.count, 0.9))
        }
    }

    /// `successes` of `trials` with the Wilson score interval, which stays
    /// inside [0, 1] and is usable when the share is 0 or 1.
    public static func proportion(_ successes: Int, of trials: Int) -> Proportion {
        guard trials > 0 else { return Proportion(estimate: .nan, ci95: ClosedInterval(low: .nan, high: .nan)) }
        let n = Double(trials)
        let p = Double(successes) / n
        let z = gsl_cdf_ugaussian_Pinv(0.975)
        let centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        let half = z / (1 + z * z / n) * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot()
        return Proportion(estimate: p, ci95: ClosedInterval(low: max(0, centre - half), high: min(1, centre + half)))
    }

    /// Splits the variance of `values`, taken as consecutive groups of
    /// `groupSize`, into between-group and within-group parts.
    /// Returns the split and each group's mean.
    public static func varianceSplit(_ values: [Double], groupSize: Int) -> (split: VarianceSplit, means: [Double]) {
        precondition(groupSize > 0 && values.count % groupSize == 0 && !values.isEmpty)
        let groups = values.count / groupSize
        var means = [Double](repeating: 0, count: groups)
        var withins = [Double](repeating: 0, count: groups)
        for g in 0..<groups {
            let slice = values[(g * groupSize)..<((g + 1) * groupSize)]
            let mean = slice.reduce(0, +) / Double(groupSize)
            var squares = 0.0
            for x in slice { squares += (x - mean) * (x - mean) }
            means[g] = mean
            withins[g] = squares / Double(groupSize)
        }
        let grand = means.reduce(0, +) / Double(groups)
        let betweens = means.map { ($0 - grand) * ($0 - grand) }
        let (between, betweenSE) = meanAndStandardError(betweens)
        let (within, withinSE) = meanAndStandardError(withins)
        return (VarianceSplit(between: between, within: within, betweenStandardError: betweenSE,
                              withinStandardError: withinSE), means)
    }

    private static func meanAndStandardError(_ values: [Double]) -> (Double, Double) {
        let n = Double(values.count)
        let mean = values.reduce(0, +) / n
        guard values.count > 1 else { return (mean, .nan) }
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
        return (mean, (variance / n).squareRoot())
    }
}
