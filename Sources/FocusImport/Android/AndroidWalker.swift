import FocusModel

/// The walk over the dump, parents before children, deciding each node by
/// TalkBack's focus rules (`TalkBackFocus`): a view that can be clicked or
/// focused is a stop when it is a leaf or has something to speak; a
/// speaking child of a list or scroll view is a stop; text with no
/// focusable view above it is a stop; the text of views that are not stops
/// is spoken with the stop above it. A scroll container that only scrolls
/// or takes focus has nothing of its own to speak, so it is not a stop, and
/// neither is a container whose children are the stops.
struct AndroidWalker {
    let file: String
    let density: Double
    var stops: [AndroidStop] = []
    var grouping = ClaimedGroups()
    /// Paths of the view groups that are not stops: the layout's containers.
    var containers: Set<[Int]> = []
    var guesses: [String] = []
    var dropped = 0
    var leftOut: [LeftOutElement] = []
    var talkBack = TalkBackFocus()
    /// The first top-level view's bounds: TalkBack never focuses a container
    /// that covers the whole window and takes no action itself.
    var window: (x1: Double, y1: Double, x2: Double, y2: Double)?

    /// Where a node sits in the walk.
    struct Context {
        var parent: XMLTree?
        var path: [Int] = []
        /// The stop whose spoken text takes the text of this node.
        var stopAbove: Int?
        /// Whether a view above can take focus (so text here is not a stop of its own).
        var focusableAbove = false
        /// Inside a tab bar, toolbar or bottom navigation.
        var inBar = false
    }

    mutating func visit(_ node: XMLTree, _ context: Context) throws(ImportError) {
        let place = NodePlace(path: context.path, identifier: node["resource-id"])
        guard let boundsText = node["bounds"] else {
            for (index, child) in node.children.enumerated() {
                var inner = context
                inner.path = context.path + [index]
                inner.parent = node
                try visit(child, inner)
            }
            return
        }
        guard let bounds = AndroidBounds.parse(boundsText) else {
            throw .badInput(file: file, place: "line \(node.line), \(place.description)",
                            message: "bounds \"\(boundsText)\" is not of the form [x1,y1][x2,y2] "
                                + "with numbers within \(Int(AndroidBounds.largestPixel)) px of the corner")
        }
        if window == nil { window = bounds }
        if !TalkBackFocus.isVisible(node) {
            for hidden in node.preorder() where hidden["bounds"] != nil {
                dropped += 1
                let label = [hidden["content-desc"], hidden["text"]].compactMap { $0 }.first { !$0.isEmpty } ?? ""
                if !label.isEmpty || !(hidden["resource-id"] ?? "").isEmpty {
                    leftOut.append(LeftOutElement(label: label, identifier: AndroidStop.shortID(hidden["resource-id"]),
                                                  place: place, reason: "it is not visible to the user (visible-to-user=\"false\")"))
                }
            }
            return
        }
        let firstStop = stops.count
        var inner = context
        inner.parent = node
        inner.inBar = context.inBar || Self.isBar(node)
        if bounds.x2 <= bounds.x1 || bounds.y2 <= bounds.y1 {
            dropped += 1
            let label = [node["content-desc"], node["text"]].compactMap { $0 }.first { !$0.isEmpty } ?? ""
            if !label.isEmpty || !(node["resource-id"] ?? "").isEmpty {
                leftOut.append(LeftOutElement(label: label, identifier: AndroidStop.shortID(node["resource-id"]),
                                              place: place, reason: "it has no size (bounds \(boundsText))"))
            }
        } else {
            let focusable = TalkBackFocus.isFocusableOrClickable(node)
            let scrollItem = context.parent.map(TalkBackFocus.holdsScrollItems) ?? false
            let accessibilityFocusable = focusable || (scrollItem && talkBack.isSpeaking(node))
            let coversWindow = window.map { $0 == bounds } ?? false
            let isStop: Bool
            if coversWindow, !node.children.isEmpty, !focusable {
                isStop = false
            } else if accessibilityFocusable {
                isStop = node.children.isEmpty || talkBack.isSpeaking(node)
            } else {
                isStop = !context.focusableAbove && (TalkBackFocus.hasText(node) || node.flag("checkable", default: false))
            }
            if isStop {
                let acts = node.flag("clickable", default: false) || node.flag("long-clickable", default: false)
                    || node.flag("checkable", default: false) || node.flag("editable", default: false)
                let (role, guess) = AndroidRoles.role(of: node, actionable: acts)
                if let guess { guesses.append("\(place.description): \(guess)") }
                if focusable, !acts, !role.isActionable {
                    guesses.append("\(place.description): focusable but neither clickable nor long-clickable: "
                        + "a TalkBack stop that Switch Access offers no action on")
                }
                var stop = AndroidStop(node: node, role: role, frame: AndroidBounds.frame(bounds, density: density))
                stop.place = place
                stop.inBar = inner.inBar
                stop.container = Array(context.path.dropLast())
                stops.append(stop)
                inner.stopAbove = stops.count - 1
                inner.focusableAbove = true
            } else {
                let text = [node["content-desc"], node["text"]].compactMap { $0 }.first { !$0.isEmpty }
                if let text, !focusable, let above = context.stopAbove { stops[above].mergedText.append(text) }
                inner.focusableAbove = context.focusableAbove || accessibilityFocusable
                if !node.children.isEmpty { containers.insert(context.path) }
            }
        }
        let tabs = Self.tabRow(node.children)
        for (index, child) in node.children.enumerated() {
            let childFirst = stops.count
            var childContext = inner
            childContext.path = context.path + [index]
            if tabs.contains(index) { childContext.inBar = true }
            try visit(child, childContext)
            if isList(node) { grouping.claim(Array(childFirst..<stops.count)) }
        }
        if isCard(node) { grouping.claim(Array(firstStop..<stops.count)) }
    }

