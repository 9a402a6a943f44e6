import CGSL

extension Distribution {
    /// log f(x), the log density at `x`, for the continuous families the
    /// calibration fits (lognormal, gamma, ex-Gaussian) and the normal and
    /// uniform ones; nil for `fixed`, which has no density.
    /// The ex-Gaussian is the unclamped one (negative draws are not folded
    /// onto 0), as fitted to measured times, which are never negative.
    public func logDensity(_ x: Double) -> Double? {
        GSLSetup.ensure()
        switch self {
        case .fixed:
            return nil
        case let .uniform(a, b):
            return a < b && x >= a && x <= b ? -log(b - a) : -.infinity
        case let .normal(mean, sd):
            guard sd > 0, x >= 0 else { return -.infinity }
            return log(gsl_ran_gaussian_pdf(x - mean, sd)) - log(gsl_cdf_gaussian_Q(-mean, sd))
        case let .lognormal(mu, sigma):
            guard x > 0 else { return -.infinity }
            let z = (log(x) - mu) / sigma
            return -log(x) - log(sigma) - 0.5 * log(2 * Double.pi) - z * z / 2
        case let .gamma(k, theta):
            guard x > 0 else { return x == 0 && k == 1 ? -log(theta) : -.infinity }
            return (k - 1) * log(x) - x / theta - gsl_sf_lngamma(k) - k * log(theta)
        case let .exGaussian(mu, sigma, tau):
            return exGaussianLogDensity(x, mu: mu, sigma: sigma, tau: tau)
        }
    }

    /// P(X <= x). For the ex-Gaussian this is the unclamped CDF, which
    /// differs from the sampled one only below 0.
    public func cdf(_ x: Double) -> Double {
        GSLSetup.ensure()
        switch self {
        case let .fixed(v): return x >= v ? 1 : 0
        case let .lognormal(mu, sigma): return x <= 0 ? 0 : gsl_cdf_lognormal_P(x, mu, sigma)
        case let .gamma(k, theta): return x <= 0 ? 0 : gsl_cdf_gamma_P(x, k, theta)
        case let .exGaussian(mu, sigma, tau): return exGaussianCDF(x, mu: mu, sigma: sigma, tau: tau)
        case .uniform, .normal: return probabilityBelow(x)
        }
    }

    /// ψ'(x), the trigamma function, for standard errors of gamma fits.
    public static func trigamma(_ x: Double) -> Double {
        GSLSetup.ensure()
        return gsl_sf_psi_1(x)
    }
}
