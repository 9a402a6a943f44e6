import FocusModel

/// The walk over an iOS element tree, parents before children.
///
/// WebDriverAgent marks `visible="false"` every element outside the screen,
/// including content below the fold that VoiceOver and Switch Control
/// scroll to when they move on to it, so such elements stay stops with
/// their frames (the scrolling is charged by the cost model). Left out are
/// the elements of a window that is not shown, elements of zero size, and
/// leaves marked `accessible="false"` (containers so marked are looked
/// into: their children may be accessible).
struct IOSWalker {
    let file: String
    var stops: [ImportedElement] = []
    var grouping = ClaimedGroups()
    /// Paths of the `Other` and `Cell` elements that are not stops: the layout's containers.
    var containers: Set<[Int]> = []
    var guesses: [String] = []
    var screen: ScreenSize?
    var dropped = 0
    var elementCount = 0
    var leftOut: [LeftOutElement] = []

    struct Context {
        var path: [Int] = []
        var inBar = false
        /// The navigation bar's title, while inside a navigation bar.
        var barTitle: String?
    }

    mutating func visit(_ node: XMLTree, _ context: Context = Context()) throws(ImportError) {
        let isElement = node.name.hasPrefix("XCUIElementType")
        let firstStop = stops.count
        let type = IOSRoles.typeName(node)
        let place = NodePlace(path: context.path, identifier: node["name"])
        var inner = context
        if isElement {
            elementCount += 1
            if type == "Window", node["visible"] == "false" {
                let hidden = node.preorder()
                dropped += hidden.count
                for element in hidden where !(element["label"] ?? "").isEmpty {
                    leftOut.append(LeftOutElement(label: element["label"]!, identifier: element["name"], place: place,
                                                  reason: "its window is not shown (visible=\"false\" on the window)"))
                }
                return
            }
            if ["NavigationBar", "TabBar", "Toolbar"].contains(type) { inner.inBar = true }
            if type == "NavigationBar" {
                inner.barTitle = [node["name"], node["label"]].compactMap { $0 }.first { !$0.isEmpty }
            }
            let before = stops.count
            try consider(node, place: place, context: context)
            // An accessibility element hides what is inside it (a button's own
            // text is read as the button): its children are no stops.
            if stops.count > before { return }
            if ["Other", "Cell"].contains(type), !node.children.isEmpty { containers.insert(context.path) }
        }
        let isList = ["Table", "CollectionView"].contains(type)
        let barStops = stops.count
        for (index, child) in node.children.enumerated() {
            let childFirst = stops.count
            var childContext = inner
            childContext.path = context.path + [index]
            try visit(child, childContext)
            // A list's rows are its children once wrappers are looked through.
            if isList, Self.collapsed(child).name != "XCUIElementTypeCell" { grouping.claim(Array(childFirst..<stops.count)) }
        }
        if type == "Cell" { grouping.claim(Array(firstStop..<stops.count)) }
        if type == "NavigationBar", let title = inner.barTitle, !stops[barStops...].contains(where: { $0.role == .heading }) {
            addTitle(title, bar: node, place: place, context: context)
        }
    }

    /// VoiceOver reads a navigation bar's title as a heading. When no element
    /// inside the bar carries it as a heading (WebDriverAgent often gives the
    /// title only as the bar's `name`), one is made in the bar's frame.
    mutating func addTitle(_ title: String, bar: XMLTree, place: NodePlace, context: Context) {
        let frame = Self.frame(bar) ?? Frame(x: 0, y: 0, width: 0, height: 0)
        guard frame.width > 0, frame.height > 0 else { return }
        var element = ImportedElement(role: .heading, label: title, frame: frame)
        element.inBar = true
        element.container = context.path
        stops.append(element)
        guesses.append("\(place.description): navigation bar title \"\(title)\" read as a heading in the bar's frame")
    }

    static func frame(_ node: XMLTree) -> Frame? {
        let numbers = ["x", "y", "width", "height"].compactMap { node[$0].flatMap(DecimalNumber.parse) }
        return numbers.count == 4 ? Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
    }

