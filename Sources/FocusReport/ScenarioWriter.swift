import FocusModel

/// Adds an order to the text of a scenario file, changing nothing else: the
/// file is parsed as plain JSON, the order is appended to "orders", and every
/// other member keeps its value and place.
package enum ScenarioWriter {
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        case notJSON(String)
        case noOrdersObject
        case orderExists(String)

        public var description: String {
            switch self {
            case let .notJSON(reason): "the scenario is not JSON: \(reason)"
            case .noOrdersObject: "the scenario has no \"orders\" object"
            case let .orderExists(name): "the scenario already has an order named '\(name)'"
            }
        }
    }

    /// The scenario text with `ids` added under `name`, pretty-printed and
    /// ending with a newline.
    public static func addingOrder(named name: String, ids: [String], to scenarioText: String) throws(Refusal) -> String {
        let root: JSONValue
        do {
            root = try JSONValue.parse(scenarioText)
        } catch {
            throw .notJSON(error.description)
        }
        guard case var .object(members) = root,
              let ordersIndex = members.firstIndex(where: { $0.key == "orders" }),
              case var .object(orders) = members[ordersIndex].value
        else { throw .noOrdersObject }
        if orders.contains(where: { $0.key == name }) { throw .orderExists(name) }
        orders.append((key: name, value: .array(ids.map(JSONValue.string))))
        members[ordersIndex].value = .object(orders)
        return JSONValue.object(members).serialized(pretty: true) + "\n"
    }
}
