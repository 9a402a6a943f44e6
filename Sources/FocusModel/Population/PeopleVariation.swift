import FocusStats

/// How the people of a population differ: some of a profile's parameters,
/// each with a distribution over people. Everything else is the base
/// profile's, the same for everyone.
public struct PeopleVariation: Sendable, Equatable {
    public struct Parameter: Sendable, Equatable {
        /// As written in the profile's `people` object: `reactionTime.mu`, `falseActivation`.
        public var key: String
        public var distribution: PersonDistribution
        public init(key: String, distribution: PersonDistribution) {
            self.key = key
            self.distribution = distribution
        }
    }

    /// In file order; people's values are drawn in this order.
    public var parameters: [Parameter]

    public init(parameters: [Parameter]) {
        self.parameters = parameters
    }

    /// One person: `base` with each varying parameter drawn from `stream`.
    package func person(from base: UserProfile, stream: RandomStream) -> UserProfile {
        person(from: base, values: draw(stream))
    }

    /// One person's values of the varying parameters, in `parameters` order, drawn from `stream`.
    package func draw(_ stream: RandomStream) -> [Double] {
        parameters.map { $0.distribution.sample(stream) }
    }

    /// `base` with the varying parameters set to `values` (from `draw`).
    package func person(from base: UserProfile, values: [Double]) -> UserProfile {
        var profile = base
        for (parameter, value) in zip(parameters, values) { profile.setPersonParameter(parameter.key, to: value) }
        return profile
    }

    /// The parameter drawn for every person over the profile's value at
    /// `target`, a profile key's path as a file writes it: FIELD, FIELD.FAMILY
    /// (a fixed time's value) or FIELD.FAMILY.PARAMETER; a people key is FIELD
    /// or FIELD.PARAMETER. Such a value is never run with, so profile files
    /// and `sweep --vary` both refuse to set it.
    package func drawnParameter(at target: [String]) -> Parameter? {
        guard let field = target.first else { return nil }
        return parameters.first { parameter in
            let parts = parameter.key.split(separator: ".").map(String.init)
            return parts[0] == field && (parts.count == 1 || target.count < 3 || target[2] == parts[1])
        }
    }

    /// The person with every varying parameter at its median.
    public func medianPerson(from base: UserProfile) -> UserProfile {
        var profile = base
        for parameter in parameters { profile.setPersonParameter(parameter.key, to: parameter.distribution.median) }
        return profile
    }

    /// The keys that `profile` does not allow (after a profile built on a
    /// population changed a distribution's family, for instance).
    func invalidKeys(for profile: UserProfile) -> [String] {
        let allowed = PersonParameters.keys(of: profile)
        return parameters.compactMap { parameter in
            guard let domain = allowed.first(where: { $0.key == parameter.key })?.domain,
                  domain.admits(parameter.distribution) else { return parameter.key }
            return nil
        }
    }
}