    /// Adds the element as a stop when VoiceOver would stop on it.
    mutating func consider(_ node: XMLTree, place: NodePlace, context: Context) throws(ImportError) {
        let type = IOSRoles.typeName(node)
        // Decimal, as a page source writes them: "0x10" is a corrupted file, not 16 points.
        let numbers = ["x", "y", "width", "height"].map { key in node[key].map { DecimalNumber.parse($0) } }
        if numbers.contains(where: { $0 == .some(nil) || !(abs(($0 ?? 0) ?? 0) <= PlausibleRange.largestLength) }) {
            throw .badInput(file: file, place: "line \(node.line), \(place.description)",
                            message: "x, y, width and height must be numbers within "
                                + "\(Int(PlausibleRange.largestLength)) points of the screen's corner")
        }
        let frame = numbers.compactMap { $0 ?? nil }
        if frame.count == 4, screen == nil, ["Application", "Window"].contains(type), frame[2] > 0, frame[3] > 0 {
            screen = ScreenSize(width: frame[2], height: frame[3])
        }
        let label = node["label"] ?? "", value = node["value"] ?? "", placeholder = node["placeholderValue"] ?? ""
        // The bar's title shown by an element of its own is that heading.
        let isBarTitle = context.barTitle.map { !$0.isEmpty && $0 == label && ["StaticText", "Other"].contains(type) } ?? false
        let accessible = isBarTitle || (node["accessible"].map { $0 == "true" } ?? IOSRoles.leafTypes.contains(type))
        guard accessible else { return }
        // Both capture tools give every element its frame (the application
        // line of a debugDescription excepted, which is no stop): a stop
        // without one is a damaged capture, not an element to drop unsaid.
        guard frame.count == 4 else {
            let missing = ["x", "y", "width", "height"].filter { node[$0] == nil }
            throw .badInput(file: file, place: "line \(node.line), \(place.description)",
                            message: "\(type) has no frame (\(missing.joined(separator: ", ")) missing), "
                                + "though VoiceOver would stop on it")
        }
        let (x, y, width, height) = (frame[0], frame[1], frame[2], frame[3])
        guard width > 0, height > 0 else {
            dropped += 1
            if !label.isEmpty {
                leftOut.append(LeftOutElement(label: label, identifier: node["name"], place: place, reason: "it has no size"))
            }
            return
        }
        var (role, roleGuess) = IOSRoles.role(of: node)
        if isBarTitle { (role, roleGuess) = (.heading, nil) }
        let at = place.description
        if let roleGuess { guesses.append("\(at): \(roleGuess)") }
        var element = ImportedElement(role: role, label: label, frame: Frame(x: x, y: y, width: width, height: height))
        let isField = role.takesTextOnFocus
        // A field's value equal to its placeholder is the placeholder drawn, not text typed.
        let typed = isField && value != placeholder ? value : (isField ? "" : value)
        if element.label.isEmpty {
            if isField, !typed.isEmpty {
                element.label = typed
                guesses.append("\(at): label \"\(typed)\" taken from the field's value, which VoiceOver reads when there is no label")
            } else if isField, !placeholder.isEmpty {
                element.label = placeholder
                guesses.append("\(at): label \"\(placeholder)\" taken from the placeholder")
            } else if !isField, !value.isEmpty {
                element.label = value
                guesses.append("\(at): label \"\(value)\" taken from the value")
            } else if !role.isActionable {
                // Text with nothing to say is no stop: VoiceOver has nothing to read.
                dropped += 1
                if let name = node["name"], !name.isEmpty {
                    leftOut.append(LeftOutElement(label: "", identifier: name, place: place,
                                                  reason: "it has neither a label nor a value, so VoiceOver has nothing to read"))
                }
                return
            } else if let name = node["name"], !name.isEmpty {
                element.label = name
                guesses.append("\(at): label \"\(name)\" taken from the identifier (VoiceOver speaks no label here)")
            } else {
                guesses.append("\(at): \(role.rawValue) has no label at all")
            }
        } else if isField, !placeholder.isEmpty, placeholder != element.label {
            element.hint = placeholder
        }
        // WebDriverAgent's name falls back to the label; only a name that differs is an identifier.
        if let name = node["name"], !name.isEmpty, name != node["label"] { element.sourceID = name }
        element.disabled = node["enabled"] == "false"
        element.isEmptyField = isField && typed.isEmpty
        element.inBar = context.inBar
        element.container = Array(context.path.dropLast())
        stops.append(element)
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
