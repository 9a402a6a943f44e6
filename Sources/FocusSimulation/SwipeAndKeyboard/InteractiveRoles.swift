import FocusModel

extension Role {
    /// Whether the element is a control: a Tab stop for keyboards and a stop of
    /// the screen readers' form-controls rotor. Headings, static text and
    /// images are read but cannot be operated, so neither stops on them.
    var isControl: Bool {
        switch self {
        case .button, .link, .textField, .secureTextField, .searchField, .textArea,
             .checkbox, .toggle, .radioButton, .slider, .picker, .tab:
            true
        case .heading, .staticText, .image:
            false
        }
    }
}
