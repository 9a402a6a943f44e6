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
            if term.isExact {
                let mean = term.weight * term.mean(order: order)
                for i in totals.indices { totals[i] += mean }
                continue
            }
            var scenario = request.scenario
            scenario.task = term.variant.task
            scenario.orders = [NamedOrder(name: "candidate", elementIDs: order.map { ids[$0] })]
            var settings = SimulationSettings(replications: replications, seed: request.seed &+ UInt64(t),
                                              keepReplications: true)
            settings.taskTyping = .constantRate
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

    /// The fastest candidate by simulation. Replications double while the
    /// best two are within two standard errors of their paired difference,
    /// but not when more could not settle it: an exact tie (every paired
    /// difference 0), or a difference so far below its standard error that
    /// even the cap would leave it within two (the standard error shrinks as
    /// √replications). Candidates the simulation cannot tell from the fastest
    /// are ties, and ties go to the order closest to the reference.
    func best(of candidates: [[Int]]) throws -> (order: [Int], mean: Double, replications: Int) {
        var replications = Self.initialReplications
        while true {
            let samples = try candidates.map { try totals(of: $0, replications: replications) }
            let means = samples.map { $0.reduce(0, +) / Double(replications) }
            let ranked = means.indices.sorted { (means[$0], $0) < (means[$1], $1) }
            let first = ranked[0]
            guard ranked.count > 1 else { return (candidates[first], means[first], replications) }
            let second = PairedGap(samples[ranked[1]], samples[first])
            if second.separates { return (candidates[first], means[first], replications) }
            if replications < Self.maximumReplications,
               second.couldSeparate(growingBy: Double(Self.maximumReplications) / Double(replications)) {
                replications *= 2
                continue
            }
            let tied = ranked.filter { $0 == first || !PairedGap(samples[$0], samples[first]).separates }
            let chosen = tied.min { a, b in
                (ReferenceTies.inversions(candidates[a]), means[a]) < (ReferenceTies.inversions(candidates[b]), means[b])
            }!
            return (candidates[chosen], means[chosen], replications)
        }
    }
}

/// The paired difference of two candidates' replications (same random
/// numbers per replication): its mean and standard error.
struct PairedGap {
    let mean: Double
    let standardError: Double

    init(_ slower: [Double], _ faster: [Double]) {
        let count = Double(slower.count)
        let differences = zip(slower, faster).map { $0 - $1 }
        let average = differences.reduce(0, +) / count
        let variance = differences.reduce(0) { $0 + ($1 - average) * ($1 - average) } / (count - 1)
        mean = average
        standardError = (variance / count).squareRoot()
    }

    /// More than two standard errors apart.
    var separates: Bool { mean > 2 * standardError }

    /// Whether, at the difference seen, `factor` times the replications
    /// could bring it beyond two standard errors; never for an exact tie.
    func couldSeparate(growingBy factor: Double) -> Bool {
        guard standardError > 0 else { return false }
        return abs(mean) > 2 * standardError / factor.squareRoot()
    }
}
