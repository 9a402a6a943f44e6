import FocusModel

extension Role {
    /// Whether the element is a control: a Tab stop for keyboards and a stop of
    /// the screen readers' form-controls rotor. Headings, static text and
    /// images are read but cannot be operated, so neither stops on them; the
    /// roles are those a switch scan stops on (`isActionable`).
    var isControl: Bool { isActionable }
}
