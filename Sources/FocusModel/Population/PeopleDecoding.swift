import Foundation
import FocusStats

extension ProfileDecoder {
    /// The `people` object of a profile, resolved like its other keys: given
    /// here, or else the population of the profile it builds on (`base`, or the
    /// catalog's profile of the same name); `"people": null` makes a profile of
    /// one person from a population.
    static func decodePeople(_ node: InputNode, named name: String, profile: UserProfile,
                             over catalog: ProfileCatalog) throws(InputError) -> PeopleVariation? {
        let members = try node.anyObject()
        if let peopleNode = members.optional("people") {
            if peopleNode.isNull { return nil }
            return try PeopleVariation(from: peopleNode, for: profile)
        }
        let baseName = try members.optional("base")?.nonEmptyString() ?? name
        guard let inherited = catalog.profile(named: baseName)?.people else { return nil }
        if let key = inherited.invalidKeys(for: profile).first {
            throw node.failure("the population of \(quoted(baseName)) varies \(quoted(key)), which this profile's "
                + "parameters do not allow; give a \"people\" object or \"people\": null")
        }
        return inherited
    }
}

extension PeopleVariation {
    /// Reads `{"reactionTime.mu": {"normal": {"mean": -0.5, "sd": 0.2}}, ...}`,
    /// each key a parameter `profile` lets vary and each value a distribution
    /// whose every draw is valid for that parameter.
    init(from node: InputNode, for profile: UserProfile) throws(InputError) {
        let allowed = PersonParameters.keys(of: profile)
        let object = try node.object(allowedKeys: allowed.map(\.key))
        var parameters: [Parameter] = []
        for (key, valueNode) in object.members {
            let domain = allowed.first { $0.key == key }!.domain
            let distribution = try PersonDistribution(from: valueNode)
            guard domain.admits(distribution) else {
                if case .fixed = distribution {
                    throw valueNode.failure("\(key) must be \(domain.phrase)")
                }
                throw valueNode.failure("\(key) must be \(domain.phrase), which a \(distribution.family) "
                    + "draw need not be; use \(domain.familyNames)")
            }
            try Self.checkSpread(key, distribution, in: domain, of: profile, at: valueNode)
            parameters.append(Parameter(key: key, distribution: distribution))
        }
        self.init(parameters: parameters)
    }

    /// Three significant digits, as a message shows a computed time.
    static func threeDigits(_ value: Double) -> String {
        String(format: "%.3g", value)
    }

    /// The share of people a spread may put beyond a plausible profile: 1%.
    /// Rarer people beyond it are run as drawn, their replications stopped at
    /// the time cap like anyone's.
    static let outlyingShare = 0.01

    /// Refuses a spread whose 1st or 99th percentile person has a duration
    /// whose mean is not a plausible time (over `PlausibleRange.longestDuration`
    /// or not finite), or a number outside its domain (a speech rate below
    /// `PlausibleRange.slowestSpeech`), naming the key.
    static func checkSpread(_ key: String, _ distribution: PersonDistribution, in domain: ParameterDomain,
                            of profile: UserProfile, at node: InputNode) throws(InputError) {
        guard let dot = key.firstIndex(of: ".") else {
            for share in [outlyingShare, 1 - outlyingShare] where !domain.contains(distribution.quantile(share)) {
                throw node.failure("this \(distribution.family) spread gives more than \(Int(outlyingShare * 100))% of "
                    + "people a \(key) of \(Self.threeDigits(distribution.quantile(share))) (at the "
                    + "\(share < 0.5 ? "1st" : "99th") percentile person); a person's \(key) must be \(domain.phrase)")
            }
            return
        }
        guard let field = profile.distribution(String(key[..<dot])) else { return }
        for share in [outlyingShare, 1 - outlyingShare] {
            var person = profile
            person.setPersonParameter(key, to: distribution.quantile(share))
            guard let drawn = person.distribution(String(key[..<dot])) else { continue }
            let mean = drawn.mean
            if !(mean.isFinite && mean >= 0 && mean <= PlausibleRange.longestDuration) {
                let shown = mean.isFinite ? "\(Self.threeDigits(mean)) s" : mean.isNaN ? "not computable" : "infinite"
                throw node.failure("this \(distribution.family) spread gives more than \(Int(outlyingShare * 100))% of "
                    + "people a \(String(key[..<dot])) whose mean is \(shown) "
                    + "(at the \(share < 0.5 ? "1st" : "99th") percentile person; the profile's is "
                    + "\(Self.threeDigits(field.mean)) s); a person's mean time must be from 0 to "
                    + "\(JSONValue.format(PlausibleRange.longestDuration)) s")
            }
        }
    }
}

extension PersonDistribution {
    /// The families as profile files name them, in the order messages list them.
    enum FileFamily: String, CaseIterable { case fixed, normal, lognormal, beta, logitNormal }
    static let familyNames = FileFamily.allCases.map(\.rawValue)
    /// Bounds on a lognormal's parameters that keep every draw a positive,
    /// finite double (far beyond any spread between people).
    static let lognormalMuLimit = 20.0
    static let lognormalSigmaLimit = 2.0

    init(from node: InputNode) throws(InputError) {
        let object = try node.object(allowedKeys: Self.familyNames)
        guard object.members.count == 1, let (name, parameters) = object.members.first,
              let family = FileFamily(rawValue: name) else {
            let found = object.isEmpty ? "none" : object.members.map(\.key).joined(separator: ", ")
            throw node.failure("a person distribution needs exactly one of \(Self.familyNames.joined(separator: ", ")); found \(found)")
        }
        switch family {
        case .fixed:
            self = .fixed(try parameters.finiteNumber())
        case .normal:
            let p = try parameters.object(allowedKeys: ["mean", "sd"])
            self = .normal(mean: try p.required("mean").finiteNumber(), sd: try p.required("sd").nonNegativeNumber())
        case .beta:
            let p = try parameters.object(allowedKeys: ["a", "b"])
            self = .beta(a: try p.required("a").positiveNumber(), b: try p.required("b").positiveNumber())
        case .lognormal, .logitNormal:
            let p = try parameters.object(allowedKeys: ["mu", "sigma"])
            let muNode = try p.required("mu")
            let mu = try muNode.finiteNumber()
            let sigmaNode = try p.required("sigma")
            let sigma = try sigmaNode.nonNegativeNumber()
            if family == .lognormal {
                if abs(mu) > Self.lognormalMuLimit {
                    throw muNode.failure("must be between -\(Int(Self.lognormalMuLimit)) and \(Int(Self.lognormalMuLimit)), found \(JSONValue.format(mu))")
                }
                if sigma > Self.lognormalSigmaLimit {
                    throw sigmaNode.failure("must be at most \(Int(Self.lognormalSigmaLimit)), found \(JSONValue.format(sigma))")
                }
                self = .lognormal(mu: mu, sigma: sigma)
            } else {
                self = .logitNormal(mu: mu, sigma: sigma)
            }
        }
    }

    /// The distribution as written in profile files.
    public var jsonValue: JSONValue {
        if case let .fixed(v) = self { return .object([(key: "fixed", value: .number(v))]) }
        return .object([(key: family, value: .object(parameters.map { (key: $0.name, value: .number($0.value)) }))])
    }
}

extension PeopleVariation {
    /// The `people` object as written in profile files.
    public var jsonValue: JSONValue {
        .object(parameters.map { (key: $0.key, value: $0.distribution.jsonValue) })
    }
}
