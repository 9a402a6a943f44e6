import FocusModel

/// A scenario role from the browser's accessibility role (Chromium's names
/// for the ARIA roles) and the element's tag and type.
enum WebRoles {
    static let byAXRole: [String: Role] = [
        "button": .button, "link": .link, "searchbox": .searchField, "checkbox": .checkbox, "radio": .radioButton,
        "switch": .toggle, "slider": .slider, "listbox": .picker, "tab": .tab, "heading": .heading,
        "image": .image, "img": .image, "StaticText": .staticText, "menuitem": .button, "menuitemcheckbox": .checkbox,
        "menuitemradio": .radioButton, "spinbutton": .textField, "PopUpButton": .picker,
    ]

    /// Focusable roles that are no control: the document and frames, a
    /// select's popup and options, and the window roles. A `dialog` is
    /// focusable so that it can take focus when it holds no control (HTML,
    /// "dialog focusing steps"), but it is a container whose contents are
    /// the controls (WAI-ARIA 1.2, § 5.3.5 "Window Roles"); screen readers
    /// say its name on entering it, with its first stop.
    static let notControls: Set<String> = ["RootWebArea", "WebArea", "Iframe", "option", "MenuListPopup",
                                           "dialog", "alertdialog"]

    /// The role, or nil for nodes a screen reader passes over; a guess is
    /// returned for focusable nodes whose role says nothing.
    static func role(axRole: String, node: DOMIndex.Node?, focusable: Bool, multiline: Bool) -> (Role, guess: String?)? {
        let tag = node?.localName ?? ""
        let type = node?.attributes["type"]?.lowercased() ?? "text"
        switch axRole {
        case "textbox":
            if multiline || tag == "textarea" { return (.textArea, nil) }
            if type == "password" { return (.secureTextField, nil) }
            if type == "search" { return (.searchField, nil) }
            return (.textField, nil)
        case "combobox":
            // A select is a picker; an editable combobox is typed into.
            return tag == "select" ? (.picker, nil) : (.textField, nil)
        default:
            if let role = byAXRole[axRole] { return (role, nil) }
        }
        if focusable, !notControls.contains(axRole) {
            return (.button, "focusable <\(tag)> with role '\(axRole)' taken as a button")
        }
        return nil
    }
}
