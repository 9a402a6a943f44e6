/// How searches settle ties: among orders with the same expected time the
/// one closest to the reference wins, closeness being the number of pairs of
/// elements whose relative order differs from the reference's (inverted
/// pairs, Kendall's distance). Elements that cost nothing wherever they go
/// (after the last target, never scanned) then keep the reference's order
/// instead of whatever order the search happened to try first.
enum ReferenceTies {
    /// Means this close (relative) are the same expected time: sums of the
    /// same terms in another order differ only by rounding.
    static let relativeTolerance = 1e-9

    static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isFinite && b.isFinite && abs(a - b) <= relativeTolerance * max(1, abs(a), abs(b)))
    }

    /// Pairs out of the reference's order (the reference is 0, 1, …, n−1).
    static func inversions(_ order: [Int]) -> Int {
        var count = 0
        for i in order.indices {
            for j in (i + 1)..<order.count where order[i] > order[j] { count += 1 }
        }
        return count
    }

    /// Whether (cost, order) is to be preferred to (otherCost, other): cheaper,
    /// or as cheap and closer to the reference.
    static func better(_ cost: Double, _ order: [Int], than otherCost: Double, _ other: [Int]) -> Bool {
        if same(cost, otherCost) { return inversions(order) < inversions(other) }
        return cost < otherCost
    }

    /// Moves `order` towards the reference by swapping neighbours that are
    /// out of the reference's order whenever the rules allow it and the
    /// expected time stays the same, until no such swap is left (each swap
    /// removes one inverted pair, so this ends). A local tidy-up for the
    /// heuristic search, whose result carries the random walk's choices
    /// among orders that cost the same.
    static func tidy(_ order: [Int], cost: Double, rules: OrderRules,
                     evaluate: ([Int]) -> Double) -> (order: [Int], evaluations: Int) {
        var order = order
        var evaluations = 0
        var changed = true
        while changed {
            changed = false
            for i in 0..<max(0, order.count - 1) where order[i] > order[i + 1] {
                var candidate = order
                candidate.swapAt(i, i + 1)
                guard rules.allows(candidate) else { continue }
                evaluations += 1
                if same(evaluate(candidate), cost) {
                    order = candidate
                    changed = true
                }
            }
        }
        return (order, evaluations)
    }
}
