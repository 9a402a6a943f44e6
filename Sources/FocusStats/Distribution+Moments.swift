import CGSL

extension Distribution {
    /// P(X < x): the chance that a draw is strictly shorter than `x`.
    public func probabilityBelow(_ x: Double) -> Double {
        if case let .fixed(v) = self { return v < x ? 1 : 0 }
        return (try? partialMoment(order: 0, below: x)) ?? 0
    }

    /// The mean of the distribution as sampled (after truncation or clamping at 0).
    public var mean: Double {
        switch self {
        case let .fixed(v): return v
        case let .uniform(a, b): return (a + b) / 2
        case let .lognormal(mu, sigma): return exp(mu + sigma * sigma / 2)
        case let .gamma(k, theta): return k * theta
        case .normal, .exGaussian: return (try? partialMoment(order: 1, below: .infinity)) ?? .nan
        }
    }

    /// The variance of the distribution as sampled.
    public var variance: Double {
        switch self {
        case .fixed: return 0
        case let .uniform(a, b): return (b - a) * (b - a) / 12
        case let .lognormal(mu, sigma): return expm1(sigma * sigma) * exp(2 * mu + sigma * sigma)
        case let .gamma(k, theta): return k * theta * theta
        case .normal, .exGaussian:
            let m = mean
            let second = (try? partialMoment(order: 2, below: .infinity)) ?? .nan
            return max(second - m * m, 0)
        }
    }

    /// P(X < d), and the mean and variance of X given X < d; nil when P(X < d) = 0.
    /// (A reaction that beats a highlight of length d is such a draw.)
    public func truncatedBelow(_ d: Double) -> (probability: Double, mean: Double, variance: Double)? {
        guard let m0 = try? partialMoment(order: 0, below: d), m0 > 0,
              let m1 = try? partialMoment(order: 1, below: d),
              let m2 = try? partialMoment(order: 2, below: d)
        else { return nil }
        let mean = m1 / m0
        return (m0, mean, max(0, m2 / m0 - mean * mean))
    }

    /// E[X^order ; X < limit]: the partial moment of order 0, 1 or 2 below `limit`
    /// (`limit` may be +infinity). Order 0 is P(X < limit).
    ///
    /// Closed forms for every family but the ex-Gaussian, which is integrated
    /// numerically with GSL's adaptive quadrature (QAG / QAGIU).
    public func partialMoment(order: Int, below limit: Double) throws -> Double {
        precondition((0...2).contains(order), "partial moments of order 0, 1 and 2 only")
        GSLSetup.ensure()
        if limit <= 0 { return 0 }
        let m = Double(order)
        switch self {
        case let .fixed(v):
            return v < limit ? pow(v, m) : 0
        case let .uniform(a, b):
            if a == b { return a < limit ? pow(a, m) : 0 }
            let top = min(limit, b)
            if top <= a { return 0 }
            return (pow(top, m + 1) - pow(a, m + 1)) / ((m + 1) * (b - a))
        case let .lognormal(mu, sigma):
            if limit == .infinity { return exp(m * mu + m * m * sigma * sigma / 2) }
            let z = (log(limit) - mu - m * sigma * sigma) / sigma
            return exp(m * mu + m * m * sigma * sigma / 2) * gsl_cdf_ugaussian_P(z)
        case let .gamma(k, theta):
            // x^m times the gamma(k) density is a gamma(k + m) density times theta^m Γ(k+m)/Γ(k).
            var factor = 1.0
            for i in 0..<order { factor *= (k + Double(i)) * theta }
            if limit == .infinity { return factor }
            return factor * gsl_cdf_gamma_P(limit, k + m, theta)
        case let .normal(mean, sd):
            return truncatedNormalPartialMoment(order: order, mean: mean, sd: sd, below: limit)
        case let .exGaussian(mu, sigma, tau):
            return try exGaussianPartialMoment(order: order, mu: mu, sigma: sigma, tau: tau, below: limit)
        }
    }
}

