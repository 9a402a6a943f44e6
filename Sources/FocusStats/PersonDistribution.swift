import CGSL
import Foundation

/// How one numeric parameter of a profile varies from person to person.
///
/// Each family's support is the set of values its parameter may take, so a
/// drawn person is valid by construction: probabilities come from the beta or
/// the logit-normal (always in [0, 1]), positive quantities from the lognormal,
/// and only unbounded quantities (such as a lognormal's mu) from the normal.
public enum PersonDistribution: Sendable, Equatable {
    /// Every person has `value`.
    case fixed(Double)
    /// Normal with this mean and standard deviation, unbounded.
    case normal(mean: Double, sd: Double)
    /// Lognormal: the log of the value is normal(mu, sigma); always positive.
    case lognormal(mu: Double, sigma: Double)
    /// Beta(a, b) on [0, 1].
    case beta(a: Double, b: Double)
    /// The logistic function of a normal(mu, sigma) draw; always in [0, 1].
    case logitNormal(mu: Double, sigma: Double)

    /// The family name used in profile files.
    public var family: String {
        switch self {
        case .fixed: "fixed"
        case .normal: "normal"
        case .lognormal: "lognormal"
        case .beta: "beta"
        case .logitNormal: "logitNormal"
        }
    }

    /// The parameters as (name, value) pairs, in the order profile files write them.
    public var parameters: [(name: String, value: Double)] {
        switch self {
        case let .fixed(v): [("value", v)]
        case let .normal(m, s): [("mean", m), ("sd", s)]
        case let .lognormal(mu, sigma): [("mu", mu), ("sigma", sigma)]
        case let .beta(a, b): [("a", a), ("b", b)]
        case let .logitNormal(mu, sigma): [("mu", mu), ("sigma", sigma)]
        }
    }

    /// True when every person gets the same value.
    public var isConstant: Bool {
        switch self {
        case .fixed: true
        case let .normal(_, sd): sd == 0
        case let .lognormal(_, sigma), let .logitNormal(_, sigma): sigma == 0
        case .beta: false
        }
    }

    /// The value every person gets when the spread is zero; nil otherwise.
    public var constantValue: Double? {
        guard isConstant else { return nil }
        switch self {
        case let .fixed(v): return v
        case let .normal(mean, _): return mean
        case let .lognormal(mu, _): return exp(mu)
        case let .logitNormal(mu, _): return 1 / (1 + exp(-mu))
        case .beta: return nil
        }
    }

    /// The median person's value.
    public var median: Double {
        GSLSetup.ensure()
        return switch self {
        case let .fixed(v): v
        case let .normal(mean, _): mean
        case let .lognormal(mu, _): exp(mu)
        case let .beta(a, b): betaQuantile(0.5, a: a, b: b)
        case let .logitNormal(mu, _): 1 / (1 + exp(-mu))
        }
    }

    /// The value below which a share `p` of people lie (0 < p < 1).
    public func quantile(_ p: Double) -> Double {
        GSLSetup.ensure()
        return switch self {
        case let .fixed(v): v
        case let .normal(mean, sd): mean + sd * gsl_cdf_ugaussian_Pinv(p)
        case let .lognormal(mu, sigma): exp(mu + sigma * gsl_cdf_ugaussian_Pinv(p))
        case let .beta(a, b): betaQuantile(p, a: a, b: b)
        case let .logitNormal(mu, sigma): 1 / (1 + exp(-(mu + sigma * gsl_cdf_ugaussian_Pinv(p))))
        }
    }

    /// The beta's quantile by bisection on its CDF, which is monotone on
    /// [0, 1]: GSL's own inverse (`gsl_cdf_beta_Pinv`) fails to converge for
    /// a or b far from 1 (Beta(1e-5, 1e5)) and never returns for some
    /// (Beta(1e-300, 1e300)), while every beta's quantile exists and a spread
    /// is to be judged on its people. Exact to the spacing of doubles.
    private func betaQuantile(_ p: Double, a: Double, b: Double) -> Double {
        var low = 0.0, high = 1.0
        // Each halving gains a bit; about 1100 reach the subnormal spacing near 0.
        for _ in 0..<1100 {
            let middle = low + (high - low) / 2
            if middle == low || middle == high { break }
            if gsl_cdf_beta_P(middle, a, b) < p { low = middle } else { high = middle }
        }
        return high
    }

    /// One person's value. A zero spread consumes no random numbers and gives
    /// the centre exactly, so a population without spread is its base profile.
    package func sample(_ stream: RandomStream) -> Double {
        if let constantValue { return constantValue }
        switch self {
        case let .fixed(v): return v
        case let .normal(mean, sd): return mean + stream.gaussian(sd: sd)
        case let .lognormal(mu, sigma): return stream.lognormal(mu: mu, sigma: sigma)
        case let .beta(a, b): return gsl_ran_beta(stream.rng, a, b)
        case let .logitNormal(mu, sigma): return 1 / (1 + exp(-(mu + stream.gaussian(sd: sigma))))
        }
    }
}
