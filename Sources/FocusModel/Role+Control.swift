extension Role {
    /// Whether the element is a control: a Tab stop for keyboards and a stop of
    /// the screen readers' form-controls rotor. Headings, static text and
    /// images are read but cannot be operated, so neither stops on them; the
    /// roles are those a switch scan stops on (`isActionable`).
    public var isControl: Bool { isActionable }

    /// Whether the element is a text field: typing goes straight into it once
    /// it has keyboard focus (Tab into it and type, with no key to activate it
    /// first), and only text fields take a task's typed text.
    public var takesTextOnFocus: Bool {
        switch self {
        case .textField, .secureTextField, .searchField, .textArea: true
        default: false
        }
    }
}
