/// How a screen-reader user types a key they have found by touch
/// (docs/keyboards.md, "Touch exploration").
public enum KeyConfirmation: String, Sendable, Equatable, CaseIterable {
    /// Lift the finger, then double-tap: VoiceOver's default "standard typing".
    case doubleTap
    /// Lift the finger on the key: TalkBack's default, VoiceOver's "touch typing".
    case lift
}
