import Foundation

/// Maximum-likelihood fits of lognormal, gamma and ex-Gaussian distributions.
///
/// Each fit minimises the negative mean log-likelihood over parameters
/// transformed to the whole real line (logs of the positive ones), so the
/// minimisers never step outside the family: the lognormal and ex-Gaussian
/// with the Nelder–Mead simplex, the gamma on its profile likelihood in
/// log shape with Brent's method (for a given shape the best scale is
/// mean / shape). Starting points come from the method of moments.
public enum DistributionFitter {
    public static let minimumCount = 3

    /// Every family's fit, in `FitFamily.allCases` order.
    public static func fitAll(_ sample: [Double]) throws -> [DistributionFit] {
        try FitFamily.allCases.map { try fit($0, to: sample) }
    }

    /// The fit with the lowest AIC (the first of equals).
    public static func best(of fits: [DistributionFit]) -> DistributionFit? {
        fits.min { $0.aic < $1.aic }
    }

    public static func fit(_ family: FitFamily, to sample: [Double]) throws -> DistributionFit {
        try validate(sample)
        // Every family is closed under scaling, so a sample far from 1 (1e-300
        // or 1e300, where squares underflow or overflow) is fitted in units of
        // a power of two near its median and the answer scaled back exactly.
        let unit = scaleUnit(sample)
        let inUnits = unit == 1 ? sample : sample.map { $0 / unit }
        let moments = MomentEstimates(inUnits)
        let fitted: Distribution
        switch family {
        case .lognormal: fitted = try fitLognormal(inUnits, moments)
        case .gamma: fitted = try fitGamma(inUnits, moments)
        case .exGaussian: fitted = try fitExGaussian(inUnits, moments)
        }
        let distribution = unit == 1 ? fitted : scaled(fitted, by: unit)
        return DistributionFit(family: family, distribution: distribution,
                               logLikelihood: FitMeasures.logLikelihood(distribution, sample),
                               ks: FitMeasures.ksDistance(distribution, sorted: sample.sorted()))
    }

    /// 1 for samples whose median lies within 2^±20 (every real reaction
    /// time in seconds, fitted exactly as before), else the power of two nearest the median.
    static func scaleUnit(_ sample: [Double]) -> Double {
        let median = sample.sorted()[sample.count / 2]
        let exponent = median.exponent
        return abs(exponent) <= 20 ? 1 : Double(sign: .plus, exponent: exponent, significand: 1)
    }

    private static func scaled(_ distribution: Distribution, by unit: Double) -> Distribution {
        switch distribution {
        case let .lognormal(mu, sigma): .lognormal(mu: mu + log(unit), sigma: sigma)
        case let .gamma(shape, scale): .gamma(shape: shape, scale: scale * unit)
        case let .exGaussian(mu, sigma, tau): .exGaussian(mu: mu * unit, sigma: sigma * unit, tau: tau * unit)
        default: distribution
        }
    }

    private static func validate(_ sample: [Double]) throws {
        guard sample.count >= minimumCount else { throw FitError.tooFewValues(sample.count) }
        if let index = sample.firstIndex(where: { !($0 > 0) || !$0.isFinite }) {
            throw FitError.notPositive(index: index, value: sample[index])
        }
        if sample.allSatisfy({ $0 == sample[0] }) { throw FitError.noSpread }
    }

    /// Negative mean log-likelihood; the mean keeps the scale independent of n
    /// so one convergence tolerance suits every sample size.
    private static func cost(_ distribution: Distribution, _ sample: [Double]) -> Double {
        let value = -FitMeasures.logLikelihood(distribution, sample) / Double(sample.count)
        return value.isFinite ? value : .greatestFiniteMagnitude
    }

    private static func fitLognormal(_ sample: [Double], _ m: MomentEstimates) throws -> Distribution {
        let s2 = log(1 + m.variance / (m.mean * m.mean))
        let start = [log(m.mean) - s2 / 2, 0.5 * log(s2)]
        let result = try SimplexMinimizer.minimize(
            { cost(.lognormal(mu: $0[0], sigma: exp($0[1])), sample) },
            start: start, stepSizes: [0.1, 0.1], sizeTolerance: 1e-9)
        return .lognormal(mu: result.x[0], sigma: exp(result.x[1]))
    }

    private static func fitGamma(_ sample: [Double], _ m: MomentEstimates) throws -> Distribution {
        let mean = m.mean
        let meanLog = sample.reduce(0) { $0 + log($1) } / Double(sample.count)
        // Profile log-likelihood per value at shape k with scale mean / k.
        let profileCost = { (logShape: Double) -> Double in
            let k = exp(logShape)
            let value = -((k - 1) * meanLog - k - lgamma(k) - k * log(mean / k))
            return value.isFinite ? value : .greatestFiniteMagnitude
        }
        let momentShape = log(mean * mean / m.variance)
        let result = try ScalarMinimizer.minimize(profileCost, over: momentShape - 4, momentShape + 4,
                                                  gridPoints: 41, absoluteTolerance: 1e-10, relativeTolerance: 1e-10)
        let k = exp(result.x)
        return .gamma(shape: k, scale: mean / k)
    }

    private static func fitExGaussian(_ sample: [Double], _ m: MomentEstimates) throws -> Distribution {
        let sd = m.variance.squareRoot()
        // Method of moments: the exponential part carries all the skewness (skew = 2 tau^3 / sd^3).
        let tau = min(max(sd * cbrt(max(m.skewness, 0) / 2), 0.1 * sd), 0.95 * sd)
        let sigma = (sd * sd - tau * tau).squareRoot()
        var start = [m.mean - tau, log(sigma), log(tau)]
        let objective = { (p: [Double]) in cost(.exGaussian(mu: p[0], sigma: exp(p[1]), tau: exp(p[2])), sample) }
        // A restart from the first answer guards against the simplex collapsing early, a known weakness of Nelder–Mead.
        for _ in 0..<2 {
            let result = try SimplexMinimizer.minimize(objective, start: start, stepSizes: [0.1 * sd, 0.2, 0.2],
                                                       sizeTolerance: 1e-9, maxIterations: 4000)
            start = result.x
        }
        return .exGaussian(mu: start[0], sigma: exp(start[1]), tau: exp(start[2]))
    }
}

/// Mean, variance (n − 1) and skewness of a sample.
struct MomentEstimates {
    var mean: Double
    var variance: Double
    var skewness: Double

    init(_ sample: [Double]) {
        let n = Double(sample.count)
        mean = sample.reduce(0, +) / n
        var second = 0.0
        var third = 0.0
        for x in sample {
            let d = x - mean
            second += d * d
            third += d * d * d
        }
        variance = second / (n - 1)
        let populationSD = (second / n).squareRoot()
        skewness = populationSD > 0 ? (third / n) / (populationSD * populationSD * populationSD) : 0
    }
}