    /// A list's children are its rows. A scroll view with one child wraps a
    /// whole screen, not rows, so only scrolling containers with several
    /// children count.
    func isList(_ node: XMLTree) -> Bool {
        TalkBackFocus.isCollection(node) || (node.flag("scrollable", default: false) && node.children.count > 1)
    }

    func isCard(_ node: XMLTree) -> Bool {
        (node["class"] ?? node.name).hasSuffix("CardView")
    }

    /// Children that make a tab bar drawn without a bar class (React Native,
    /// Flutter, Compose): three or more clickable siblings sharing top and
    /// bottom, one of them selected (an assumption: the current tab is the
    /// selected one, as tab bars mark it).
    static func tabRow(_ children: [XMLTree]) -> Set<Int> {
        var rows: [String: [Int]] = [:]
        for (index, child) in children.enumerated() where child.flag("clickable", default: false) {
            guard let bounds = child["bounds"].flatMap(AndroidBounds.parse) else { continue }
            rows["\(bounds.y1),\(bounds.y2)", default: []].append(index)
        }
        var result: Set<Int> = []
        for members in rows.values where members.count >= 3
            && members.contains(where: { children[$0].flag("selected", default: false) }) {
            result.formUnion(members)
        }
        return result
    }

    /// App bars, tab bars and bottom navigation: what they hold moves
    /// between screens, it does not submit the screen's form.
    static func isBar(_ node: XMLTree) -> Bool {
        let simple = TalkBackFocus.simpleClass(node)
        let id = (node["resource-id"] ?? "").lowercased()
        return ["Toolbar", "MaterialToolbar", "ActionBarView", "ActionBarContainer", "TabLayout", "TabWidget",
                "BottomNavigationView", "BottomNavigationMenuView", "NavigationBarView", "NavigationRailView",
                "BottomAppBar"].contains(simple)
            || ["toolbar", "action_bar", "bottom_navigation", "bottom_nav", "tab_layout", "navigation_bar"]
                .contains { id.hasSuffix($0) }
    }
}
