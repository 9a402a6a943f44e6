import FocusStats

extension ProfileDecoder {
    static let swipeKeys = [
        "kind", "base", "screenReader", "swipeTime", "speechRate", "interruptsSpeech", "recognitionWords",
        "activationTime", "overshoot", "navigation", "entryTimePerCharacter", "typing", "keyboard",
        "landingError", "wrongKeyChance", "keyConfirmation",
    ]
    /// Key widths: a finger that lands further off than this from the key it
    /// aims at is not aiming at the keyboard.
    static let largestLandingError = 20.0
    /// At a chance of 1/2 or more, deleting a wrong key goes wrong as often
    /// as it succeeds, so the corrections would never end.
    static let wrongKeyChanceLimit = 0.5
}

extension SwipeProfile {
    /// `defaults` with every key that `object` gives replaced and checked.
    init(from object: InputObject, over defaults: SwipeProfile) throws(InputError) {
        self = defaults
        if let n = object.optional("screenReader") { screenReader = try n.choice(ScreenReader.self) }
        if let n = object.optional("swipeTime") { swipeTime = try Distribution(from: n) }
        if let n = object.optional("speechRate") { speechRate = try n.positiveNumber() }
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
            if landingError > ProfileDecoder.largestLandingError {
                throw n.failure("must be at most \(JSONValue.format(ProfileDecoder.largestLandingError)) key widths, "
                    + "found \(JSONValue.format(landingError))")
            }
        }
        if let n = object.optional("wrongKeyChance") {
            wrongKeyChance = try n.probability()
            if wrongKeyChance >= ProfileDecoder.wrongKeyChanceLimit {
                throw n.failure("must be below 0.5, or deleting wrong keys would never end; "
                    + "found \(JSONValue.format(wrongKeyChance))")
            }
        }
        if let n = object.optional("keyConfirmation") {
            keyConfirmation = n.isNull ? nil : try n.choice(KeyConfirmation.self)
        }
    }
}

extension InputNode {
    /// `true` or `false`.
    fileprivate func flag() throws(InputError) -> Bool {
        guard case let .bool(b) = value else { throw failure("expected true or false, found \(value.kindDescription)") }
        return b
    }
}
