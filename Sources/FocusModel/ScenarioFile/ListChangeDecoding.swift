extension ScenarioLoader {
    /// The `changes` array: what activating an element removes or inserts.
    static func decodeChanges(_ node: InputNode, registry: inout ElementRegistry) throws(InputError) -> [ListChange] {
        var changes: [ListChange] = []
        var triggerPath: [String: JSONPath] = [:]
        for item in try node.array() {
            let object = try item.object(allowedKeys: ["after", "removes", "inserts", "focusAfterChange"])
            let afterNode = try object.required("after")
            let after = try registry.knownID(afterNode)
            if let earlier = triggerPath[after] {
                throw afterNode.failure("\(quoted(after)) already triggers the change at \(earlier)")
            }
            triggerPath[after] = item.path
            var removes: [String] = []
            for removed in try object.optional("removes")?.array() ?? [] {
                let id = try registry.knownID(removed)
                if removes.contains(id) { throw removed.failure("\(quoted(id)) is listed twice") }
                removes.append(id)
            }
            let inserts = try object.optional("inserts").map { node throws(InputError) in
                let insertion = try node.object(allowedKeys: ["after", "elements"])
                return ListChange.Insertion(after: try registry.knownID(insertion.required("after")),
                                            elements: try registry.decodeNewElements(insertion.required("elements")))
            }
            if removes.isEmpty, inserts == nil {
                throw item.failure("a change must remove or insert something (\"removes\" or \"inserts\")")
            }
            changes.append(ListChange(
                after: after, removes: removes, inserts: inserts,
                focusAfterChange: try object.optional("focusAfterChange")?.choice(ListChange.FocusAfterChange.self)
                    ?? .nearest))
        }
        return changes
    }
}
