extension ScenarioLoader {
    /// The `dialogs` array. A dialog's elements are new elements (ids unique
    /// across the scenario); it closes after one of its own elements.
    static func decodeDialogs(_ node: InputNode, registry: inout ElementRegistry,
                              takenIDs: inout Set<String>) throws(InputError) -> [Dialog] {
        var dialogs: [Dialog] = []
        var openerPath: [String: JSONPath] = [:]
        for item in try node.array() {
            let object = try item.object(allowedKeys: ["id", "opensAfter", "elements", "modal", "focusOnOpen",
                                                      "focusOnClose", "closesAfter"])
            let idNode = try object.required("id")
            let id = try idNode.identifier()
            if takenIDs.contains(id) || registry.contains(id) {
                throw idNode.failure("id \(quoted(id)) is already used; dialog ids must differ from every other id")
            }
            takenIDs.insert(id)
            let openerNode = try object.required("opensAfter")
            let opener = try registry.knownID(openerNode)
            if let earlier = openerPath[opener] {
                throw openerNode.failure("\(quoted(opener)) already opens the dialog at \(earlier)")
            }
            openerPath[opener] = item.path
            let elements = try registry.decodeNewElements(object.required("elements"))
            let ownIDs = Set(elements.map(\.id))
            var closers: [String] = []
            for closer in try object.required("closesAfter").nonEmptyArray(of: "element id") {
                let closerID = try closer.nonEmptyString()
                guard ownIDs.contains(closerID) else {
                    throw closer.failure("\(quoted(closerID)) is not an element of this dialog; "
                        + "its elements: \(listed(elements.map(\.id)))")
                }
                closers.append(closerID)
            }
            dialogs.append(Dialog(
                id: id, opensAfter: opener, elements: elements,
                modal: try object.optional("modal")?.boolean() ?? true,
                focusOnOpen: try object.optional("focusOnOpen")?.choice(Dialog.FocusOnOpen.self) ?? .first,
                focusOnClose: try object.optional("focusOnClose")?.choice(Dialog.FocusOnClose.self) ?? .trigger,
                closesAfter: closers))
        }
        return dialogs
    }
}
