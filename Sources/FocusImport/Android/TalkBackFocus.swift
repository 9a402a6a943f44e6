/// TalkBack's rules for which views take accessibility focus, as
/// google/talkback states them in
/// `utils/src/main/java/com/google/android/accessibility/utils/AccessibilityNodeInfoUtils.java`
/// (`shouldFocusNode`, `isAccessibilityFocusable`, `isSpeakingNode`,
/// `hasNonActionableSpeakingChildren`, `hasText`, `isTopLevelScrollItem`),
/// applied to the attributes a uiautomator dump records. Whether a node
/// speaks depends on its subtree, so answers are kept per node (each node
/// is asked about once: linear in the dump).
struct TalkBackFocus {
    private var speaking: [ObjectIdentifier: Bool] = [:]

    /// Clickable, long-clickable or focusable (`isFocusableOrClickable`;
    /// the dump has no `screenReaderFocusable`).
    static func isFocusableOrClickable(_ node: XMLTree) -> Bool {
        isVisible(node) && isActionable(node)
    }

    /// Clickable, long-clickable or focusable, whether shown or not (`isActionableForAccessibility`).
    static func isActionable(_ node: XMLTree) -> Bool {
        node.flag("clickable", default: false) || node.flag("long-clickable", default: false)
            || node.flag("focusable", default: false)
    }

    static func isVisible(_ node: XMLTree) -> Bool {
        node.flag("visible-to-user", default: true) && node["displayed"] != "false"
    }

    /// Text, a content description or a hint; a list (a node with
    /// collection info) never counts as having text.
    static func hasText(_ node: XMLTree) -> Bool {
        if isCollection(node) { return false }
        return ["text", "content-desc", "hint"].contains { !(node[$0] ?? "").isEmpty }
    }

    /// Whether children of `parent` are top-level scroll items: the parent
    /// scrolls, or is a list, grid or scroll view even when too short to
    /// scroll; never a drop-down list (`isScrollItem`).
    static func holdsScrollItems(_ parent: XMLTree) -> Bool {
        let simple = simpleClass(parent)
        if simple.contains("Spinner") { return false }
        return parent.flag("scrollable", default: false) || isCollection(parent)
            || ["ScrollView", "HorizontalScrollView", "NestedScrollView"].contains(simple)
    }

    /// Lists and grids, which carry collection info.
    static func isCollection(_ node: XMLTree) -> Bool {
        ["RecyclerView", "ListView", "GridView"].contains(simpleClass(node))
    }

    static func simpleClass(_ node: XMLTree) -> String {
        (node["class"] ?? node.name).split(separator: ".").last.map(String.init) ?? ""
    }

    /// `isSpeakingNode`: text, a state to speak (a checkable view), or
    /// children that cannot take focus themselves but speak.
    mutating func isSpeaking(_ node: XMLTree) -> Bool {
        let key = ObjectIdentifier(node)
        if let known = speaking[key] { return known }
        var result = Self.hasText(node) || node.flag("checkable", default: false)
        if !result {
            let clickable = node.flag("clickable", default: false) || node.flag("long-clickable", default: false)
            let scrollParent = Self.holdsScrollItems(node)
            for child in node.children where child["bounds"] != nil {
                if !Self.isVisible(child) || Self.isFocusableOrClickable(child) { continue }
                let childSpeaks = isSpeaking(child)
                // A speaking top-level scroll item takes focus itself unless this node is clickable.
                if scrollParent, childSpeaks, !clickable { continue }
                if childSpeaks { result = true; break }
            }
            // Invisible children with text still speak for a parent that does not scroll
            // (`hasInvisibleNonActionableSpeakingChildren`).
            if !result, !node.flag("scrollable", default: false) {
                result = node.children.contains { child in
                    !Self.isVisible(child) && Self.hasText(child) && !Self.isActionable(child)
                }
            }
        }
        speaking[key] = result
        return result
    }
}
