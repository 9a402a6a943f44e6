/// A family the calibration fits to measured reaction times, named as in
/// scenario and profile files.
public enum FitFamily: String, CaseIterable, Sendable {
    case lognormal, gamma, exGaussian

    /// Free parameters, for the AIC.
    public var parameterCount: Int { self == .exGaussian ? 3 : 2 }
}

/// One family's maximum-likelihood fit to a sample, with the numbers used to
/// compare families.
public struct DistributionFit: Sendable, Equatable {
    public var family: FitFamily
    public var distribution: Distribution
    public var logLikelihood: Double
    /// Kolmogorov–Smirnov distance: the largest gap between the sample's
    /// empirical CDF and the fitted CDF.
    public var ks: Double

    /// Akaike's information criterion, 2k − 2 log L: lower is better.
    public var aic: Double { 2 * Double(family.parameterCount) - 2 * logLikelihood }
}

/// Why a sample cannot be fitted.
public enum FitError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooFewValues(Int)
    case notPositive(index: Int, value: Double)
    case noSpread

    public var description: String {
        switch self {
        case let .tooFewValues(n): "at least \(DistributionFitter.minimumCount) values are needed to fit a distribution, found \(n)"
        case let .notPositive(index, value): "value \(index + 1) is \(value); reaction times must be positive"
        case .noSpread: "all values are equal; a distribution with spread cannot be fitted"
        }
    }
}

/// Goodness-of-fit numbers shared by every family.
public enum FitMeasures {
    /// Σ log f(x_i); -infinity when some value has zero density.
    public static func logLikelihood(_ distribution: Distribution, _ sample: [Double]) -> Double {
        var total = 0.0
        for x in sample { total += distribution.logDensity(x) ?? -.infinity }
        return total
    }

    /// sup |F_n − F| over the sample, where the empirical CDF jumps.
    public static func ksDistance(_ distribution: Distribution, sorted sample: [Double]) -> Double {
        let n = Double(sample.count)
        var distance = 0.0
        for (i, x) in sample.enumerated() {
            let f = distribution.cdf(x)
            distance = max(distance, Double(i + 1) / n - f, f - Double(i) / n)
        }
        return distance
    }
}
