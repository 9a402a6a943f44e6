/// What deriving an order needs besides the elements.
struct ReadingOrderLayout {
    var platform: Platform
    var groups: [Group]
    var direction: LayoutDirection
    var device: DeviceClass
}

extension ScenarioLoader {
    /// The only word an order may be instead of a list of ids.
    static let geometricOrderName = "geometric"

    /// An order given as `"geometric"`: the platform's reading order of the elements.
    static func derivedOrder(_ node: InputNode, elements: [Element],
                             layout: ReadingOrderLayout) throws(InputError) -> [String] {
        let word = try node.string()
        guard word == geometricOrderName else {
            throw node.failure("expected an array of element ids or \(quoted(geometricOrderName)), found \(quoted(word))")
        }
        let ids: [String]
        do {
            ids = try ReadingOrder.derive(elements: elements, groups: layout.groups, platform: layout.platform,
                                          direction: layout.direction, device: layout.device)
        } catch {
            throw node.failure(error.description)
        }
        if ids.isEmpty { throw node.failure("the derived order has no elements (every element has tabindex -1)") }
        return ids
    }
}

extension InputNode {
    func boolean() throws(InputError) -> Bool {
        guard case let .bool(b) = value else { throw failure("expected true or false, found \(value.kindDescription)") }
        return b
    }
}
