import FocusStats

/// The keyboard kind of profile (`"kind": "keyboard"`): its keys, decoding,
/// encoding, person parameters, built-in spread and error-free variant.
extension KeyboardProfile: ProfileKind {
    package static let kindKey = "keyboard"

    package static let keys = [
        "kind", "base", "keystrokeTime", "lookTime", "entryTimePerCharacter", "navigation", "overshoot",
    ]

    package static var personDistributions: [(name: String, field: WritableKeyPath<Self, Distribution>)] {
        [("keystrokeTime", \.keystrokeTime), ("lookTime", \.lookTime), ("entryTimePerCharacter", \.entryTimePerCharacter)]
    }
    package static var personScalars: [(name: String, domain: ParameterDomain, field: WritableKeyPath<Self, Double>)] {
        [("overshoot", .probability, \.overshoot)]
    }

    /// `defaults` with every key that `object` gives replaced and checked.
    package init(from object: InputObject, over defaults: KeyboardProfile) throws(InputError) {
        self = defaults
        if let n = object.optional("keystrokeTime") { keystrokeTime = try Distribution(from: n) }
        if let n = object.optional("lookTime") { lookTime = try Distribution(from: n) }
        if let n = object.optional("entryTimePerCharacter") { entryTimePerCharacter = try Distribution(from: n) }
        if let n = object.optional("navigation") { navigation = try n.choice(Navigation.self) }
        if let n = object.optional("overshoot") { overshoot = try n.probability() }
    }

    package var jsonValue: JSONValue {
        .object([
            (key: "kind", value: .string("keyboard")),
            (key: "keystrokeTime", value: keystrokeTime.jsonValue),
            (key: "lookTime", value: lookTime.jsonValue),
            (key: "entryTimePerCharacter", value: entryTimePerCharacter.jsonValue),
            (key: "navigation", value: .string(navigation.rawValue)),
            (key: "overshoot", value: .number(overshoot)),
        ])
    }

    package func followers(on platform: Platform) -> [FollowedOrders.Follower] { [.keyboard] }

    /// Without double presses, which no closed form covers.
    package var errorFree: KeyboardProfile { with(\.overshoot, setTo: 0) }

    package var builtInSpread: [PeopleVariation.Parameter] {
        BuiltInSpreads.time("keystrokeTime", keystrokeTime, logSD: BuiltInSpreads.entrySD)
            + BuiltInSpreads.time("lookTime", lookTime, logSD: BuiltInSpreads.logLocationSD)
            + BuiltInSpreads.time("entryTimePerCharacter", entryTimePerCharacter, logSD: BuiltInSpreads.entrySD)
    }
}

extension UserProfile {
    /// A keyboard user's profile.
    public static func keyboard(_ profile: KeyboardProfile) -> UserProfile { UserProfile(profile) }

    /// The profile as a `KeyboardProfile`, nil when it is of another kind.
    public var keyboard: KeyboardProfile? { profile(as: KeyboardProfile.self) }
}
