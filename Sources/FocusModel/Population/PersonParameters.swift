import FocusStats

/// The parameters that may differ between people, for each kind of profile:
/// the person's own times, rates and error chances. Settings a clinician or
/// a user chooses (scan interval, pauses, loops, navigation) are not among them.
enum PersonParameters {
    /// Every key a `people` object of a profile like `profile` may give, such
    /// as `reactionTime.mu` or `falseActivation`, with its domain.
    static func keys(of profile: UserProfile) -> [(key: String, domain: ParameterDomain)] {
        var keys: [(key: String, domain: ParameterDomain)] = []
        let kind = type(of: profile.kindProfile)
        for field in kind.personDistributionFields {
            guard let distribution = profile.distribution(field) else { continue }
            for parameter in distribution.parameters {
                if let domain = domain(of: parameter.name, in: distribution) {
                    keys.append(("\(field).\(parameter.name)", domain))
                }
            }
        }
        return keys + kind.personScalarFields.map { ($0.name, $0.domain) }
    }

    /// The domain of one parameter of a duration distribution, as the
    /// profile decoder checks it; nil for the uniform's bounds, which must
    /// keep their order and so cannot vary independently.
    static func domain(of parameter: String, in distribution: Distribution) -> ParameterDomain? {
        switch (distribution.family, parameter) {
        case ("uniform", _): nil
        case ("lognormal", "mu"), ("exGaussian", "mu"): .real
        case ("fixed", _), ("normal", _): .nonNegative
        default: .positive
        }
    }
}

extension UserProfile {
    /// The duration distribution named `field`, if this kind of profile has one.
    func distribution(_ field: String) -> Distribution? { kindProfile.distribution(field) }

    /// Sets one parameter named as in a `people` object (`reactionTime.mu`,
    /// `falseActivation`). The key was checked against `PersonParameters.keys(of:)`.
    mutating func setPersonParameter(_ key: String, to value: Double) {
        self = kindProfile.settingPersonParameter(key, to: value)
    }
}

extension ProfileKind {
    func settingPersonParameter(_ key: String, to value: Double) -> UserProfile {
        var profile = self
        if let dot = key.firstIndex(of: ".") {
            let field = String(key[..<dot])
            if let old = distribution(field) {
                profile.setDistribution(field, old.replacing(String(key[key.index(after: dot)...]), with: value))
            }
        } else {
            profile.setScalar(key, to: value)
        }
        return profile.userProfile
    }
}

extension Distribution {
    /// This distribution with the parameter `name` set to `value`, the others kept.
    func replacing(_ name: String, with value: Double) -> Distribution {
        switch self {
        case .fixed: .fixed(value)
        case let .uniform(a, b): .uniform(min: a, max: b)
        case let .normal(m, s): name == "mean" ? .normal(mean: value, sd: s) : .normal(mean: m, sd: value)
        case let .lognormal(mu, sigma):
            name == "mu" ? .lognormal(mu: value, sigma: sigma) : .lognormal(mu: mu, sigma: value)
        case let .gamma(k, theta): name == "shape" ? .gamma(shape: value, scale: theta) : .gamma(shape: k, scale: value)
        case let .exGaussian(mu, sigma, tau):
            switch name {
            case "mu": .exGaussian(mu: value, sigma: sigma, tau: tau)
            case "sigma": .exGaussian(mu: mu, sigma: value, tau: tau)
            default: .exGaussian(mu: mu, sigma: sigma, tau: value)
            }
        }
    }
}
