/// Why a keyboard, a text or a typing run was refused.
package enum KeyboardError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownLayout(String, available: [String])
    case invalidLayout(name: String, problem: String)
    /// A character of the text the layout cannot type, with where it is in the text.
    case missingCharacter(Character, place: TextPlace, layout: String)
    /// The profile cannot type (for example, a loop of wrong selections that never ends).
    case unsupported(String)
    /// What the named user cannot type, or how they type makes impossible;
    /// the message names the user, so no caller adds the name again.
    case userCannotType(user: String, reason: String)
    /// Typing that can never end: wrong selections outnumber their corrections.
    case neverFinishes(user: String, reason: String)

    /// Whether the message already names the user who types.
    public var namesUser: Bool {
        switch self {
        case .userCannotType, .neverFinishes: true
        case .unknownLayout, .invalidLayout, .missingCharacter, .unsupported: false
        }
    }

    public var description: String {
        switch self {
        case let .unknownLayout(name, available):
            "unknown keyboard layout \"\(name)\"; built-in layouts: \(available.joined(separator: ", ")); "
                + "a layout file's name ends in .json"
        case let .invalidLayout(name, problem):
            "keyboard \"\(name)\": \(problem)"
        case let .missingCharacter(character, place, layout):
            "\(place): the character \(Self.shown(character)) is not on keyboard \"\(layout)\""
        case let .unsupported(what):
            what
        case let .userCannotType(user, reason), let .neverFinishes(user, reason):
            "user '\(user)' \(reason)"
        }
    }

    /// A character as messages show it: quoted, with invisible ones spelled out.
    static func shown(_ character: Character) -> String {
        switch character {
        case " ": "' ' (space)"
        case "\n": "line break"
        case "\t": "tab"
        default: "'\(character)'"
        }
    }
}

/// Where a character sits in a typed text: its source (a file, an option or
/// a task step), then line and column, both counted from 1.
package struct TextPlace: Sendable, Equatable, CustomStringConvertible {
    public var source: String
    public var line: Int
    public var column: Int

    public init(source: String, line: Int, column: Int) {
        self.source = source
        self.line = line
        self.column = column
    }

    public var description: String { "\(source): line \(line), column \(column)" }
}

/// Walks a text character by character, keeping the line and column.
struct TextCursor {
    private(set) var line = 1
    private(set) var column = 1

    mutating func advance(past character: Character) {
        if character == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    func place(in source: String) -> TextPlace { TextPlace(source: source, line: line, column: column) }
}
