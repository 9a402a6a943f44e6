import FocusCost
import FocusModel
import FocusStats

/// The new order against the reference in a fresh simulation: for every
/// user of the mix and every task variant, both orders with common random
/// numbers (`CostModel.compare`), on seeds the search did not use.
///
/// Each (user, variant) term gives a paired mean difference d (reference −
/// new) with standard error s (its 95% CI half-width over the t quantile).
/// Terms use different seeds, so they are independent, and the combined
/// improvement is Σ w·d with standard error √(Σ w²·s²) and a normal 95% CI;
/// the percentage is Σ w·d over the weighted reference mean.
struct Verification {
    /// Added to the request's seed so the verification draws numbers the search never saw.
    static let seedOffset: UInt64 = 1_000_003

    let request: OptimizationRequest
    let objective: Objective
    let referenceName: String
    let order: [String]
    /// Seconds that typing as profiled adds to every order's time
    /// (`Objective.typingOffset`): the verification types at the constant
    /// rate, so the reference's time it gives the percentage against adds it.
    var typingOffset = 0.0

    func run() throws -> OptimizationResult.Improvement {
        let replications = request.verificationReplications
        var mean = 0.0, variance = 0.0, referenceMean = 0.0
        let newName = uniqueName()
        for (t, term) in objective.terms.enumerated() {
            var scenario = request.scenario
            scenario.task = term.variant.task
            scenario.orders.append(NamedOrder(name: newName, elementIDs: order))
            var settings = SimulationSettings(replications: replications,
                                              seed: request.seed &+ Self.seedOffset &+ UInt64(t))
            settings.taskTyping = .constantRate
            let comparison = try CostModel.compare(scenario: scenario, orders: (referenceName, newName),
                                                   user: term.user, settings: settings)
            let difference = comparison.difference
            let t975 = Statistics.tQuantile(0.975, degreesOfFreedom: Double(replications - 1))
            let standardError = (difference.ci95.high - difference.ci95.low) / (2 * t975)
            mean += term.weight * difference.mean
            variance += term.weight * term.weight * standardError * standardError
            referenceMean += term.weight * comparison.a.summary.mean
        }
        referenceMean += typingOffset
        let halfWidth = 1.959963984540054 * variance.squareRoot()
        return .init(mean: mean, ci95: ClosedInterval(low: mean - halfWidth, high: mean + halfWidth),
                     percent: referenceMean > 0 ? 100 * mean / referenceMean : 0)
    }

    private func uniqueName() -> String {
        var name = "optimized"
        var k = 2
        while request.scenario.order(named: name) != nil {
            name = "optimized-\(k)"
            k += 1
        }
        return name
    }
}
