import FocusStats
import Foundation

/// The swipe kind of profile (`"kind": "swipe"`): its keys, decoding,
/// encoding, person parameters, built-in spread and error-free variant.
extension SwipeProfile: ProfileKind {
    package static let kindKey = "swipe"

    package static let keys = [
        "kind", "base", "screenReader", "swipeTime", "speechRate", "interruptsSpeech", "recognitionWords",
        "activationTime", "overshoot", "navigation", "entryTimePerCharacter", "typing", "keyboard",
        "landingError", "wrongKeyChance", "keyConfirmation",
    ]
    /// Key widths: a finger that lands further off than this from the key it
    /// aims at is not aiming at the keyboard.
    package static let largestLandingError = 20.0
    /// At a chance of 1/2 or more, deleting a wrong key goes wrong as often
    /// as it succeeds, so the corrections would never end.
    package static let wrongKeyChanceLimit = 0.5

    package static var personDistributions: [(name: String, field: WritableKeyPath<Self, Distribution>)] {
        [("swipeTime", \.swipeTime), ("activationTime", \.activationTime),
         ("entryTimePerCharacter", \.entryTimePerCharacter)]
    }
    package static var personScalars: [(name: String, domain: ParameterDomain, field: WritableKeyPath<Self, Double>)] {
        [("speechRate", .speechRate, \.speechRate), ("overshoot", .probability, \.overshoot)]
    }

    /// `defaults` with every key that `object` gives replaced and checked.
    package init(from object: InputObject, over defaults: SwipeProfile) throws(InputError) {
        self = defaults
        if let n = object.optional("screenReader") { screenReader = try n.choice(ScreenReader.self) }
        if let n = object.optional("swipeTime") { swipeTime = try Distribution(from: n) }
        if let n = object.optional("speechRate") { speechRate = try n.speechRate() }
        if let n = object.optional("interruptsSpeech") { interruptsSpeech = try n.flag() }
        if let n = object.optional("recognitionWords") { recognitionWords = try n.integer(in: 1...1000) }
        if let n = object.optional("activationTime") { activationTime = try Distribution(from: n) }
        if let n = object.optional("overshoot") { overshoot = try n.probability() }
        if let n = object.optional("navigation") { navigation = try n.choice(Navigation.self) }
        if let n = object.optional("entryTimePerCharacter") { entryTimePerCharacter = try Distribution(from: n) }
        if let n = object.optional("typing") { typing = try n.choice(TypingMethod.self) }
        if let n = object.optional("keyboard") { keyboard = n.isNull ? nil : try n.nonEmptyString() }
        if let n = object.optional("landingError") {
            landingError = try n.nonNegativeNumber()
            if landingError > Self.largestLandingError {
                throw n.failure("must be at most \(JSONValue.format(Self.largestLandingError)) key widths, "
                    + "found \(JSONValue.format(landingError))")
            }
        }
        if let n = object.optional("wrongKeyChance") {
            wrongKeyChance = try n.probability()
            if wrongKeyChance >= Self.wrongKeyChanceLimit {
                throw n.failure("must be below 0.5, or deleting wrong keys would never end; "
                    + "found \(JSONValue.format(wrongKeyChance))")
            }
        }
        if let n = object.optional("keyConfirmation") {
            keyConfirmation = n.isNull ? nil : try n.choice(KeyConfirmation.self)
        }
    }

    package var jsonValue: JSONValue {
        .object([
            (key: "kind", value: .string("swipe")),
            (key: "screenReader", value: .string(screenReader.rawValue)),
            (key: "swipeTime", value: swipeTime.jsonValue),
            (key: "speechRate", value: .number(speechRate)),
            (key: "interruptsSpeech", value: .bool(interruptsSpeech)),
            (key: "recognitionWords", value: .number(Double(recognitionWords))),
            (key: "activationTime", value: activationTime.jsonValue),
            (key: "overshoot", value: .number(overshoot)),
            (key: "navigation", value: .string(navigation.rawValue)),
            (key: "entryTimePerCharacter", value: entryTimePerCharacter.jsonValue),
            (key: "typing", value: .string(typing.rawValue)),
            (key: "keyboard", value: keyboard.map(JSONValue.string) ?? .null),
            (key: "landingError", value: .number(landingError)),
            (key: "wrongKeyChance", value: .number(wrongKeyChance)),
            (key: "keyConfirmation", value: keyConfirmation.map { .string($0.rawValue) } ?? .null),
        ])
    }

    /// A screen-reader profile names its screen reader.
    package func followers(on platform: Platform) -> [FollowedOrders.Follower] {
        [screenReader == .voiceover ? .voiceOver : .talkBack, .screenReader]
    }

    /// Without overshoots, which no closed form covers.
    package var errorFree: SwipeProfile { with(\.overshoot, setTo: 0) }

    package var builtInSpread: [PeopleVariation.Parameter] {
        BuiltInSpreads.time("swipeTime", swipeTime, logSD: BuiltInSpreads.logLocationSD)
            + [PeopleVariation.Parameter(key: "speechRate", distribution: .lognormal(mu: log(speechRate),
                                                                                     sigma: BuiltInSpreads.speechRateSD)),
               BuiltInSpreads.chance("overshoot", overshoot)]
            + BuiltInSpreads.time("entryTimePerCharacter", entryTimePerCharacter, logSD: BuiltInSpreads.entrySD)
    }
}

extension InputNode {
    /// `true` or `false`.
    fileprivate func flag() throws(InputError) -> Bool {
        guard case let .bool(b) = value else { throw failure("expected true or false, found \(value.kindDescription)") }
        return b
    }
}

extension UserProfile {
    /// A screen-reader user's profile.
    public static func swipe(_ profile: SwipeProfile) -> UserProfile { UserProfile(profile) }

    /// The profile as a `SwipeProfile`, nil when it is of another kind.
    public var swipe: SwipeProfile? { profile(as: SwipeProfile.self) }
}
