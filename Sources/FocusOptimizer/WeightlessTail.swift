/// Elements that cost nothing wherever they stand and that no constraint
/// names, put after every other element in the reference's order before an
/// exact search of a separable objective. Then the search has fewer
/// elements to move, so large forms are exact in milliseconds, and those
/// elements keep their reference order.
///
/// This loses no optimum when every element's cost never falls as it moves
/// later (scanning from the first item: a later target is reached later)
/// and every other element's window starts at the first position: taking
/// any order that keeps the rules and moving the weightless elements to the
/// end, in reference order, moves every other element earlier or leaves it
/// where it was, keeps their relative order (so precedences, adjacencies
/// and blocks, which name no weightless element, still hold) and costs no
/// more. When either condition fails, the rules are left as they are.
enum WeightlessTail {
    /// The rules with the weightless, unconstrained elements pinned to the
    /// last positions, and a start that keeps them; nil when the reduction
    /// does not apply or moves nothing.
    static func pinned(_ rules: OrderRules, positionCost: [Double], start: [Int]) -> (rules: OrderRules, start: [Int])? {
        let n = rules.n
        guard n > 1, positionCost.count == n * n else { return nil }
        var named = [Bool](repeating: false, count: n)
        for e in 0..<n {
            var rest = rules.predecessors[e]
            if rest != 0 { named[e] = true }
            while rest != 0 {
                named[rest.trailingZeroBitCount] = true
                rest &= rest - 1
            }
        }
        for (a, b) in rules.adjacencies { named[a] = true; named[b] = true }
        for block in rules.blocks { for e in 0..<n where block & (1 << UInt64(e)) != 0 { named[e] = true } }
        let weightless = (0..<n).filter { e in
            !named[e] && rules.low[e] == 0 && rules.high[e] == n - 1
                && (0..<n).allSatisfy { positionCost[e * n + $0] == 0 }
        }
        let kept = Set(weightless)
        let others = (0..<n).filter { !kept.contains($0) }
        guard !weightless.isEmpty, !others.isEmpty else { return nil }
        let nondecreasing = others.allSatisfy { e in
            (1..<n).allSatisfy { p in
                positionCost[e * n + p] >= positionCost[e * n + p - 1] || ReferenceTies.same(positionCost[e * n + p], positionCost[e * n + p - 1])
            }
        }
        guard nondecreasing, others.allSatisfy({ rules.low[$0] == 0 }) else { return nil }
        let tail = n - weightless.count
        // Nothing to gain when they already stand last.
        if weightless == Array(tail..<n) && others.allSatisfy({ rules.high[$0] < tail }) { return nil }
        var reduced = rules
        for e in others {
            reduced.high[e] = min(reduced.high[e], tail - 1)
            if reduced.high[e] < reduced.low[e] { return nil }
        }
        for (k, e) in weightless.enumerated() {
            reduced.low[e] = tail + k
            reduced.high[e] = tail + k
        }
        let reducedStart = start.filter { !kept.contains($0) } + weightless
        guard reduced.allows(reducedStart) else { return nil }
        return (reduced, reducedStart)
    }
}
