/// Descent to a local optimum: take any swap of two elements, move of one
/// element or move of a run of 2–6 neighbours that keeps the rules and
/// lowers the cost, until none does. Ends each annealing run, where the
/// temperature is already too low for the random walk to find the last gains.
enum LocalSearch {
    static func descend(from start: [Int], cost: Double, rules: OrderRules,
                        evaluate: ([Int]) -> Double) -> (order: [Int], cost: Double, evaluations: Int) {
        let n = start.count
        var order = start, best = cost, evaluations = 0
        var improved = true
        func attempt(_ candidate: [Int]) {
            guard rules.allows(candidate) else { return }
            let value = evaluate(candidate)
            evaluations += 1
            if value < best - 1e-12 * max(1, abs(best)) {
                order = candidate
                best = value
                improved = true
            }
        }
        while improved {
            improved = false
            for i in 0..<n {
                for j in 0..<n where j != i {
                    if j > i {
                        var swapped = order
                        swapped.swapAt(i, j)
                        attempt(swapped)
                    }
                    for length in 1...6 where i + length <= n {
                        var moved = order
                        let run = Array(moved[i..<(i + length)])
                        moved.removeSubrange(i..<(i + length))
                        guard j <= moved.count else { continue }
                        moved.insert(contentsOf: run, at: j)
                        attempt(moved)
                    }
                }
            }
        }
        return (order, best, evaluations)
    }
}
