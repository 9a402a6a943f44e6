/// What selecting a key does.
package enum KeyKind: Sendable, Equatable, Hashable {
    /// Types one character.
    case character(Character)
    /// Types a space.
    case space
    /// Types a line break (the return key).
    case enter
    /// Makes the next character key type its capital; on for one character only.
    case shift
    /// Deletes the character before the cursor; a wrong key is undone with it.
    case delete
    /// Shows the named layer (letters, numbers, symbols).
    case layer(String)
    /// Scanned like any key but types nothing the model needs (emoji, globe, dictation).
    case other(String)
    /// Slot N of the word-completion row (see `WordCompletion`); not written in layout files.
    case suggestion(Int)

    /// The character the key types, if it types one.
    public var typed: Character? {
        switch self {
        case let .character(c): c
        case .space: " "
        case .enter: "\n"
        default: nil
        }
    }

    /// The key as a layout file writes it (see docs/keyboards.md).
    public var fileName: String {
        switch self {
        case let .character(c): String(c)
        case .space: "space"
        case .enter: "enter"
        case .shift: "shift"
        case .delete: "delete"
        case let .layer(name): "layer:" + name
        case let .other(name): "other:" + name
        case let .suggestion(slot): "suggestion:\(slot)"
        }
    }
}

/// One key of a keyboard row: what it does and how wide it is, in widths of
/// a letter key (point scanning aims at its frame).
package struct KeyboardKey: Sendable, Equatable {
    public var kind: KeyKind
    public var width: Double

    public init(_ kind: KeyKind, width: Double = 1) {
        self.kind = kind
        self.width = width
    }
}
