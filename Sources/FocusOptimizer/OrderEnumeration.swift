/// Exact search for any objective: every order that keeps the rules, built
/// front to back so that a prefix no rule allows is never extended
/// (precedence and position pruning), each complete order evaluated. There
/// is no cost bound, so the work grows with the number of feasible orders
/// (at most n!); `auto` uses it only for small forms.
enum OrderEnumeration {
    struct Outcome {
        var order: [Int]?
        var cost: Double
        var evaluations: Int
        /// The cheapest orders seen, best first (for re-ranking by simulation).
        var elite: [(order: [Int], cost: Double)]
    }

    static func solve(rules: OrderRules, eliteCount: Int = 6, cost: ([Int]) -> Double) -> Outcome {
        var prefix: [Int] = []
        prefix.reserveCapacity(rules.n)
        var elite = EliteOrders(capacity: eliteCount)
        var evaluations = 0
        // Sets from which no complete order can be built.
        var dead = Set<UInt64>()
        func extend(_ placed: UInt64) -> Bool {
            if placed == rules.full {
                evaluations += 1
                elite.offer(prefix, cost: cost(prefix))
                return true
            }
            if dead.contains(placed) || !rules.windowsOpen(placed: placed) { return false }
            var options = rules.candidates(placed: placed)
            var completed = false
            while options != 0 {
                let e = options.trailingZeroBitCount
                options &= options - 1
                prefix.append(e)
                if extend(placed | (1 << UInt64(e))) { completed = true }
                prefix.removeLast()
            }
            if !completed { dead.insert(placed) }
            return completed
        }
        _ = extend(0)
        let best = elite.orders.first
        return Outcome(order: best?.order, cost: best?.cost ?? .infinity, evaluations: evaluations,
                       elite: elite.orders)
    }
}

/// The few cheapest distinct orders seen by a search, best first (ties:
/// closest to the reference first, see `ReferenceTies`).
struct EliteOrders {
    let capacity: Int
    private(set) var orders: [(order: [Int], cost: Double)] = []
    /// Inverted pairs of each kept order, counted when a tie first needs them.
    private var inversions: [Int?] = []

    init(capacity: Int) { self.capacity = capacity }

    mutating func offer(_ order: [Int], cost: Double) {
        guard cost.isFinite else { return }
        var offeredInversions: Int?
        func precedes(_ k: Int) -> Bool {
            guard ReferenceTies.same(cost, orders[k].cost) else { return cost < orders[k].cost }
            if offeredInversions == nil { offeredInversions = ReferenceTies.inversions(order) }
            if inversions[k] == nil { inversions[k] = ReferenceTies.inversions(orders[k].order) }
            return offeredInversions! < inversions[k]!
        }
        if orders.count == capacity, !precedes(orders.count - 1) { return }
        if orders.contains(where: { $0.order == order }) { return }
        let index = orders.indices.first(where: precedes) ?? orders.count
        orders.insert((order, cost), at: index)
        inversions.insert(offeredInversions, at: index)
        if orders.count > capacity {
            orders.removeLast()
            inversions.removeLast()
        }
    }
}
