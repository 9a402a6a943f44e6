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

    /// Moves `order` towards the reference: takes any move of one element
    /// elsewhere that leaves fewer inverted pairs, keeps the rules and keeps
    /// the expected time, until none is left (each one removes at least one
    /// inverted pair, so this ends). A tidy-up for the heuristic search, whose
    /// result carries the random walk's choices among orders that cost the same.
    static func tidy(_ order: [Int], cost: Double, rules: OrderRules,
                     evaluate: ([Int]) -> Double) -> (order: [Int], evaluations: Int) {
        var order = order
        var evaluations = 0
        let n = order.count
        var changed = true
        while changed {
            changed = false
            for i in 0..<n {
                for j in 0..<n where j != i {
                    // Pairs the element at i changes with the elements it passes going to j.
                    let x = order[i]
                    var delta = 0
                    if j > i {
                        for k in (i + 1)...j { delta += x < order[k] ? 1 : -1 }
                    } else {
                        for k in j..<i { delta += x > order[k] ? 1 : -1 }
                    }
                    guard delta < 0 else { continue }
                    var candidate = order
                    candidate.remove(at: i)
                    candidate.insert(x, at: j)
                    guard rules.allows(candidate) else { continue }
                    evaluations += 1
                    if same(evaluate(candidate), cost) {
                        order = candidate
                        changed = true
                        break
                    }
                }
            }
        }
        return (order, evaluations)
    }
}
