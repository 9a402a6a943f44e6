extension ScenarioLoader {
    /// The `elements` array, with ids unique across it.
    static func decodeElements(_ node: InputNode) throws(InputError) -> [Element] {
        var firstIndexByID: [String: Int] = [:]
        var elements: [Element] = []
        for (index, item) in try node.nonEmptyArray(of: "element").enumerated() {
            let idNode = try item.object(allowedKeys: elementKeys).required("id")
            let id = try idNode.identifier()
            if let first = firstIndexByID[id] {
                throw idNode.failure("duplicate element id \(quoted(id)); first used at \(node.path.appending(index: first))")
            }
            firstIndexByID[id] = index
            elements.append(try decodeElement(item))
        }
        return elements
    }

    static let elementKeys = ["id", "role", "label", "frame", "tabindex", "focusVisible", "disabled", "hint", "inline", "options",
                              "inputType", "input"]

    /// One element object.
    static func decodeElement(_ item: InputNode) throws(InputError) -> Element {
        let object = try item.object(allowedKeys: elementKeys)
        let role = try object.required("role").choice(Role.self)
        let inline = try object.optional("inline")?.boolean() ?? false
        if role != .link, let node = object.optional("inline") {
            throw node.failure("only a link can be inline (WCAG 2.5.8's inline exception is for links in a sentence); "
                + "this element is a \(role.rawValue)")
        }
        if role != .picker, let node = object.optional("options") {
            throw node.failure("only a picker has options; this element is a \(role.rawValue)")
        }
        let options = try object.optional("options").map { node throws(InputError) in try decodeOptions(node) }
        let inputType = try object.optional("inputType")?.choice(InputType.self)
        if let node = object.optional("inputType"), !role.takesTextOnFocus {
            throw node.failure("only a text field has an input type; this element is a \(role.rawValue)")
        }
        return Element(
            id: try object.required("id").identifier(),
            role: role,
            label: try object.required("label").string(),
            frame: try object.optional("frame").map { node throws(InputError) in try Frame(from: node) },
            tabindex: try object.optional("tabindex")?.integer(in: -1...32767),
            focusVisible: try object.optional("focusVisible")?.boolean() ?? true,
            disabled: try object.optional("disabled")?.boolean() ?? false,
            hint: try object.optional("hint")?.string(),
            inline: inline,
            options: options,
            inputType: inputType,
            input: try object.optional("input").map { node throws(InputError) in try FormInput(from: node) }
        )
    }

    /// A picker's `options`: the labels its list shows, in order, or their
    /// number where the capture does not give the labels.
    static func decodeOptions(_ node: InputNode) throws(InputError) -> PickerOptions {
        if case .number = node.value { return PickerOptions(count: try node.integer(in: 1...maximumOptions)) }
        guard case .array = node.value else {
            throw node.failure("expected the options' labels or their number, found \(node.value.kindDescription)")
        }
        let items = try node.nonEmptyArray(of: "option")
        if items.count > maximumOptions {
            throw node.failure("must list at most \(maximumOptions) options, found \(items.count)")
        }
        var labels: [String] = []
        for item in items { labels.append(try item.string()) }
        return PickerOptions(labels: labels)
    }

    /// Far more than any real picker lists (the longest, time zones and
    /// countries, have a few hundred); larger values are taken to be mistakes.
    static let maximumOptions = 10_000

    /// `inline` is WCAG 2.5.8's exception for web content; Apple's and
    /// Android's size guidance has none, so the key is refused elsewhere.
    /// Checked on the file's element lists after they decoded.
    static func refuseInlineOffWeb(_ object: InputObject, platform: Platform) throws(InputError) {
        guard platform != .web else { return }
        var lists: [InputNode?] = [object.optional("elements")]
        for dialog in (try? object.optional("dialogs")?.array()) ?? [] {
            lists.append((try? dialog.anyObject())?.optional("elements"))
        }
        for change in (try? object.optional("changes")?.array()) ?? [] {
            let inserts = (try? change.anyObject())?.optional("inserts")
            lists.append(inserts.flatMap { (try? $0.anyObject())?.optional("elements") })
        }
        for list in lists.compactMap({ $0 }) {
            for item in (try? list.array()) ?? [] {
                if let node = (try? item.anyObject())?.optional("inline") {
                    throw node.failure("\"inline\" is for web links (WCAG 2.5.8); this scenario's platform is \(platform.rawValue)")
                }
            }
        }
    }
}

extension FormInput {
    /// `{"type": "email", "name": "user_email", "autocomplete": "email"}`, each optional.
    init(from node: InputNode) throws(InputError) {
        let object = try node.object(allowedKeys: ["type", "name", "autocomplete"])
        self.init(type: try object.optional("type")?.string(), name: try object.optional("name")?.string(),
                  autocomplete: try object.optional("autocomplete")?.string())
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
