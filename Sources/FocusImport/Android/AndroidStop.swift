import FocusModel

/// A stop while the dump is walked: its node, and the text merged into it.
struct AndroidStop {
    let node: XMLTree
    let role: Role
    let frame: Frame
    var mergedText: [String] = []
    var place = NodePlace(path: [])
    var inBar = false
    /// The index path of the view's parent.
    var container: [Int] = []

    /// "com.example:id/email" → "email".
    static func shortID(_ resourceID: String?) -> String? {
        resourceID.flatMap { id in id.split(separator: "/").last.map(String.init) }
    }

    func element() -> ImportedElement {
        let hint = node["hint"] ?? ""
        var element = ImportedElement(role: role, label: label, frame: frame)
        element.sourceID = Self.shortID(node["resource-id"])
        element.inBar = inBar
        element.container = container
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
        // A field's text is what was typed, unless it is the hint drawn in its place (older Android).
        let ownText = role.takesTextOnFocus && text == hint ? "" : text
        if !ownText.isEmpty { return ownText }
        if !mergedText.isEmpty { return mergedText.joined(separator: ", ") }
        return hint.isEmpty ? text : hint
    }

    /// The stderr line for a label that did not come from the view's own description or text.
    func labelGuess(label: String) -> [String] {
        let place = self.place.description
        let hintDrawn = role.takesTextOnFocus && !(node["hint"] ?? "").isEmpty && node["text"] == node["hint"]
        if !(node["content-desc"] ?? "").isEmpty || (!hintDrawn && !(node["text"] ?? "").isEmpty && label == node["text"]) {
            return []
        }
        if !mergedText.isEmpty, label == mergedText.joined(separator: ", ") {
            return ["\(place): label \"\(label)\" merged from the text of \(mergedText.count) child view"
                + "\(mergedText.count == 1 ? "" : "s"), as TalkBack does"]
        }
        if !label.isEmpty, label == node["hint"] { return ["\(place): label \"\(label)\" taken from the hint"] }
        if label.isEmpty, role.isActionable { return ["\(place): \(role.rawValue) has no label at all"] }
        return []
    }
}