/// E[X^m ; X < d] for X ~ N(mean, sd) conditioned on X >= 0.
/// With x = mean + sd z and alpha = -mean/sd, beta = (d - mean)/sd:
/// integral of (mean + sd z)^m phi(z) dz over [alpha, beta], divided by P(Z >= alpha).
private func truncatedNormalPartialMoment(order: Int, mean: Double, sd: Double, below d: Double) -> Double {
    if sd == 0 {
        let v = max(mean, 0)
        return v < d ? pow(v, Double(order)) : 0
    }
    let alpha = -mean / sd
    let beta = d == .infinity ? Double.infinity : (d - mean) / sd
    let normaliser = gsl_cdf_ugaussian_Q(alpha)
    let massBetween = (beta == .infinity ? 1 : gsl_cdf_ugaussian_P(beta)) - gsl_cdf_ugaussian_P(alpha)
    let phiAlpha = gsl_ran_ugaussian_pdf(alpha)
    let phiBeta = beta == .infinity ? 0 : gsl_ran_ugaussian_pdf(beta)
    let betaPhiBeta = beta == .infinity ? 0 : beta * phiBeta
    let value: Double
    switch order {
    case 0: value = massBetween
    case 1: value = mean * massBetween + sd * (phiAlpha - phiBeta)
    default:
        value = mean * mean * massBetween + 2 * mean * sd * (phiAlpha - phiBeta)
            + sd * sd * (massBetween + alpha * phiAlpha - betaPhiBeta)
    }
    return value / normaliser
}

/// Parameters handed to the ex-Gaussian integrand through GSL's `void *params`.
private struct ExGaussianIntegrand {
    var mu: Double
    var sigma: Double
    var tau: Double
    var order: Double
}

/// log of the ex-Gaussian density, computed in logs because exp((mu - y)/tau)
/// overflows exactly where Phi(...) underflows.
func exGaussianLogDensity(_ y: Double, mu: Double, sigma: Double, tau: Double) -> Double {
    let z = (y - mu) / sigma - sigma / tau
    let logPhi = log(0.5) + gsl_sf_log_erfc(-z / 2.0.squareRoot())
    return -log(tau) + (mu - y) / tau + sigma * sigma / (2 * tau * tau) + logPhi
}

/// P(Y <= y) for the unclamped ex-Gaussian Y.
func exGaussianCDF(_ y: Double, mu: Double, sigma: Double, tau: Double) -> Double {
    let z = (y - mu) / sigma
    let correction = exp(-(y - mu) / tau + sigma * sigma / (2 * tau * tau)
        + log(0.5) + gsl_sf_log_erfc(-(z - sigma / tau) / 2.0.squareRoot()))
    return min(max(gsl_cdf_ugaussian_P(z) - correction, 0), 1)
}

private func exGaussianPartialMoment(
    order: Int, mu: Double, sigma: Double, tau: Double, below d: Double
) throws -> Double {
    // Draws below 0 are clamped to 0: they count towards P(X < d) but add nothing to higher moments.
    if order == 0 { return d == .infinity ? 1 : exGaussianCDF(d, mu: mu, sigma: sigma, tau: tau) }
    GSLSetup.ensure()
    var parameters = ExGaussianIntegrand(mu: mu, sigma: sigma, tau: tau, order: Double(order))
    let workspaceSize = 1000
    guard let workspace = gsl_integration_workspace_alloc(workspaceSize) else {
        throw GSLError(status: Int32(GSL_ENOMEM), context: "ex-Gaussian moment integration")
    }
    defer { gsl_integration_workspace_free(workspace) }
    var result = 0.0
    var absError = 0.0
    let status: Int32 = withUnsafeMutablePointer(to: &parameters) { pointer in
        var function = gsl_function(
            function: { y, raw in
                let p = raw!.assumingMemoryBound(to: ExGaussianIntegrand.self).pointee
                return pow(y, p.order) * exp(exGaussianLogDensity(y, mu: p.mu, sigma: p.sigma, tau: p.tau))
            },
            params: UnsafeMutableRawPointer(pointer)
        )
        if d == .infinity {
            return gsl_integration_qagiu(&function, 0, 1e-12, 1e-10, workspaceSize, workspace, &result, &absError)
        }
        return gsl_integration_qag(&function, 0, d, 1e-12, 1e-10, workspaceSize, Int32(GSL_INTEG_GAUSS41),
                                   workspace, &result, &absError)
    }
    try check(status, "ex-Gaussian moment of order \(order) below \(d)")
    return result
}
