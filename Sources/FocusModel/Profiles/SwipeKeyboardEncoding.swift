extension SwipeProfile {
    /// Every key of a `"kind": "swipe"` profile, in the order the docs list them.
    var jsonValue: JSONValue {
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
}

extension KeyboardProfile {
    /// Every key of a `"kind": "keyboard"` profile, in the order the docs list them.
    var jsonValue: JSONValue {
        .object([
            (key: "kind", value: .string("keyboard")),
            (key: "keystrokeTime", value: keystrokeTime.jsonValue),
            (key: "lookTime", value: lookTime.jsonValue),
            (key: "entryTimePerCharacter", value: entryTimePerCharacter.jsonValue),
            (key: "navigation", value: .string(navigation.rawValue)),
            (key: "overshoot", value: .number(overshoot)),
        ])
    }
}
