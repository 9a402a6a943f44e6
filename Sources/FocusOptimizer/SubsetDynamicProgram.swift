/// Exact search for objectives that are a sum of (element, position) costs:
/// dynamic programming over the set of elements placed so far.
///
/// Every rule depends only on the set placed (see `OrderRules`), and the
/// cost of placing an element depends only on its position, which is the
/// size of that set; so the cheapest completion of a set does not depend on
/// how the set was ordered, and best[S ∪ {e}] = min over e of best[S] +
/// cost(e, |S|) is exact (Bellman's principle). Elements pinned to one
/// position are not part of the sets: they are placed, and checked, in the
/// transition that reaches their position, so 2^movable states suffice.
///
/// Ties go to the order closest to the reference (`ReferenceTies`): placing
/// e after the set S inverts e with every element of the reference before e
/// not in S, a count that depends on S and e alone, so comparing (cost,
/// inversions) pairs keeps the program exact.
struct SubsetDynamicProgram {
    /// Movable elements the program accepts (2^24 states take about 150 MB).
    static let maximumMovable = 24

    struct Outcome {
        /// The optimal order, or nil when no order keeps the rules (proved).
        var order: [Int]?
        var cost: Double
        var transitions: Int
    }

    static func solve(rules: OrderRules, cost: (_ element: Int, _ position: Int) -> Double,
                      constant: Double) -> Outcome {
        let n = rules.n
        var pinnedAt = [Int](repeating: -1, count: n)
        var movable: [Int] = []
        for e in 0..<n {
            if rules.low[e] == rules.high[e] {
                if pinnedAt[rules.low[e]] >= 0 { return Outcome(order: nil, cost: .infinity, transitions: 0) }
                pinnedAt[rules.low[e]] = e
            } else {
                movable.append(e)
            }
        }
        let slots = (0..<n).filter { pinnedAt[$0] < 0 }
        guard slots.count == movable.count else { return Outcome(order: nil, cost: .infinity, transitions: 0) }
        let m = movable.count
        precondition(m <= maximumMovable)
        var pinnedCost = constant
        for p in 0..<n where pinnedAt[p] >= 0 { pinnedCost += cost(pinnedAt[p], p) }

        /// Pairs inverted by placing e after `placed`: earlier reference elements still to come.
        func inversions(placing e: Int, after placed: UInt64) -> Int {
            (rules.full & ~placed & ((1 << UInt64(e)) - 1)).nonzeroBitCount
        }
        /// Places the pinned elements from `position` on until the next free slot; nil when one may not go there.
        func placePinned(from position: Int, into placed: UInt64) -> (placed: UInt64, inversions: Int)? {
            var placed = placed
            var added = 0
            var p = position
            while p < n, pinnedAt[p] >= 0 {
                let e = pinnedAt[p]
                guard rules.candidates(placed: placed) & (1 << UInt64(e)) != 0 else { return nil }
                added += inversions(placing: e, after: placed)
                placed |= 1 << UInt64(e)
                p += 1
            }
            return (placed, added)
        }
        guard let started = placePinned(from: 0, into: 0) else {
            return Outcome(order: nil, cost: .infinity, transitions: 0)
        }
        let start = started.placed
        if m == 0 {
            return Outcome(order: start == rules.full ? pinnedAt : nil, cost: pinnedCost, transitions: 0)
        }
        let states = 1 << m
        var best = [Double](repeating: .infinity, count: states)
        var inverted = [Int32](repeating: 0, count: states)
        var choice = [UInt8](repeating: 0, count: states)
        // The full set placed in each state, pinned elements included, filled in as states are reached.
        var placedOf = [UInt64](repeating: 0, count: states)
        best[0] = 0
        inverted[0] = Int32(started.inversions)
        placedOf[0] = start
        let movableCost = (0..<m).map { j in slots.map { cost(movable[j], $0) } }
        var bitOf = [Int](repeating: -1, count: n)
        for (j, e) in movable.enumerated() { bitOf[e] = j }
        var transitions = 0
        for state in 0..<states where best[state] < .infinity {
            let k = state.nonzeroBitCount
            if k == m { continue }
            let placed = placedOf[state]
            var options = rules.candidates(placed: placed)
            while options != 0 {
                let e = options.trailingZeroBitCount
                options &= options - 1
                let j = bitOf[e]
                if j < 0 { continue }
                transitions += 1
                let next = state | (1 << j)
                let value = best[state] + movableCost[j][k]
                let tied = ReferenceTies.same(value, best[next])
                guard value < best[next] || tied else { continue }
                guard let reached = placePinned(from: slots[k] + 1, into: placed | (1 << UInt64(e))) else { continue }
                let count = Int(inverted[state]) + inversions(placing: e, after: placed) + reached.inversions
                if tied && count >= Int(inverted[next]) { continue }
                best[next] = value
                inverted[next] = Int32(count)
                choice[next] = UInt8(j)
                placedOf[next] = reached.placed
            }
        }
        let fullState = states - 1
        guard best[fullState] < .infinity else { return Outcome(order: nil, cost: .infinity, transitions: transitions) }
        var order = pinnedAt
        var state = fullState
        while state != 0 {
            let j = Int(choice[state])
            order[slots[state.nonzeroBitCount - 1]] = movable[j]
            state &= ~(1 << j)
        }
        return Outcome(order: order, cost: best[fullState] + pinnedCost, transitions: transitions)
    }
}
