/// What a text field asks the phone's on-screen keyboard for (web `type` and
/// `inputmode`, Android `inputType`, iOS `keyboardType`): the keyboard the
/// field brings up (docs/keyboards.md#field-types).
public enum InputType: String, Sendable, Equatable, CaseIterable {
    /// The default text keyboard.
    case text
    /// Letters with "@" and "." on the first layer.
    case email
    /// Letters with "/" (and on iOS ".") on the first layer.
    case url
    /// A telephone number pad.
    case tel
    /// A number pad.
    case numeric
}
