extension ScenarioLoader {
    /// The `follows` object: for each kind of user (or one platform's
    /// assistive technology) the name of an order of the scenario, or an
    /// object `{"order": …, "because": …}` that also says why.
    static func decodeFollows(_ node: InputNode, orders: [NamedOrder],
                              platform: Platform) throws(InputError) -> FollowedOrders {
        let object = try node.object(allowedKeys: FollowedOrders.Follower.allCases.map(\.rawValue))
        if object.isEmpty { throw node.failure("must name the order of at least one kind of user") }
        let names = orders.map(\.name)
        var entries: [(follower: FollowedOrders.Follower, entry: FollowedOrders.Entry)] = []
        for (key, value) in object.members {
            // The allowed keys were checked above, so the key is a follower.
            let follower = FollowedOrders.Follower(rawValue: key)!
            let entry: FollowedOrders.Entry
            let orderNode: InputNode
            if case .string = value.value {
                orderNode = value
                entry = FollowedOrders.Entry(order: try value.nonEmptyString())
            } else {
                let members = try value.object(allowedKeys: ["order", "because"])
                orderNode = try members.required("order")
                entry = FollowedOrders.Entry(order: try orderNode.nonEmptyString(),
                                             because: try members.optional("because")?.nonEmptyString())
            }
            guard names.contains(entry.order) else {
                throw orderNode.failure("no order named \(quoted(entry.order)); orders: \(listed(names))"
                    + Suggestion.clause(for: entry.order, among: names))
            }
            entries.append((follower, entry))
        }
        // On a web page a switch profile does not say which device it scans
        // on, so only "switch" reaches it.
        if platform == .web, entries.contains(where: { [.switchControl, .switchAccess].contains($0.follower) }),
           !entries.contains(where: { $0.follower == .switchUser }) {
            throw node.failure("on the web a switch user is matched by \"switch\"; give it beside "
                + "\"switchControl\" or \"switchAccess\"")
        }
        return FollowedOrders(entries)
    }
}
