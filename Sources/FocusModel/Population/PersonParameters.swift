import FocusStats

/// The parameters that may differ between people, for each kind of profile:
/// the person's own times, rates and error chances. Settings a clinician or
/// a user chooses (scan interval, pauses, loops, navigation) are not among them.
enum PersonParameters {
    static func distributionFields(ofKind kind: String) -> [String] {
        switch kind {
        case "swipe": ["swipeTime", "activationTime", "entryTimePerCharacter"]
        case "keyboard": ["keystrokeTime", "lookTime", "entryTimePerCharacter"]
        default: ["reactionTime", "pressTime", "recoveryTime", "activationTime", "entryTimePerCharacter"]
        }
    }

    static func scalarFields(ofKind kind: String) -> [(name: String, domain: ParameterDomain)] {
        switch kind {
        case "swipe": [("speechRate", .positive), ("overshoot", .probability)]
        case "keyboard": [("overshoot", .probability)]
        default: [("falseActivation", .probability), ("slip", .probability)]
        }
    }

    /// Every key a `people` object of a profile like `profile` may give, such
    /// as `reactionTime.mu` or `falseActivation`, with its domain.
    static func keys(of profile: UserProfile) -> [(key: String, domain: ParameterDomain)] {
        var keys: [(key: String, domain: ParameterDomain)] = []
        for field in distributionFields(ofKind: profile.kind) {
            guard let distribution = profile.distribution(field) else { continue }
            for parameter in distribution.parameters {
                if let domain = domain(of: parameter.name, in: distribution) {
                    keys.append(("\(field).\(parameter.name)", domain))
                }
            }
        }
        return keys + scalarFields(ofKind: profile.kind).map { ($0.name, $0.domain) }
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
    func distribution(_ field: String) -> Distribution? {
        switch self {
        case let .switchScanning(p):
            switch field {
            case "reactionTime": p.reactionTime
            case "pressTime": p.pressTime
            case "recoveryTime": p.recoveryTime
            case "activationTime": p.activationTime
            case "entryTimePerCharacter": p.entryTimePerCharacter
            default: nil
            }
        case let .swipe(p):
            switch field {
            case "swipeTime": p.swipeTime
            case "activationTime": p.activationTime
            case "entryTimePerCharacter": p.entryTimePerCharacter
            default: nil
            }
        case let .keyboard(p):
            switch field {
            case "keystrokeTime": p.keystrokeTime
            case "lookTime": p.lookTime
            case "entryTimePerCharacter": p.entryTimePerCharacter
            default: nil
            }
        }
    }

    /// Sets one parameter named as in a `people` object (`reactionTime.mu`,
    /// `falseActivation`). The key was checked against `PersonParameters.keys(of:)`.
    mutating func setPersonParameter(_ key: String, to value: Double) {
        if let dot = key.firstIndex(of: ".") {
            let field = String(key[..<dot])
            let parameter = String(key[key.index(after: dot)...])
            guard let old = distribution(field) else { return }
            setDistribution(field, old.replacing(parameter, with: value))
            return
        }
        switch self {
        case var .switchScanning(p):
            if key == "falseActivation" { p.falseActivation = value } else if key == "slip" { p.slip = value }
            self = .switchScanning(p)
        case var .swipe(p):
            if key == "speechRate" { p.speechRate = value } else if key == "overshoot" { p.overshoot = value }
            self = .swipe(p)
        case var .keyboard(p):
            if key == "overshoot" { p.overshoot = value }
            self = .keyboard(p)
        }
    }

    private mutating func setDistribution(_ field: String, _ d: Distribution) {
        switch self {
        case var .switchScanning(p):
            switch field {
            case "reactionTime": p.reactionTime = d
            case "pressTime": p.pressTime = d
            case "recoveryTime": p.recoveryTime = d
            case "activationTime": p.activationTime = d
            default: p.entryTimePerCharacter = d
            }
            self = .switchScanning(p)
        case var .swipe(p):
            switch field {
            case "swipeTime": p.swipeTime = d
            case "activationTime": p.activationTime = d
            default: p.entryTimePerCharacter = d
            }
            self = .swipe(p)
        case var .keyboard(p):
            switch field {
            case "keystrokeTime": p.keystrokeTime = d
            case "lookTime": p.lookTime = d
            default: p.entryTimePerCharacter = d
            }
            self = .keyboard(p)
        }
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
