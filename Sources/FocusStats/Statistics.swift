import CGSL

/// Summary statistics of a sample, computed with GSL.
public struct SampleSummary: Sendable, Equatable {
    public var count: Int
    public var mean: Double
    public var variance: Double
    public var sd: Double
    /// 95% confidence interval of the mean (Student t with count - 1 degrees of freedom).
    public var ci95: ClosedInterval
    public var median: Double
    public var p90: Double
    public var p95: Double
    public var min: Double
    public var max: Double

    public init(count: Int, mean: Double, variance: Double, sd: Double, ci95: ClosedInterval,
                median: Double, p90: Double, p95: Double, min: Double, max: Double) {
        self.count = count
        self.mean = mean
        self.variance = variance
        self.sd = sd
        self.ci95 = ci95
        self.median = median
        self.p90 = p90
        self.p95 = p95
        self.min = min
        self.max = max
    }

    /// The standard error of the mean.
    public var standardError: Double { count > 0 ? sd / Double(count).squareRoot() : .nan }
}

/// A closed interval [low, high].
public struct ClosedInterval: Sendable, Equatable {
    public var low: Double
    public var high: Double
    public init(low: Double, high: Double) {
        self.low = low
        self.high = high
    }
    public func contains(_ x: Double) -> Bool { low <= x && x <= high }
}

public enum Statistics {
    /// Summarises `values`. Sorts the array in place (quantiles need it sorted),
    /// which avoids a second copy of large samples.
    public static func summarize(sortingInPlace values: inout [Double]) -> SampleSummary {
        GSLSetup.ensure()
        let n = values.count
        guard n > 0 else {
            return SampleSummary(count: 0, mean: .nan, variance: .nan, sd: .nan,
                                 ci95: ClosedInterval(low: .nan, high: .nan),
                                 median: .nan, p90: .nan, p95: .nan, min: .nan, max: .nan)
        }
        let (mean, variance) = values.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            let mean = gsl_stats_mean(base, 1, n)
            return (mean, n > 1 ? gsl_stats_variance_m(base, 1, n, mean) : 0)
        }
        // gsl_sort is a heapsort; the standard library's sort is several times
        // faster on the ten-million-element samples large runs produce.
        values.sort()
        return values.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let sd = variance.squareRoot()
            let half = n > 1 ? tQuantile(0.975, degreesOfFreedom: Double(n - 1)) * sd / Double(n).squareRoot() : 0
            return SampleSummary(
                count: n, mean: mean, variance: variance, sd: sd,
                ci95: ClosedInterval(low: mean - half, high: mean + half),
                median: gsl_stats_quantile_from_sorted_data(base, 1, n, 0.5),
                p90: gsl_stats_quantile_from_sorted_data(base, 1, n, 0.9),
                p95: gsl_stats_quantile_from_sorted_data(base, 1, n, 0.95),
                min: base[0], max: base[n - 1])
        }
    }

    /// `summary` with its confidence interval widened by `extra`, a further
    /// variance of the mean from a source its values shared (the texts typed):
    /// the half-width is t(n - 1) times √(sd²/n + extra).
    public static func widening(_ summary: SampleSummary, byMeanVariance extra: Double) -> SampleSummary {
        guard extra > 0, summary.count > 1 else { return summary }
        let n = Double(summary.count)
        let half = tQuantile(0.975, degreesOfFreedom: n - 1) * (summary.variance / n + extra).squareRoot()
        var widened = summary
        widened.ci95 = ClosedInterval(low: summary.mean - half, high: summary.mean + half)
        return widened
    }

    /// The p-quantile of Student's t distribution.
    public static func tQuantile(_ p: Double, degreesOfFreedom nu: Double) -> Double {
        gsl_cdf_tdist_Pinv(p, nu)
    }

    /// Two-sided p-value of a t statistic.
    public static func twoSidedPValue(t: Double, degreesOfFreedom nu: Double) -> Double {
        if t.isNaN { return .nan }
        return min(1, 2 * gsl_cdf_tdist_Q(abs(t), nu))
    }

    /// The standard normal CDF.
    public static func normalCDF(_ z: Double) -> Double { gsl_cdf_ugaussian_P(z) }
}
