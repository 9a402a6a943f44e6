import FocusStats

extension ProfileDecoder {
    static let keyboardKeys = [
        "kind", "base", "keystrokeTime", "lookTime", "entryTimePerCharacter", "navigation", "overshoot",
    ]
}

extension KeyboardProfile {
    /// `defaults` with every key that `object` gives replaced and checked.
    init(from object: InputObject, over defaults: KeyboardProfile) throws(InputError) {
        self = defaults
        if let n = object.optional("keystrokeTime") { keystrokeTime = try Distribution(from: n) }
        if let n = object.optional("lookTime") { lookTime = try Distribution(from: n) }
        if let n = object.optional("entryTimePerCharacter") { entryTimePerCharacter = try Distribution(from: n) }
        if let n = object.optional("navigation") { navigation = try n.choice(Navigation.self) }
        if let n = object.optional("overshoot") { overshoot = try n.probability() }
    }
}
