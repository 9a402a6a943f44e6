import FocusCost
import FocusModel

/// Expected completion time over the users of the mix and the task
/// variants, each term weighted by user weight × variant weight (both
/// normalised to sum to 1), as a function of an order of the reference's elements.
///
/// On a screen that changes during the task each term plays the phases
/// (`PhasedOrderMean`): the main screen's order is used wherever the main
/// screen is shown, dialogs keep theirs.
struct Objective: Sendable {
    struct Term: Sendable {
        enum Mean: Sendable {
            case still(OrderMeanModel)
            case phased(PhasedOrderMean)
        }

        var weight: Double
        var user: NamedProfile
        var variant: TaskVariant
        var model: Mean

        /// The closed form of the profile as given, or a mean that does not depend on the order.
        var isExact: Bool {
            switch model {
            case let .still(model): model.isExact || model.shape == .constant
            case let .phased(model): model.isExact
            }
        }

        var shape: OrderMeanModel.Shape {
            switch model {
            case let .still(model): model.shape
            case .phased: .general
            }
        }

        func mean(order: [Int]) -> Double {
            switch model {
            case let .still(model): model.mean(order: order)
            case let .phased(model): model.mean(order: order)
            }
        }
    }

    let terms: [Term]
    let n: Int
    /// True when every term's mean is a sum over (element, position) costs.
    let isSeparable: Bool
    /// True when the terms play the phases of a changing screen (each evaluation plans them anew).
    let isPhased: Bool
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
                let model: Term.Mean = scenario.changesDuringTask
                    ? .phased(try PhasedOrderMean(scenario: scenario, elementIDs: reference, task: variant.task,
                                                  profile: user.profile))
                    : .still(try OrderMeanModel(scenario: scenario, elementIDs: reference, task: variant.task,
                                                profile: user.profile))
                terms.append(Term(weight: weight / userTotal * variant.weight, user: user, variant: variant,
                                  model: model))
            }
        }
        self.terms = terms
        n = reference.count
        isPhased = scenario.changesDuringTask
        isSeparable = terms.allSatisfy { $0.shape != .general }
        isExact = terms.allSatisfy(\.isExact)
        var costs = [Double](repeating: 0, count: n * n)
        var constant = 0.0
        if isSeparable {
            for term in terms {
                guard case let .still(model) = term.model else { continue }
                for k in costs.indices { costs[k] += term.weight * model.positionCost[k] }
                constant += term.weight * model.constant
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
        return terms.reduce(0) { $0 + $1.weight * $1.mean(order: order) }
    }
}
