import FocusModel

/// What `OrderMeanModel` hands a user model: the candidate elements as the
/// one order of a scenario copy, the task, and each step's target as an index
/// into `elementIDs`.
struct OrderMeanCandidate {
    let scenario: Scenario
    let orderName: String
    let elementIDs: [String]
    let task: [TaskStep]
    let targets: [Int]

    var count: Int { elementIDs.count }
}

/// A user model's answer to `OrderMeanModel`: how the mean depends on the
/// order and what evaluates it.
struct OrderMeanParts {
    var shape: OrderMeanModel.Shape
    /// True when the means are the closed form of the profile as given.
    var isExact: Bool
    /// For `.constant` and `.separable`: cost of element e at position p at `e * n + p`.
    var positionCost: [Double] = []
    var constant: Double = 0
    var evaluator: OrderMeanEvaluator? = nil

    /// A mean that is a sum over steps of a cost of the target's position alone.
    static func separable(_ candidate: OrderMeanCandidate, isExact: Bool, constant: Double,
                          byPosition: (Int) -> Double) -> OrderMeanParts {
        let n = candidate.count
        var costs = [Double](repeating: 0, count: n * n)
        for target in candidate.targets {
            for position in 0..<n { costs[target * n + position] += byPosition(position) }
        }
        return OrderMeanParts(shape: .separable, isExact: isExact, positionCost: costs, constant: constant)
    }

    static func general(isExact: Bool, _ evaluator: OrderMeanEvaluator) -> OrderMeanParts {
        OrderMeanParts(shape: .general, isExact: isExact, evaluator: evaluator)
    }
}
