import FocusModel

/// Reads a `uiautomator dump` or Appium page source into the stops TalkBack
/// would visit: actionable views, and text no actionable view takes in, with
/// the text of non-actionable children merged into the actionable view above
/// them. Frames go from px to dp with the density.
enum AndroidImporter {
    static func read(_ request: ImportRequest) throws(ImportError) -> ImportedScreen {
        try map(SafeXMLReader.read(file: request.file), request: request)
    }

    static func map(_ root: XMLTree, request: ImportRequest) throws(ImportError) -> ImportedScreen {
        let file = request.file
        var guesses: [String] = []
        let density = request.density ?? AndroidDensity.assumed
        if request.density == nil {
            guesses.append("density: assumed \(JSONValue.number(density).serialized(pretty: false)) dpi (dp = px x 160 / \(JSONValue.number(density).serialized(pretty: false))); "
                + "pass --density with the value of 'adb shell wm density'")
        }
        let views = root.preorder().filter { $0.attributes["bounds"] != nil }
        if views.isEmpty {
            throw .at(file, line: root.line, "no view nodes (no element has a 'bounds' attribute); "
                + "expected the output of 'uiautomator dump' or an Appium page source")
        }
        var walker = Walker(file: file, density: density)
        for child in root.children { try walker.visit(child, stopAbove: nil) }
        if walker.stops.isEmpty {
            throw .at(file, line: root.line, "no visible view that TalkBack would stop on")
        }
        guesses += walker.guesses
        if walker.dropped > 0 {
            guesses.append("left out \(walker.dropped) invisible or zero-size view\(walker.dropped == 1 ? "" : "s")")
        }
        let elements = walker.stops.map { $0.element() }
        for (index, stop) in walker.stops.enumerated() { guesses += stop.labelGuess(index: index, label: elements[index].label) }
        let screen = try screenSize(root, views: views, density: density, file: file)
        let groups = walker.groups
        return ImportedScreen(
            platform: .android, name: Importer.defaultName(file), screen: screen,
            source: ScenarioSource(kind: .android, file: file, density: density), elements: elements,
            orders: [("hierarchy", Array(elements.indices)),
                     ("visual", DerivedOrder.visual(elements, groups: groups, platform: .android))],
            groups: groups, guesses: guesses)
    }

    /// The hierarchy's size when the source gives it (Appium does), else the
    /// extent of the top-level views.
    static func screenSize(_ root: XMLTree, views: [XMLTree], density: Double,
                           file: String) throws(ImportError) -> ScreenSize {
        if let width = root["width"].flatMap(Double.init), let height = root["height"].flatMap(Double.init),
           width > 0, height > 0 {
            return ScreenSize(width: width * 160 / density, height: height * 160 / density)
        }
        let extents = root.children.compactMap { $0["bounds"].flatMap(AndroidBounds.parse) }
        let width = extents.map(\.x2).max() ?? 0, height = extents.map(\.y2).max() ?? 0
        guard width > 0, height > 0 else { throw .at(file, line: root.line, "the top-level views have no size") }
        return ScreenSize(width: width * 160 / density, height: height * 160 / density)
    }
}

/// A stop while the dump is walked: its node, and the text merged into it.
struct AndroidStop {
    let node: XMLTree
    let role: Role
    let frame: Frame
    var mergedText: [String] = []

    func element() -> ImportedElement {
        let hint = node["hint"] ?? ""
        var element = ImportedElement(role: role, label: label, frame: frame)
        element.sourceID = node["resource-id"].flatMap { id in id.split(separator: "/").last.map(String.init) }
        element.disabled = !node.flag("enabled", default: true)
        if !hint.isEmpty, hint != element.label { element.hint = hint }
        let text = node["text"] ?? ""
        element.isEmptyField = text.isEmpty || text == hint
        return element
    }

    /// TalkBack's precedence: content description, then the view's own text,
    /// then its non-actionable children's text, then the hint.
    var label: String {
        let text = node["text"] ?? ""
        let hint = node["hint"] ?? ""
        if let description = node["content-desc"], !description.isEmpty { return description }
        if !text.isEmpty, DraftTask.textRoles.contains(role) ? text != hint : true { return text }
        if !mergedText.isEmpty { return mergedText.joined(separator: ", ") }
        return hint.isEmpty ? text : hint
    }

