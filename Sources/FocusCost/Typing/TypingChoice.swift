import FocusModel

/// How one user enters a task's text: the keyboard they type on and the
/// typist they are. Each user model gives its own (`UserModel.typing`), so
/// the model that moves a user's focus also decides how they type, and every
/// caller of `CostModel` gets the same typing (docs/keyboards.md).
struct TypingChoice: Sendable {
    /// The layout the profile names (a built-in name or a file); nil for the
    /// keyboard of the platform typed on.
    var keyboard: String?
    /// Whose keyboard is typed on when neither the profile nor the screen
    /// names a platform (a screen reader's own phone); nil for none.
    var ownPlatform: Platform?
    /// The typist, given the platform of the keyboard typed on (the screen's,
    /// else the layout's own; nil when neither is known).
    var typist: @Sendable (_ keyboardPlatform: Platform?) -> KeyboardTypist

    /// Whether task text is simulated key by key rather than charged at the
    /// constant `entryTimePerCharacter`.
    var typesOnKeyboard: Bool { !typist(nil).isConstant }
}
