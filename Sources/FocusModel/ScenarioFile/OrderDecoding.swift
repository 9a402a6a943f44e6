extension ScenarioLoader {
    /// The `orders` object. Each order must name known elements, each at most
    /// once, and include every task target, since a target that focus never
    /// reaches cannot be activated at all.
    ///
    /// An order given as the string `"geometric"` is derived from the layout
    /// (see `ReadingOrder`) instead of listed.
    static func decodeOrders(_ node: InputNode, elements: [Element], task: [LocatedTaskStep],
                             layout: ReadingOrderLayout) throws(InputError) -> [NamedOrder] {
        let object = try node.anyObject()
        if object.isEmpty { throw node.failure("must define at least one order") }
        let knownIDs = Set(elements.map(\.id))
        var orders: [NamedOrder] = []
        for (name, orderNode) in object.members {
            try orderNode.checkIdentifier(name, what: "an order name")
            var firstIndexByID: [String: Int] = [:]
            var ids: [String] = []
            var derived = false
            if case .string = orderNode.value { derived = true }
            if derived {
                ids = try derivedOrder(orderNode, elements: elements, layout: layout)
                for (index, id) in ids.enumerated() { firstIndexByID[id] = index }
            }
            for (index, item) in try (ids.isEmpty ? orderNode.nonEmptyArray(of: "element id") : []).enumerated() {
                let id = try item.nonEmptyString()
                guard knownIDs.contains(id) else {
                    throw item.failure("unknown element id \(quoted(id)); element ids: \(listed(elements.map(\.id)))")
                }
                if let first = firstIndexByID[id] {
                    throw item.failure("element id \(quoted(id)) is listed twice in this order; first at \(orderNode.path.appending(index: first))")
                }
                firstIndexByID[id] = index
                ids.append(id)
            }
            for located in task where firstIndexByID[located.step.target] == nil {
                throw orderNode.failure(
                    "does not include \(quoted(located.step.target)), the target of task step \(located.path)")
            }
            var order = NamedOrder(name: name, elementIDs: ids)
            order.derivedFromLayout = derived
            orders.append(order)
        }
        return orders
    }
}
