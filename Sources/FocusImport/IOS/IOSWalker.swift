import FocusModel

/// The walk over an iOS element tree, parents before children.
struct IOSWalker {
    let file: String
    var stops: [ImportedElement] = []
    var groups: [[Int]] = []
    var guesses: [String] = []
    var screen: ScreenSize?
    var dropped = 0
    var elementCount = 0

    mutating func visit(_ node: XMLTree) throws(ImportError) {
        let isElement = node.name.hasPrefix("XCUIElementType")
        let firstStop = stops.count
        if isElement {
            elementCount += 1
            if node["visible"] == "false" {
                dropped += node.preorder().count
                return
            }
            try consider(node)
        }
        let type = IOSRoles.typeName(node)
        let isList = ["Table", "CollectionView"].contains(type)
        for child in node.children {
            let childFirst = stops.count
            try visit(child)
            // A list's rows are its children once wrappers are looked through.
            if isList, Self.collapsed(child).name != "XCUIElementTypeCell" { group(Array(childFirst..<stops.count)) }
        }
        if type == "Cell" { group(Array(firstStop..<stops.count)) }
    }

    /// Adds the element as a stop when VoiceOver would stop on it.
    mutating func consider(_ node: XMLTree) throws(ImportError) {
        let type = IOSRoles.typeName(node)
        let numbers = ["x", "y", "width", "height"].map { key in node[key].map { Double($0) } }
        if numbers.contains(where: { $0 == .some(nil) || !(abs(($0 ?? 0) ?? 0) <= PlausibleRange.largestLength) }) {
            throw .at(file, line: node.line, "x, y, width and height must be numbers within "
                + "\(Int(PlausibleRange.largestLength)) points of the screen's corner")
        }
        guard let x = numbers[0] ?? nil, let y = numbers[1] ?? nil, let width = numbers[2] ?? nil,
              let height = numbers[3] ?? nil else { return }
        if screen == nil, ["Application", "Window"].contains(type), width > 0, height > 0 {
            screen = ScreenSize(width: width, height: height)
        }
        let accessible = node["accessible"].map { $0 == "true" } ?? IOSRoles.leafTypes.contains(type)
        guard accessible else { return }
        guard width > 0, height > 0 else {
            dropped += 1
            return
        }
        let (role, roleGuess) = IOSRoles.role(of: node)
        if let roleGuess { guesses.append("line \(node.line): \(roleGuess)") }
        var element = ImportedElement(role: role, label: node["label"] ?? "", frame: Frame(x: x, y: y, width: width, height: height))
        let value = node["value"] ?? "", placeholder = node["placeholderValue"] ?? ""
        let isField = DraftTask.textRoles.contains(role)
        if element.label.isEmpty {
            if isField, !placeholder.isEmpty {
                element.label = placeholder
                guesses.append("line \(node.line): label \"\(placeholder)\" taken from the placeholder")
            } else if !isField, !value.isEmpty {
                element.label = value
                guesses.append("line \(node.line): label \"\(value)\" taken from the value")
            } else if let name = node["name"], !name.isEmpty {
                element.label = name
                guesses.append("line \(node.line): label \"\(name)\" taken from the identifier (VoiceOver speaks no label here)")
            } else if role.isActionable {
                guesses.append("line \(node.line): \(role.rawValue) has no label at all")
            }
        } else if isField, !placeholder.isEmpty, placeholder != element.label {
            element.hint = placeholder
        }
        // WebDriverAgent's name falls back to the label; only a name that differs is an identifier.
        if let name = node["name"], !name.isEmpty, name != node["label"] { element.sourceID = name }
        element.disabled = node["enabled"] == "false"
        element.isEmptyField = isField && (value.isEmpty || value == placeholder)
        stops.append(element)
    }

    mutating func group(_ members: [Int]) {
        let taken = Set(groups.joined())
        let free = members.filter { !taken.contains($0) }
        if free.count >= 2 { groups.append(free) }
    }

    /// Looks through chains of `XCUIElementTypeOther` wrappers that hold a
    /// single child, as layouts nest them without meaning anything to VoiceOver.
    static func collapsed(_ node: XMLTree) -> XMLTree {
        var current = node
        while current.name == "XCUIElementTypeOther", current["accessible"] != "true", current.children.count == 1 {
            current = current.children[0]
        }
        return current
    }
}
