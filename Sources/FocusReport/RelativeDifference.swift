import FocusCost
import FocusStats

/// How much slower (positive) or faster (negative) one mean is than another,
/// as a share of the reference mean: A / B − 1, with a 95% confidence interval.
public struct RelativeDifference: Sendable, Equatable {
    /// A / B − 1 (0.12 means 12% slower than the reference).
    public var estimate: Double
    public var ci95: ClosedInterval

    public init(estimate: Double, ci95: ClosedInterval) {
        self.estimate = estimate
        self.ci95 = ci95
    }

    /// Paired samples drawn with common random numbers (`a[i]` and `b[i]`
    /// share replication i's stream). The interval is the delta method for a
    /// ratio of means: with r = mean(a) / mean(b), the residuals a[i] − r·b[i]
    /// have mean 0 and the standard error of r is sd(residuals) / (√n · mean(b)).
    /// Pairing makes the residuals small when the two samples move together.
    package static func paired(_ a: [Double], over b: [Double]) -> RelativeDifference {
        paired(PairedRatio.of(a, over: b))
    }

    /// The same from the sums `CostModel.compare` takes while the samples are in order.
    package static func paired(_ sums: PairedRatio) -> RelativeDifference {
        let n = Double(sums.count)
        let ratio = sums.meanA / sums.meanB
        let standardError = (sums.residualSumOfSquares / (n - 1)).squareRoot() / (n.squareRoot() * sums.meanB)
        return interval(ratio - 1, standardError: standardError, degreesOfFreedom: n - 1)
    }

    /// Two independent means with their standard errors (a stored report
    /// against the current run): the delta method for a ratio of independent means.
    package static func independent(mean a: Double, standardError seA: Double,
                                   over b: Double, standardError seB: Double) -> RelativeDifference {
        let ratio = a / b
        let standardError = ((seA * seA) / (b * b) + (a * a) * (seB * seB) / (b * b * b * b)).squareRoot()
        // Each side has thousands of replications; the normal quantile is the t one to three decimals.
        return interval(ratio - 1, standardError: standardError, degreesOfFreedom: .infinity)
    }

    private static func interval(_ estimate: Double, standardError: Double,
                                 degreesOfFreedom: Double) -> RelativeDifference {
        let quantile = degreesOfFreedom.isFinite
            ? Statistics.tQuantile(0.975, degreesOfFreedom: degreesOfFreedom) : 1.959963984540054
        let half = standardError.isFinite ? quantile * standardError : .nan
        return RelativeDifference(estimate: estimate, ci95: ClosedInterval(low: estimate - half, high: estimate + half))
    }

    /// Slower than the reference by more than `percent` with 95% confidence:
    /// the whole interval lies above `percent` / 100.
    public func exceeds(percent: Double) -> Bool {
        ci95.low > percent / 100
    }
}
