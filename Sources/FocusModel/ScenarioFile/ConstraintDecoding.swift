extension ScenarioLoader {
    static let constraintKinds = ["before", "first", "last", "adjacent", "together", "maxDisplacement", "fixed"]

    /// The `constraints` array. Each item is an object with exactly one kind
    /// key (and `from` for `maxDisplacement` and `fixed`); ids must be known
    /// elements, listed at most once per constraint, and `from` must name an
    /// order that lists every id the constraint fixes. Whether the
    /// constraints can all hold together is the optimizer's question, since
    /// it depends on the order being rearranged.
    static func decodeConstraints(_ node: InputNode, elements: [Element],
                                  orders: [NamedOrder]) throws(InputError) -> [Constraint] {
        let known = Set(elements.map(\.id))
        var constraints: [Constraint] = []
        for item in try node.array() {
            let object = try item.object(allowedKeys: constraintKinds + ["from"])
            let kinds = object.members.filter { constraintKinds.contains($0.key) }
            guard kinds.count == 1 else {
                if kinds.isEmpty {
                    throw item.failure("a constraint needs one of the keys \(constraintKinds.joined(separator: ", "))")
                }
                throw item.failure("a constraint has exactly one kind; found \(kinds.map(\.key).joined(separator: ", "))")
            }
            let (kind, value) = kinds[0]
            let fromNode = object.optional("from")
            let takesOrder = kind == "maxDisplacement" || kind == "fixed"
            if let fromNode, !takesOrder {
                throw fromNode.failure("\"from\" applies only to maxDisplacement and fixed constraints")
            }
            func ids(minimum: Int) throws(InputError) -> [String] {
                try constraintIDs(value, minimum: minimum, known: known, elements: elements)
            }
            func order() throws(InputError) -> NamedOrder {
                guard let fromNode else { throw item.failure("missing required key \"from\" (the order \(kind) refers to)") }
                let name = try fromNode.nonEmptyString()
                guard let order = orders.first(where: { $0.name == name }) else {
                    throw fromNode.failure("unknown order \(quoted(name)); orders: \(listed(orders.map(\.name)))"
                        + Suggestion.clause(for: name, among: orders.map(\.name)))
                }
                return order
            }
            switch kind {
            case "before": constraints.append(.before(try ids(minimum: 2)))
            case "first": constraints.append(.first(try constraintID(value, known: known, elements: elements)))
            case "last": constraints.append(.last(try constraintID(value, known: known, elements: elements)))
            case "adjacent":
                let pair = try ids(minimum: 2)
                if pair.count != 2 { throw value.failure("must list exactly 2 element ids, found \(pair.count)") }
                constraints.append(.adjacent(pair[0], pair[1]))
            case "together": constraints.append(.together(try ids(minimum: 2)))
            case "maxDisplacement":
                let places = try value.integer(in: 0...1_000_000)
                constraints.append(.maxDisplacement(places, from: try order().name))
            default:
                let fixedIDs = try ids(minimum: 1)
                let named = try order()
                for (index, id) in fixedIDs.enumerated() where !named.elementIDs.contains(id) {
                    throw value.path.appending(index: index).node(in: value)
                        .failure("\(quoted(id)) is not in order \(quoted(named.name)), so it has no position there to keep")
                }
                constraints.append(.fixed(fixedIDs, from: named.name))
            }
        }
        return constraints
    }

    private static func constraintID(_ node: InputNode, known: Set<String>,
                                     elements: [Element]) throws(InputError) -> String {
        let id = try node.nonEmptyString()
        guard known.contains(id) else {
            throw node.failure("unknown element id \(quoted(id)); element ids: \(listed(elements.map(\.id)))")
        }
        return id
    }

    private static func constraintIDs(_ node: InputNode, minimum: Int, known: Set<String>,
                                      elements: [Element]) throws(InputError) -> [String] {
        let items = try node.array()
        if items.count < minimum {
            throw node.failure("must list at least \(minimum) element id\(minimum == 1 ? "" : "s"), found \(items.count)")
        }
        var seen: [String: Int] = [:]
        var ids: [String] = []
        for (index, item) in items.enumerated() {
            let id = try constraintID(item, known: known, elements: elements)
            if let first = seen[id] {
                throw item.failure("element id \(quoted(id)) is listed twice; first at \(node.path.appending(index: first))")
            }
            seen[id] = index
            ids.append(id)
        }
        return ids
    }
}

private extension JSONPath {
    /// The node at this path, which must lie inside `parent`'s array.
    func node(in parent: InputNode) -> InputNode {
        guard case let .index(i)? = components.last, let items = try? parent.array(), items.indices.contains(i) else {
            return parent
        }
        return items[i]
    }
}
