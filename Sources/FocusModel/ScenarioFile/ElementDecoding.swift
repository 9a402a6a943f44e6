extension ScenarioLoader {
    /// The `elements` array, with ids unique across it.
    static func decodeElements(_ node: InputNode) throws(InputError) -> [Element] {
        var firstIndexByID: [String: Int] = [:]
        var elements: [Element] = []
        for (index, item) in try node.nonEmptyArray(of: "element").enumerated() {
            let idNode = try item.object(allowedKeys: elementKeys).required("id")
            let id = try idNode.nonEmptyString()
            if let first = firstIndexByID[id] {
                throw idNode.failure("duplicate element id \(quoted(id)); first used at \(node.path.appending(index: first))")
            }
            firstIndexByID[id] = index
            elements.append(try decodeElement(item))
        }
        return elements
    }

    static let elementKeys = ["id", "role", "label", "frame", "tabindex", "focusVisible", "disabled", "hint"]

    /// One element object.
    static func decodeElement(_ item: InputNode) throws(InputError) -> Element {
        let object = try item.object(allowedKeys: elementKeys)
        return Element(
            id: try object.required("id").nonEmptyString(),
            role: try object.required("role").choice(Role.self),
            label: try object.required("label").string(),
            frame: try object.optional("frame").map { node throws(InputError) in try Frame(from: node) },
            tabindex: try object.optional("tabindex")?.integer(in: -1...32767),
            focusVisible: try object.optional("focusVisible")?.boolean() ?? true,
            disabled: try object.optional("disabled")?.boolean() ?? false,
            hint: try object.optional("hint")?.string()
        )
    }
}

extension Frame {
    /// Coordinates are measured from the screen's top-left corner; they may be
    /// negative, because a real screen has content scrolled above it or a
    /// carousel item to the left of it. The size must be positive, since a
    /// zero-sized element cannot be seen, touched or shown with a focus highlight.
    init(from node: InputNode) throws(InputError) {
        let object = try node.object(allowedKeys: ["x", "y", "width", "height"])
        self.init(x: try object.required("x").coordinate(),
                  y: try object.required("y").coordinate(),
                  width: try object.required("width").length(),
                  height: try object.required("height").length())
    }
}
