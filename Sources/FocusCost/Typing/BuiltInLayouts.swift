import FocusModel

extension KeyboardLayout {
    /// The layouts every command knows by name, in the order help lists them.
    public static let builtInNames = ["alphabetic", "koester-levine", "ios-qwerty", "android-qwerty"]

    /// The built-in layout called `name`, if there is one.
    public static func builtIn(named name: String) -> KeyboardLayout? {
        switch name {
        case "alphabetic": alphabetic
        case "koester-levine": koesterLevine
        case "ios-qwerty": iosQwerty
        case "android-qwerty": androidQwerty
        default: nil
        }
    }

    // MacKenzie (ICCHP 2012) publishes these two as rows of characters for
    // counting scan steps; they have no editing keys. The delete key at the end
    // of the last row is an assumption: typing without errors never scans to
    // it, so the published step counts are unchanged.

    /// MacKenzie's alphabetic scanning keyboard.
    static let alphabetic = literatureLayout("alphabetic", rows: ["_abcde", "fghijk", "lmnopq", "rstuvw", "xyz"])

    /// The Koester-Levine frequency-ordered scanning keyboard, as MacKenzie gives it.
    static let koesterLevine = literatureLayout("koester-levine",
                                                rows: ["_eardu", "tnsfwb", "ohcpvj", "imykq.", "lgxz"])

    private static func literatureLayout(_ name: String, rows: [String]) -> KeyboardLayout {
        var keys = rows.map { row in row.map { KeyboardKey($0 == "_" ? .space : .character($0)) } }
        keys[keys.count - 1].append(KeyboardKey(.delete))
        return try! KeyboardLayout(name: name, layers: [KeyboardLayer(name: "letters", rows: keys)])
    }
}

/// Shorthand for the phone layouts: a row of one-character keys.
func characterKeys(_ characters: String) -> [KeyboardKey] {
    characters.map { KeyboardKey(.character($0)) }
}
