/// Something on the screen that focus can land on.
public struct Element: Sendable, Equatable {
    public var id: String
    public var role: Role
    public var label: String
    /// Position and size in points (iOS), dp (Android) or CSS px (web).
    public var frame: Frame?
    /// The web `tabindex` attribute, when given: a positive value puts the
    /// element ahead of document order, -1 takes it out of the Tab sequence.
    public var tabindex: Int?
    /// Whether focus on the element is drawn (a focus ring or highlight);
    /// without one, sighted keyboard and switch users must search for focus.
    public var focusVisible: Bool
    /// Whether the element is shown but cannot be used (iOS "dimmed", Android
    /// `enabled="false"`): screen readers still stop on it, but no task step
    /// may activate it.
    public var disabled: Bool
    /// The usage hint a screen reader speaks after the label and role
    /// (VoiceOver's `accessibilityHint`, an empty Android field's `hint`).
    public var hint: String?
    /// Web links only: the link sits in a sentence, its height set by the
    /// line-height of the text around it (WCAG 2.2 SC 2.5.8's "Inline"
    /// exception to the target size minimum).
    public var inline: Bool
    /// Pickers only: the options its list offers, when the scenario lists them.
    public var options: PickerOptions?
    /// Web form controls: the `type`, `name` and `autocomplete` attributes.
    public var input: FormInput?

    public init(id: String, role: Role, label: String, frame: Frame? = nil, tabindex: Int? = nil,
                focusVisible: Bool = true, disabled: Bool = false, hint: String? = nil, inline: Bool = false,
                options: PickerOptions? = nil, input: FormInput? = nil) {
        self.id = id
        self.role = role
        self.label = label
        self.frame = frame
        self.tabindex = tabindex
        self.focusVisible = focusVisible
        self.disabled = disabled
        self.hint = hint
        self.inline = inline
        self.options = options
        self.input = input
    }
}

/// An element's accessibility role, as the platforms announce it.
public enum Role: String, Sendable, Equatable, CaseIterable {
    case button, link, textField, secureTextField, searchField, textArea
    case checkbox, toggle, radioButton, slider, picker, tab
    case heading, staticText, image
}

public struct Frame: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
