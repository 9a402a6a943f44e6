import FocusCost
import FocusModel

/// Ranks a few candidate orders by simulation when the search objective is
/// not exact. Every candidate is simulated with the same seeds (common
/// random numbers: replication i of every order draws the same numbers), and
/// replications double, up to a cap, while the best two are within two
/// standard errors of their paired difference.
struct SimulationRanking {
    static let initialReplications = 2_000
    static let maximumReplications = 32_000

    let request: OptimizationRequest
    let ids: [String]
    let objective: Objective

    /// The weighted completion time of every replication: simulated for terms
    /// without an exact closed form, the closed-form mean for the others.
    func totals(of order: [Int], replications: Int) throws -> [Double] {
        var totals = [Double](repeating: 0, count: replications)
        for (t, term) in objective.terms.enumerated() {
            if term.model.isExact || term.model.shape == .constant {
                let mean = term.weight * term.model.mean(order: order)
                for i in totals.indices { totals[i] += mean }
                continue
            }
            var scenario = request.scenario
            scenario.task = term.variant.task
            scenario.orders = [NamedOrder(name: "candidate", elementIDs: order.map { ids[$0] })]
            let settings = SimulationSettings(replications: replications, seed: request.seed &+ UInt64(t),
                                              keepReplications: true)
            let estimate = try CostModel.simulate(scenario: scenario, order: "candidate", user: term.user,
                                                  settings: settings)
            for (i, record) in (estimate.records ?? []).enumerated() { totals[i] += term.weight * record.total }
        }
        return totals
    }

    func mean(of order: [Int], replications: Int) throws -> Double {
        let values = try totals(of: order, replications: replications)
        return values.reduce(0, +) / Double(values.count)
    }

    func best(of candidates: [[Int]]) throws -> (order: [Int], mean: Double, replications: Int) {
        var replications = Self.initialReplications
        while true {
            let samples = try candidates.map { try totals(of: $0, replications: replications) }
            let means = samples.map { $0.reduce(0, +) / Double(replications) }
            let ranked = means.indices.sorted { (means[$0], $0) < (means[$1], $1) }
            let first = ranked[0]
            guard ranked.count > 1, replications < Self.maximumReplications else {
                return (candidates[first], means[first], replications)
            }
            let second = ranked[1]
            let differences = zip(samples[second], samples[first]).map { $0 - $1 }
            let meanDifference = differences.reduce(0, +) / Double(replications)
            let variance = differences.reduce(0) { $0 + ($1 - meanDifference) * ($1 - meanDifference) }
                / Double(replications - 1)
            let standardError = (variance / Double(replications)).squareRoot()
            if meanDifference > 2 * standardError {
                return (candidates[first], means[first], replications)
            }
            replications *= 2
        }
    }
}