    func labelGuess(index: Int, label: String) -> [String] {
        let place = "line \(node.line)"
        if !(node["content-desc"] ?? "").isEmpty || (!(node["text"] ?? "").isEmpty && label == node["text"]) { return [] }
        if !mergedText.isEmpty, label == mergedText.joined(separator: ", ") {
            return ["\(place): label \"\(label)\" merged from the text of \(mergedText.count) child view"
                + "\(mergedText.count == 1 ? "" : "s"), as TalkBack does"]
        }
        if !label.isEmpty, label == node["hint"] { return ["\(place): label \"\(label)\" taken from the hint"] }
        if label.isEmpty, role.isActionable { return ["\(place): \(role.rawValue) has no label at all"] }
        return []
    }
}

/// The walk over the dump, parents before children.
struct Walker {
    let file: String
    let density: Double
    var stops: [AndroidStop] = []
    var groups: [[Int]] = []
    var grouped: Set<Int> = []
    var guesses: [String] = []
    var dropped = 0

    mutating func visit(_ node: XMLTree, stopAbove: Int?) throws(ImportError) {
        guard let boundsText = node["bounds"] else {
            for child in node.children { try visit(child, stopAbove: stopAbove) }
            return
        }
        guard let bounds = AndroidBounds.parse(boundsText) else {
            throw .at(file, line: node.line, "bounds \"\(boundsText)\" is not of the form [x1,y1][x2,y2]")
        }
        if !node.flag("visible-to-user", default: true) || node["displayed"] == "false" {
            dropped += 1 + node.preorder().dropFirst().filter { $0["bounds"] != nil }.count
            return
        }
        let firstStop = stops.count
        var above = stopAbove
        if bounds.x2 <= bounds.x1 || bounds.y2 <= bounds.y1 {
            dropped += 1
        } else {
            let scrollable = node.flag("scrollable", default: false)
            let actionable = node.flag("clickable", default: false) || node.flag("long-clickable", default: false)
                || node.flag("checkable", default: false) || node.flag("editable", default: false)
                || (node.flag("focusable", default: false) && !scrollable)
            let text = [node["content-desc"], node["text"]].compactMap { $0 }.first { !$0.isEmpty }
            if actionable {
                let (role, guess) = AndroidRoles.role(of: node, actionable: true)
                if let guess { guesses.append("line \(node.line): \(guess)") }
                stops.append(AndroidStop(node: node, role: role, frame: AndroidBounds.frame(bounds, density: density)))
                above = stops.count - 1
            } else if let text {
                if let stopAbove {
                    stops[stopAbove].mergedText.append(text)
                } else {
                    let (role, guess) = AndroidRoles.role(of: node, actionable: false)
                    if let guess { guesses.append("line \(node.line): \(guess)") }
                    stops.append(AndroidStop(node: node, role: role, frame: AndroidBounds.frame(bounds, density: density)))
                }
            }
        }
        for child in node.children {
            let childFirst = stops.count
            try visit(child, stopAbove: above)
            if isList(node) { group(Array(childFirst..<stops.count)) }
        }
        if isCard(node) { group(Array(firstStop..<stops.count)) }
    }

    /// List rows and cards become groups of two or more stops; a stop joins
    /// the first (innermost) group that claims it, since groups do not nest.
    mutating func group(_ members: [Int]) {
        let free = members.filter { !grouped.contains($0) }
        guard free.count >= 2 else { return }
        groups.append(free)
        grouped.formUnion(free)
    }

    /// A list's children are its rows. A scroll view with one child wraps a
    /// whole screen, not rows, so only scrolling containers with several
    /// children count.
    func isList(_ node: XMLTree) -> Bool {
        let simple = (node["class"] ?? node.name).split(separator: ".").last.map(String.init) ?? ""
        return ["RecyclerView", "ListView", "GridView"].contains(simple)
            || (node.flag("scrollable", default: false) && node.children.count > 1)
    }

    func isCard(_ node: XMLTree) -> Bool {
        (node["class"] ?? node.name).hasSuffix("CardView")
    }
}
