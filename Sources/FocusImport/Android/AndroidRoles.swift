import FocusModel

/// An Android view's role as TalkBack announces it, from its class and its
/// flags. Framework and Material widget classes map directly; anything else
/// is a guess, reported as one.
enum AndroidRoles {
    static let known: [String: Role] = [
        "EditText": .textField, "AppCompatEditText": .textField, "TextInputEditText": .textField,
        "AutoCompleteTextView": .textField, "MultiAutoCompleteTextView": .textField,
        "SearchView$SearchAutoComplete": .searchField, "SearchAutoComplete": .searchField,
        "Button": .button, "AppCompatButton": .button, "MaterialButton": .button, "ImageButton": .button,
        "AppCompatImageButton": .button, "FloatingActionButton": .button, "ExtendedFloatingActionButton": .button,
        "CheckBox": .checkbox, "AppCompatCheckBox": .checkbox, "MaterialCheckBox": .checkbox,
        "CheckedTextView": .checkbox,
        "Switch": .toggle, "SwitchCompat": .toggle, "SwitchMaterial": .toggle, "MaterialSwitch": .toggle,
        "ToggleButton": .toggle,
        "RadioButton": .radioButton, "AppCompatRadioButton": .radioButton, "MaterialRadioButton": .radioButton,
        "SeekBar": .slider, "AppCompatSeekBar": .slider, "Slider": .slider, "RatingBar": .slider,
        "Spinner": .picker, "AppCompatSpinner": .picker,
        "TabLayout$TabView": .tab, "TabView": .tab,
    ]

    /// Text and image views: what they are depends on whether they can be used.
    static let passive: [String: Role] = [
        "TextView": .staticText, "AppCompatTextView": .staticText, "MaterialTextView": .staticText,
        "ImageView": .image, "AppCompatImageView": .image, "ShapeableImageView": .image,
    ]

    /// The role, and the guess made to get it (nil when the class says it).
    static func role(of node: XMLTree, actionable: Bool) -> (Role, guess: String?) {
        let className = node["class"] ?? node.name
        let simple = String(className.split(separator: ".").last ?? "")
        let password = node.flag("password", default: false)
        if let role = known[simple] {
            return (password && role == .textField ? .secureTextField : role, nil)
        }
        if let role = passive[simple] {
            if !actionable { return (role, nil) }
            return (.button, "\(className) that can be clicked taken as a button")
        }
        let reason = "role of \(className) inferred"
        if node.flag("editable", default: false) || simple.contains("EditText") {
            return (password ? .secureTextField : .textField, "\(reason) as a text field")
        }
        for (fragment, role) in [("Switch", Role.toggle), ("CheckBox", .checkbox), ("Radio", .radioButton),
                                 ("Spinner", .picker), ("SeekBar", .slider), ("Slider", .slider), ("Button", .button)]
        where simple.contains(fragment) {
            return (role, "\(reason) from its name as \(role.rawValue)")
        }
        if node.flag("checkable", default: false) { return (.checkbox, "\(reason) from checkable=\"true\" as a checkbox") }
        if actionable { return (.button, "\(reason) from clickable/focusable as a button") }
        if simple.contains("Image") { return (.image, nil) }
        return (.staticText, nil)
    }
}
