import FocusModel

// The keyboards a field's type brings up on each phone (docs/keyboards.md#field-types).
// The email and URL keyboards change only the letters layer's bottom row;
// the number pads are one layer each.

extension KeyboardLayout {
    /// The layout `phone`'s keyboard shows for a field of type `field`:
    /// `phone` itself for text (and for a layout that is not a phone's).
    static func variant(of phone: KeyboardLayout, for field: InputType?) -> KeyboardLayout {
        switch (phone.platform, field ?? .text) {
        case (.ios, .email): iosEmail
        case (.ios, .url): iosURL
        case (.ios, .tel), (.ios, .numeric): iosNumberPad
        case (.android, .email): androidEmail
        case (.android, .url): androidURL
        case (.android, .tel), (.android, .numeric): androidNumberPad
        default: phone
        }
    }

    /// iOS's email keyboard: "@" and "." beside a shorter space bar (the
    /// key widths are an assumption; Apple describes the keyboard, not its keys).
    static let iosEmail = replacingLettersBottomRow(of: iosQwerty, name: "ios-email", with: [
        KeyboardKey(.layer("numbers"), width: 1.25), KeyboardKey(.other("emoji"), width: 1.25),
        KeyboardKey(.space, width: 3), KeyboardKey(.character("@")), KeyboardKey(.character(".")),
        KeyboardKey(.enter, width: 2.5),
    ])

    /// iOS's URL keyboard: ".", "/" and ".com" where the space bar was (the
    /// space is on the numbers layer); key widths as for email (assumption).
    static let iosURL = replacingLettersBottomRow(of: iosQwerty, name: "ios-url", with: [
        KeyboardKey(.layer("numbers"), width: 1.25), KeyboardKey(.other("emoji"), width: 1.25),
        KeyboardKey(.character("."), width: 1.5), KeyboardKey(.character("/"), width: 1.5),
        KeyboardKey(.other(".com"), width: 2), KeyboardKey(.enter, width: 2.5),
    ])

    /// AOSP LatinIME's email mode: its comma key types "@" (`key_comma.xml`, `latin:mode="email"`).
    static let androidEmail = replacingLettersBottomRow(of: androidQwerty, name: "android-email", with: [
        KeyboardKey(.layer("numbers"), width: 1.5), KeyboardKey(.character("@")), KeyboardKey(.space, width: 5),
        KeyboardKey(.character(".")), KeyboardKey(.enter, width: 1.5),
    ])

    /// AOSP LatinIME's URL mode: its comma key types "/" (`key_comma.xml`, `latin:mode="url"`).
    static let androidURL = replacingLettersBottomRow(of: androidQwerty, name: "android-url", with: [
        KeyboardKey(.layer("numbers"), width: 1.5), KeyboardKey(.character("/")), KeyboardKey(.space, width: 5),
        KeyboardKey(.character(".")), KeyboardKey(.enter, width: 1.5),
    ])

    /// iOS's phone pad: the telephone keypad's rows, "+*#" and delete beside
    /// the 0 (the number pad leaves the "+*#" place blank).
    static let iosNumberPad = try! KeyboardLayout(name: "ios-number-pad", layers: [
        KeyboardLayer(name: "digits", rows: [
            characterKeys("123"), characterKeys("456"), characterKeys("789"),
            [KeyboardKey(.other("+*#")), KeyboardKey(.character("0")), KeyboardKey(.delete)],
        ]),
    ], platform: .ios)

    /// AOSP LatinIME's phone keypad (`rows_phone.xml`), after Switch Access's
    /// menu button as on the letters keyboard.
    static let androidNumberPad = try! KeyboardLayout(name: "android-number-pad", layers: [
        KeyboardLayer(name: "digits", rows: [
            [KeyboardKey(.other("switch access menu"), width: 1.5)],
            characterKeys("123-"), characterKeys("456."),
            characterKeys("789") + [KeyboardKey(.delete)],
            characterKeys("*0#") + [KeyboardKey(.enter)],
        ]),
    ], platform: .android)

    /// Whether the layout types digits only (a number pad): its one layer has no letter.
    var isNumberPad: Bool {
        layers.count == 1 && !layers[0].places.contains { layers[0].key(at: $0).kind.typed?.isLetter == true }
    }

    /// Whether every character of `text` is on the layout (capitals by shift).
    func canType(_ text: String) -> Bool {
        (try? TypingPlan(text: text, layout: self, source: "")) != nil
    }

    private static func replacingLettersBottomRow(of phone: KeyboardLayout, name: String,
                                                  with row: [KeyboardKey]) -> KeyboardLayout {
        var layers = phone.layers
        layers[0].rows[layers[0].rows.count - 1] = row
        return try! KeyboardLayout(name: name, layers: layers, platform: phone.platform)
    }
}
