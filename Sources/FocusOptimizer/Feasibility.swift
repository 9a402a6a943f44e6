/// Whether some order keeps every rule, decided before any search.
enum FeasibilityVerdict: Sendable {
    case feasible([Int])
    case infeasible
    /// The search budget ran out before an order was found or ruled out.
    case unknown
}

extension OrderRules {
    /// Placements a feasibility search may try before giving up.
    static let feasibilityNodeBudget = 2_000_000

    /// Cheap proofs first (a cycle of precedences, windows that cannot all
    /// be filled, an element owed two successors), then a depth-first search
    /// that places the element with the earliest deadline first and
    /// remembers the sets it proved dead, which is exact within its budget.
    func feasibility(nodeBudget: Int = OrderRules.feasibilityNodeBudget) -> FeasibilityVerdict {
        if provablyInfeasible() { return .infeasible }
        var dead = Set<UInt64>()
        var order: [Int] = []
        order.reserveCapacity(n)
        var nodes = 0
        let byDeadline = (0..<n).sorted { (high[$0], $0) < (high[$1], $1) }
        func search(_ placed: UInt64) -> Bool? {
            if placed == full { return true }
            if dead.contains(placed) { return false }
            nodes += 1
            if nodes > nodeBudget { return nil }
            guard windowsOpen(placed: placed) else { dead.insert(placed); return false }
            let options = candidates(placed: placed)
            for e in byDeadline where options & (1 << UInt64(e)) != 0 {
                order.append(e)
                switch search(placed | (1 << UInt64(e))) {
                case true?: return true
                case nil: return nil
                case false?: order.removeLast()
                }
            }
            dead.insert(placed)
            return false
        }
        switch search(0) {
        case true?: return .feasible(order)
        case false?: return .infeasible
        case nil: return .unknown
        }
    }

    /// Necessary conditions whose failure proves that no order exists.
    func provablyInfeasible() -> Bool {
        // An element owed two different successors, or following two different elements.
        var successor = [Int](repeating: -1, count: n)
        var predecessor = [Int](repeating: -1, count: n)
        for (a, b) in adjacencies {
            if a == b { return true }
            if successor[a] >= 0 && successor[a] != b { return true }
            if predecessor[b] >= 0 && predecessor[b] != a { return true }
            successor[a] = b
            predecessor[b] = a
        }
        // An adjacency leaving a block must leave from its end, so at most one
        // leaves and at most one enters each block.
        for block in blocks {
            var leaving = 0, entering = 0
            for (a, b) in adjacencies {
                let aIn = block & (1 << UInt64(a)) != 0, bIn = block & (1 << UInt64(b)) != 0
                if aIn && !bIn { leaving += 1 }
                if !aIn && bIn { entering += 1 }
            }
            if leaving > 1 || entering > 1 { return true }
        }
        // Precedences tighten the windows; a cycle or an empty window shows up as low > high.
        var low = self.low, high = self.high
        for _ in 0...n {
            var changed = false
            for b in 0..<n {
                var rest = predecessors[b]
                while rest != 0 {
                    let a = rest.trailingZeroBitCount
                    rest &= rest - 1
                    if low[b] < low[a] + 1 { low[b] = low[a] + 1; changed = true }
                    if high[a] > high[b] - 1 { high[a] = high[b] - 1; changed = true }
                }
            }
            for (a, b) in adjacencies {
                if high[b] > high[a] + 1 { high[b] = high[a] + 1; changed = true }
                if low[a] < low[b] - 1 { low[a] = low[b] - 1; changed = true }
            }
            if (0..<n).contains(where: { low[$0] > high[$0] }) { return true }
            if !changed { break }
        }
        // Every element needs its own position inside its window: assigning
        // positions in order of deadline, each the earliest free one, succeeds
        // whenever any assignment does.
        var taken = [Bool](repeating: false, count: n)
        for e in (0..<n).sorted(by: { (high[$0], low[$0]) < (high[$1], low[$1]) }) {
            guard let p = (max(0, low[e])...max(0, min(n - 1, high[e]))).first(where: { !taken[$0] }),
                  p >= low[e], p <= high[e] else { return true }
            taken[p] = true
        }
        return false
    }
}
