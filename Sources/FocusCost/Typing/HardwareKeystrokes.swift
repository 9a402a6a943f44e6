/// Keystrokes on a US hardware keyboard: one per character, two for those
/// typed with Shift (capitals and the shifted symbols), as the keystroke-level
/// model counts Shift as a keystroke of its own.
enum HardwareKeystrokes {
    static let shiftedSymbols: Set<Character> = Set("~!@#$%^&*()_+{}|:\"<>?")

    /// The keystrokes for `text`, or the first character a US keyboard cannot type.
    static func count(_ text: String, source: String) throws(KeyboardError) -> Int {
        var keystrokes = 0
        var cursor = TextCursor()
        for character in text {
            guard character == "\n" || character == "\t" || (character.isASCII && !character.asciiControl) else {
                throw .missingCharacter(character, place: cursor.place(in: source), layout: "hardware")
            }
            keystrokes += character.isUppercase || shiftedSymbols.contains(character) ? 2 : 1
            cursor.advance(past: character)
        }
        return keystrokes
    }
}

private extension Character {
    var asciiControl: Bool { asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false }
}
