extension Role {
    /// Whether the element is a control: a Tab stop for keyboards and a stop of
    /// the screen readers' form-controls rotor. Headings, static text and
    /// images are read but cannot be operated, so neither stops on them; the
    /// roles are those a switch scan stops on (`isActionable`).
    public var isControl: Bool { isActionable }

    /// Whether typing goes straight into the element once it has keyboard
    /// focus: Tab into a text field and type, with no key to activate it first.
    public var takesTextOnFocus: Bool {
        switch self {
        case .textField, .secureTextField, .searchField, .textArea: true
        default: false
        }
    }
}
