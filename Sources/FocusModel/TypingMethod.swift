/// How a screen-reader user types text (the swipe profile's `typing` key).
public enum TypingMethod: String, Sendable, Equatable, CaseIterable {
    /// On the on-screen keyboard, finding each key by touch exploration.
    case onScreen
    /// On a hardware keyboard, at a keystroke rate.
    case hardware
}
