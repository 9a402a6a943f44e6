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
        switch self {
        case let .fixed(v): v
        case let .normal(mean, _): mean
        case let .lognormal(mu, _): exp(mu)
        case let .beta(a, b): gsl_cdf_beta_Pinv(0.5, a, b)
        case let .logitNormal(mu, _): 1 / (1 + exp(-mu))
        }
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
