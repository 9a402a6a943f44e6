/// How a user types the text of task steps (the profile's `typing` key).
public enum TypingMethod: String, Sendable, Equatable, CaseIterable {
    /// On the on-screen keyboard: a switch user scans it, a screen-reader
    /// user finds each key by touch exploration.
    case onScreen
    /// On a hardware keyboard, at a keystroke rate.
    case hardware
    /// At the profile's `entryTimePerCharacter`, a constant per character,
    /// whatever the text and the keyboard.
    case constant
}
