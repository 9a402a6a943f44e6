/// Every element id of a scenario with where it was defined: the screen's
/// elements, dialogs' elements and inserted elements share one namespace, so
/// an id in an order, a task or a report always means one element.
struct ElementRegistry {
    private(set) var pathByID: [String: JSONPath] = [:]
    private(set) var allIDs: [String] = []

    init(elements: [Element], node: InputNode) {
        for (index, element) in elements.enumerated() { add(element.id, at: node.path.appending(index: index)) }
    }

    func contains(_ id: String) -> Bool { pathByID[id] != nil }

    private mutating func add(_ id: String, at path: JSONPath) {
        pathByID[id] = path
        allIDs.append(id)
    }

    /// Decodes a non-empty array of element objects whose ids are new.
    mutating func decodeNewElements(_ node: InputNode) throws(InputError) -> [Element] {
        var elements: [Element] = []
        for item in try node.nonEmptyArray(of: "element") {
            let element = try ScenarioLoader.decodeElement(item)
            if let first = pathByID[element.id] {
                throw item.failure("duplicate element id \(quoted(element.id)); first used at \(first)")
            }
            add(element.id, at: item.path)
            elements.append(element)
        }
        return elements
    }

    /// A string naming a known element.
    func knownID(_ node: InputNode) throws(InputError) -> String {
        let id = try node.nonEmptyString()
        guard contains(id) else { throw node.failure("unknown element id \(quoted(id)); element ids: \(listed(allIDs))") }
        return id
    }
}
