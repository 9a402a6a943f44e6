import FocusStats

/// The values a profile parameter may take, and so the person distributions
/// that may describe it: a family whose every draw lies in the domain.
package enum ParameterDomain: String, Sendable, Equatable {
    case real, nonNegative, positive, probability
    /// Words per minute a screen reader may speak: a floor of plausibility,
    /// which a lognormal spread may cross for its rarest people
    /// (`PeopleVariation.checkSpread` allows 1%).
    case speechRate

    /// Whether every draw of `distribution` is a valid value of this domain.
    func admits(_ distribution: PersonDistribution) -> Bool {
        switch (self, distribution) {
        case let (_, .fixed(v)): contains(v)
        case (.real, _): true
        case (.nonNegative, .lognormal), (.nonNegative, .beta), (.nonNegative, .logitNormal): true
        case (.positive, .lognormal), (.speechRate, .lognormal): true
        case (.probability, .beta), (.probability, .logitNormal): true
        default: false
        }
    }

    func contains(_ value: Double) -> Bool {
        switch self {
        case .real: value.isFinite
        case .nonNegative: value.isFinite && value >= 0
        case .positive: value.isFinite && value > 0
        case .probability: value >= 0 && value <= 1
        case .speechRate: value.isFinite && value >= PlausibleRange.slowestSpeech
        }
    }

    /// The families named in a refusal.
    var familyNames: String {
        switch self {
        case .real: "fixed, normal, lognormal, beta or logitNormal"
        case .nonNegative: "fixed, lognormal, beta or logitNormal"
        case .positive, .speechRate: "fixed or lognormal"
        case .probability: "fixed, beta or logitNormal"
        }
    }

    var phrase: String {
        switch self {
        case .real: "any finite number"
        case .nonNegative: "a number >= 0"
        case .positive: "a number > 0"
        case .probability: "a probability in [0, 1]"
        case .speechRate: "at least \(JSONValue.format(PlausibleRange.slowestSpeech)) word per minute"
        }
    }
}
