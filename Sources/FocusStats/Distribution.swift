/// A distribution of a non-negative duration in seconds, as written in
/// scenarios and profiles. Sampling, CDF and moments all go through GSL.
public enum Distribution: Sendable, Equatable {
    /// Always `value`.
    case fixed(Double)
    /// Uniform on [min, max].
    case uniform(min: Double, max: Double)
    /// Normal with this mean and standard deviation, truncated at 0 (conditioned on x >= 0).
    case normal(mean: Double, sd: Double)
    /// Lognormal in GSL's parameters: log x ~ N(mu, sigma), so the median is e^mu.
    case lognormal(mu: Double, sigma: Double)
    /// Gamma with shape k and scale theta (mean k * theta).
    case gamma(shape: Double, scale: Double)
    /// Normal(mu, sigma) plus an independent exponential with mean tau;
    /// the rare negative draw is taken as 0.
    case exGaussian(mu: Double, sigma: Double, tau: Double)

    /// The family name used in scenario files.
    public var family: String {
        switch self {
        case .fixed: "fixed"
        case .uniform: "uniform"
        case .normal: "normal"
        case .lognormal: "lognormal"
        case .gamma: "gamma"
        case .exGaussian: "exGaussian"
        }
    }

    /// The parameters as (name, value) pairs, in the order scenario files write them.
    public var parameters: [(name: String, value: Double)] {
        switch self {
        case let .fixed(v): [("value", v)]
        case let .uniform(a, b): [("min", a), ("max", b)]
        case let .normal(m, s): [("mean", m), ("sd", s)]
        case let .lognormal(mu, sigma): [("mu", mu), ("sigma", sigma)]
        case let .gamma(k, theta): [("shape", k), ("scale", theta)]
        case let .exGaussian(mu, sigma, tau): [("mu", mu), ("sigma", sigma), ("tau", tau)]
        }
    }

    /// True when every draw is the same number.
    public var isDeterministic: Bool {
        switch self {
        case .fixed: true
        case let .uniform(a, b): a == b
        default: false
        }
    }

    /// One draw. Fixed values consume no random numbers.
    @inlinable @inline(__always)
    package func sample(_ stream: RandomStream) -> Double {
        switch self {
        case let .fixed(v):
            return v
        case let .uniform(a, b):
            return stream.flat(a, b)
        case let .normal(mean, sd):
            return sd == 0 ? max(mean, 0) : mean + stream.gaussianTail(above: -mean, sd: sd)
        case let .lognormal(mu, sigma):
            return stream.lognormal(mu: mu, sigma: sigma)
        case let .gamma(k, theta):
            return stream.gamma(shape: k, scale: theta)
        case let .exGaussian(mu, sigma, tau):
            let x = mu + stream.gaussian(sd: sigma) + stream.exponential(mean: tau)
            return x > 0 ? x : 0
        }
    }
}

extension Distribution {
    /// The sum of `count` independent draws (for example the time to type
    /// `count` characters). A fixed value is multiplied out without drawing.
    @inline(__always)
    package func sum(ofDraws count: Int, from stream: RandomStream) -> Double {
        if let sum = fixedSum(ofDraws: count) { return sum }
        var total = 0.0
        for _ in 0..<count { total += sample(stream) }
        return total
    }

    /// The sum of `count` draws when it needs no random numbers (no draws, or
    /// a fixed value), else nil.
    @inline(__always)
    package func fixedSum(ofDraws count: Int) -> Double? {
        guard count > 0 else { return 0 }
        if case let .fixed(v) = self { return Double(count) * v }
        return nil
    }
}
