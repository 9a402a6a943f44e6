import Foundation

/// Simulated annealing over the orders that keep the rules, for forms too
/// large for an exact search.
///
/// Moves: swap two elements, move one element elsewhere, or move a run of
/// 2–6 neighbours elsewhere (which keeps blocks and adjacent pairs whole).
/// A move whose result breaks a rule is rejected, so the walk stays among
/// feasible orders from a feasible start. Acceptance follows Metropolis at a
/// temperature that falls geometrically within each run; every run restarts
/// from the best order so far. All choices come from one generator seeded by
/// the request, so with the same seed and no time limit reached the result is
/// the same on every machine.
struct Annealing {
    struct Settings {
        var seed: UInt64
        var timeLimit: Double
        var runs: Int
        var movesPerRunPerElement: Int
    }

    struct Outcome {
        var order: [Int]
        var cost: Double
        var evaluations: Int
        var elite: [(order: [Int], cost: Double)]
        var stoppedByTimeLimit: Bool
    }

    static func search(rules: OrderRules, start: [Int], settings: Settings, cost: ([Int]) -> Double,
                       progress: (_ elapsed: Double, _ evaluations: Int, _ best: Double) -> Void) -> Outcome {
        let n = rules.n
        var random = SplitMix64(seed: settings.seed)
        let clock = ContinuousClock()
        let started = clock.now
        func elapsed() -> Double {
            let d = clock.now - started
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        var current = start
        var currentCost = cost(start)
        var best = current, bestCost = currentCost
        var bestInversions: Int? = nil
        var elite = EliteOrders(capacity: 6)
        elite.offer(current, cost: currentCost)
        var evaluations = 1
        guard n >= 2 else {
            return Outcome(order: best, cost: bestCost, evaluations: evaluations, elite: elite.orders,
                           stoppedByTimeLimit: false)
        }
        var candidate = current

        /// Writes a random neighbour of `current` into `candidate`.
        func propose() {
            let i = random.below(n)
            var j = random.below(n - 1)
            if j >= i { j += 1 }
            candidate = current
            switch random.below(3) {
            case 0:
                candidate.swapAt(i, j)
            case 1:
                let e = candidate.remove(at: i)
                candidate.insert(e, at: j)
            default:
                let length = min(2 + random.below(5), n - 1)
                let from = min(i, n - length)
                let run = Array(candidate[from..<(from + length)])
                candidate.removeSubrange(from..<(from + length))
                let to = random.below(candidate.count + 1)
                candidate.insert(contentsOf: run, at: to)
            }
        }

        // The starting temperature accepts an average uphill move half the time.
        var uphill = 0.0, uphillCount = 0
        for _ in 0..<(20 * n) {
            propose()
            guard rules.allows(candidate) else { continue }
            let delta = cost(candidate) - currentCost
            evaluations += 1
            if delta > 0, delta.isFinite { uphill += delta; uphillCount += 1 }
        }
        let initialTemperature = uphillCount > 0 ? uphill / Double(uphillCount) / log(2.0) : 1e-6
        let movesPerRun = max(1000, settings.movesPerRunPerElement * n)
        let cooling = pow(1e-4, 1 / Double(movesPerRun))
        var stopped = false
        var lastReport = 0.0
        runs: for _ in 0..<settings.runs {
            current = best
            currentCost = bestCost
            var temperature = initialTemperature
            for move in 0..<movesPerRun {
                temperature *= cooling
                if move & 255 == 0 {
                    let now = elapsed()
                    if now > settings.timeLimit { stopped = true; break runs }
                    if now - lastReport > 0.5 { progress(now, evaluations, bestCost); lastReport = now }
                }
                propose()
                guard rules.allows(candidate) else { continue }
                let candidateCost = cost(candidate)
                evaluations += 1
                let delta = candidateCost - currentCost
                guard delta <= 0 || random.unit() < exp(-delta / temperature) else { continue }
                swap(&current, &candidate)
                currentCost = candidateCost
                if currentCost < bestCost, !ReferenceTies.same(currentCost, bestCost) {
                    best = current
                    bestCost = currentCost
                    bestInversions = nil
                } else if ReferenceTies.same(currentCost, bestCost) {
                    // Ties: the order closer to the reference (see `ReferenceTies`).
                    let inversions = ReferenceTies.inversions(current)
                    if bestInversions == nil { bestInversions = ReferenceTies.inversions(best) }
                    if inversions < bestInversions! {
                        best = current
                        bestInversions = inversions
                    }
                }
                elite.offer(current, cost: currentCost)
            }
            let polished = LocalSearch.descend(from: best, cost: bestCost, rules: rules, evaluate: cost)
            evaluations += polished.evaluations
            if polished.cost < bestCost { best = polished.order; bestCost = polished.cost; bestInversions = nil }
            elite.offer(best, cost: bestCost)
        }
        let tidied = ReferenceTies.tidy(best, cost: bestCost, rules: rules, evaluate: cost)
        best = tidied.order
        evaluations += tidied.evaluations
        var tidiedElite = EliteOrders(capacity: elite.capacity)
        for (order, orderCost) in elite.orders + [(best, bestCost)] {
            let result = ReferenceTies.tidy(order, cost: orderCost, rules: rules, evaluate: cost)
            evaluations += result.evaluations
            tidiedElite.offer(result.order, cost: orderCost)
        }
        elite = tidiedElite
        progress(elapsed(), evaluations, bestCost)
        return Outcome(order: best, cost: bestCost, evaluations: evaluations, elite: elite.orders,
                       stoppedByTimeLimit: stopped)
    }
}

/// The SplitMix64 generator (Steele, Lea and Flood 2014): small, fast and
/// fully determined by its seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A uniform double in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
