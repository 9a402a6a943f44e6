/// A rule about the focus order that keeps the form's meaning: what a new
/// order must respect however much faster another order would be.
///
/// Orders in the scenario need not satisfy the constraints (a reference order
/// may break them); an order the optimizer proposes always does.
public enum Constraint: Sendable, Equatable {
    /// Each id comes before the next (not necessarily immediately).
    case before([String])
    /// The element is the first of the order.
    case first(String)
    /// The element is the last of the order.
    case last(String)
    /// `second` immediately follows `first`.
    case adjacent(String, String)
    /// The elements form one contiguous block, in any internal order.
    case together([String])
    /// No element is more than `places` positions away from its position in the named order.
    case maxDisplacement(Int, from: String)
    /// The elements keep the positions they have in the named order.
    case fixed([String], from: String)

    /// The element ids the constraint names.
    public var elementIDs: [String] {
        switch self {
        case let .before(ids), let .together(ids), let .fixed(ids, _): ids
        case let .first(id), let .last(id): [id]
        case let .adjacent(a, b): [a, b]
        case .maxDisplacement: []
        }
    }

    /// The constraint as JSON, in the form the scenario format uses.
    public var json: JSONValue {
        func strings(_ ids: [String]) -> JSONValue { .array(ids.map { .string($0) }) }
        switch self {
        case let .before(ids): return .object([("before", strings(ids))])
        case let .first(id): return .object([("first", .string(id))])
        case let .last(id): return .object([("last", .string(id))])
        case let .adjacent(a, b): return .object([("adjacent", strings([a, b]))])
        case let .together(ids): return .object([("together", strings(ids))])
        case let .maxDisplacement(places, order):
            return .object([("maxDisplacement", .number(Double(places))), ("from", .string(order))])
        case let .fixed(ids, order): return .object([("fixed", strings(ids)), ("from", .string(order))])
        }
    }

    /// Compact JSON text, e.g. `{"before":["email","password"]}`.
    public var text: String { json.serialized(pretty: false) }

    /// Where the constraint at `index` of the scenario's list sits in the file.
    public static func path(index: Int) -> String { "$.constraints[\(index)]" }
}
