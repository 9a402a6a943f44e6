import FocusModel

/// A constraint of the scenario with its place in the file.
struct LocatedConstraint: Sendable {
    var index: Int
    var constraint: Constraint
    var path: String { Constraint.path(index: index) }
}

extension OrderRules {
    /// The rules of `constraints` over the elements of `reference`.
    ///
    /// Only the reference's elements are rearranged, so a constraint speaks
    /// only of them: ids the reference lacks are dropped (a `before` chain
    /// keeps the order of the ids that remain; `first`, `last` and `adjacent`
    /// naming a missing element, and `together` with fewer than two remaining
    /// ids, say nothing). Positions in a `from` order are counted among the
    /// reference's elements it lists; elements it does not list are not
    /// limited by `maxDisplacement`.
    init(constraints: [LocatedConstraint], reference: [String], orders: [NamedOrder]) {
        self.init(n: reference.count)
        var index: [String: Int] = [:]
        for (i, id) in reference.enumerated() { index[id] = i }
        func positions(in orderName: String) -> [Int: Int] {
            let ids = orders.first { $0.name == orderName }?.elementIDs ?? reference
            var result: [Int: Int] = [:]
            for id in ids { if let e = index[id] { result[e] = result.count } }
            return result
        }
        func pin(_ e: Int, at p: Int) {
            low[e] = max(low[e], p)
            high[e] = min(high[e], p)
        }
        for located in constraints {
            switch located.constraint {
            case let .before(ids):
                let present = ids.compactMap { index[$0] }
                for (a, b) in zip(present, present.dropFirst()) { predecessors[b] |= 1 << UInt64(a) }
            case let .first(id):
                if let e = index[id] { pin(e, at: 0) }
            case let .last(id):
                if let e = index[id] { pin(e, at: n - 1) }
            case let .adjacent(a, b):
                if let ea = index[a], let eb = index[b] {
                    adjacencies.append((ea, eb))
                    predecessors[eb] |= 1 << UInt64(ea)
                }
            case let .together(ids):
                let present = ids.compactMap { index[$0] }
                if present.count >= 2 { blocks.append(present.reduce(0) { $0 | (1 << UInt64($1)) }) }
            case let .maxDisplacement(places, order):
                for (e, p) in positions(in: order) {
                    low[e] = max(low[e], p - places)
                    high[e] = min(high[e], p + places)
                }
            case let .fixed(ids, order):
                let named = positions(in: order)
                for id in ids { if let e = index[id], let p = named[e] { pin(e, at: p) } }
            }
        }
    }
}
