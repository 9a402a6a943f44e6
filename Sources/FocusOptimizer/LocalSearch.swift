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
            OrderNeighbours.forEach(count: n, longestRun: 6, of: { order }, attempt)
        }
        return (order, best, evaluations)
    }
}
