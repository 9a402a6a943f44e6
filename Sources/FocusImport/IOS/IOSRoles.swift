import FocusModel

/// An iOS element's role as VoiceOver announces it, from its
/// `XCUIElementType` and, where the source has them, its traits.
enum IOSRoles {
    static let byType: [String: Role] = [
        "Button": .button, "Link": .link, "TextField": .textField, "SecureTextField": .secureTextField,
        "SearchField": .searchField, "TextView": .textArea, "Switch": .toggle, "Toggle": .toggle,
        "CheckBox": .checkbox, "RadioButton": .radioButton, "Slider": .slider, "Stepper": .slider,
        "Picker": .picker, "PickerWheel": .picker, "DatePicker": .picker, "SegmentedControl": .tab, "Tab": .tab,
        "StaticText": .staticText, "Image": .image, "Icon": .button, "MenuItem": .button, "Key": .button,
        "PageIndicator": .slider,
    ]

    static func role(of node: XMLTree) -> (Role, guess: String?) {
        let type = typeName(node)
        let traits = node["traits"] ?? ""
        if traits.contains("Header") { return (.heading, nil) }
        if let role = byType[type] { return (role, nil) }
        for (trait, role) in [("Button", Role.button), ("Link", .link), ("Image", .image), ("Adjustable", .slider),
                              ("SearchField", .searchField), ("StaticText", .staticText)] where traits.contains(trait) {
            return (role, nil)
        }
        if type == "Cell" { return (.button, "a cell read as one element taken as a button") }
        return (.staticText, "\(node.name) read by VoiceOver taken as static text")
    }

    /// "XCUIElementTypeButton" → "Button".
    static func typeName(_ node: XMLTree) -> String {
        node.name.hasPrefix("XCUIElementType") ? String(node.name.dropFirst("XCUIElementType".count)) : node.name
    }

    /// Types VoiceOver stops on when the source does not say which elements
    /// are accessible (XCUITest's debugDescription): the controls and text
    /// leaves, never containers.
    static let leafTypes: Set<String> = Set(byType.keys)
}
