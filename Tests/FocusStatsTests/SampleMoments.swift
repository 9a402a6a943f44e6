import FocusStats

/// Moments of a sample of draws and the standard errors of the estimates,
/// used to turn "agrees with theory" into a tolerance of a few standard errors.
struct SampleMoments {
    let count: Int
    let mean: Double
    /// Unbiased sample variance.
    let variance: Double
    /// Fourth central moment (plain average).
    let fourthCentral: Double

    init(_ values: [Double]) {
        count = values.count
        let n = Double(values.count)
        mean = values.reduce(0, +) / n
        var m2 = 0.0
        var m4 = 0.0
        for x in values {
            let d = (x - mean) * (x - mean)
            m2 += d
            m4 += d * d
        }
        variance = m2 / (n - 1)
        fourthCentral = m4 / n
    }

    /// Standard error of the sample mean.
    var meanStandardError: Double { (variance / Double(count)).squareRoot() }

    /// Standard error of the sample variance, Var(s^2) ≈ (mu4 - sigma^4) / n.
    var varianceStandardError: Double {
        (max(fourthCentral - variance * variance, 0) / Double(count)).squareRoot()
    }
}

/// `count` draws of `distribution` from a stream seeded with `seed`.
func draws(_ distribution: Distribution, count: Int, seed: UInt64) -> [Double] {
    let stream = RandomStream(seed: seed)
    return (0..<count).map { _ in distribution.sample(stream) }
}

/// Every family, with parameters where truncation or clamping at 0 matters and where it does not.
let everyFamily: [Distribution] = [
    .fixed(0.75),
    .uniform(min: 0.2, max: 1.4),
    .normal(mean: 0.7, sd: 0.2),
    .normal(mean: 0.2, sd: 0.3),
    .lognormal(mu: -0.51, sigma: 0.35),
    .gamma(shape: 2.5, scale: 0.3),
    .gamma(shape: 0.7, scale: 1.1),
    .exGaussian(mu: 0.5, sigma: 0.1, tau: 0.25),
    .exGaussian(mu: 0.05, sigma: 0.2, tau: 0.15),
]
