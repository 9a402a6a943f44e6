import FocusModel

/// Scenario JSON laid out for people who edit it: one line per element,
/// group, order and task step, rather than one line per number.
enum ScenarioText {
    static func render(_ members: [(key: String, value: JSONValue)]) -> String {
        let lines = members.map { member in
            "  " + quoted(member.key) + ": " + block(member.value)
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// An array or object with each item on a line of its own; anything else on one line.
    static func block(_ value: JSONValue) -> String {
        switch value {
        case let .array(items) where !items.isEmpty:
            return "[\n" + items.map { "    " + compact($0) }.joined(separator: ",\n") + "\n  ]"
        case let .object(members) where !members.isEmpty:
            return "{\n" + members.map { "    " + quoted($0.key) + ": " + compact($0.value) }.joined(separator: ",\n") + "\n  }"
        default:
            return compact(value)
        }
    }

    /// One line, with a space after each comma and colon so it reads as prose does.
    static func compact(_ value: JSONValue) -> String {
        switch value {
        case let .array(items): "[" + items.map(compact).joined(separator: ", ") + "]"
        case let .object(members): "{" + members.map { quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
        default: value.serialized(pretty: false)
        }
    }

    static func quoted(_ key: String) -> String {
        JSONValue.string(key).serialized(pretty: false)
    }
}
