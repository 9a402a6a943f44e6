import FocusCost
import FocusModel

/// Expected completion time over the users of the mix and the task
/// variants, each term weighted by user weight × variant weight (both
/// normalised to sum to 1), as a function of an order of the reference's elements.
struct Objective: Sendable {
    struct Term: Sendable {
        var weight: Double
        var user: NamedProfile
        var variant: TaskVariant
        var model: OrderMeanModel
    }

    let terms: [Term]
    let n: Int
    /// True when every term's mean is a sum over (element, position) costs.
    let isSeparable: Bool
    /// True when every term is the closed form of its profile as given (or does not depend on the order).
    let isExact: Bool
    /// For separable objectives: the weighted cost of element e at position p, [e * n + p].
    let positionCost: [Double]
    let constant: Double

    init(scenario: Scenario, reference: [String], mix: [(user: NamedProfile, weight: Double)]) throws {
        let userTotal = mix.reduce(0) { $0 + $1.weight }
        guard userTotal > 0, mix.allSatisfy({ $0.weight >= 0 && $0.weight.isFinite }) else {
            throw OptimizerError.invalidRequest("user weights must be non-negative and not all 0")
        }
        var terms: [Term] = []
        for (user, weight) in mix where weight > 0 {
            for variant in scenario.normalizedVariants {
                let model = try OrderMeanModel(scenario: scenario, elementIDs: reference, task: variant.task,
                                               profile: user.profile)
                terms.append(Term(weight: weight / userTotal * variant.weight, user: user, variant: variant,
                                  model: model))
            }
        }
        self.terms = terms
        n = reference.count
        isSeparable = terms.allSatisfy { $0.model.shape != .general }
        isExact = terms.allSatisfy { $0.model.isExact || $0.model.shape == .constant }
        var costs = [Double](repeating: 0, count: n * n)
        var constant = 0.0
        if isSeparable {
            for term in terms {
                for k in costs.indices { costs[k] += term.weight * term.model.positionCost[k] }
                constant += term.weight * term.model.constant
            }
        }
        positionCost = costs
        self.constant = constant
    }

    func mean(_ order: [Int]) -> Double {
        if isSeparable {
            var total = constant
            for (position, element) in order.enumerated() { total += positionCost[element * n + position] }
            return total
        }
        return terms.reduce(0) { $0 + $1.weight * $1.model.mean(order: order) }
    }
}
