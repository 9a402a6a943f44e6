import FocusModel
import FocusSimulation
import FocusStats

/// The expected completion time of one task for one profile as a function of
/// the order, over a fixed set of elements. Built once, it evaluates any
/// rearrangement of those elements (given as indices into `elementIDs`)
/// without a scenario copy, a decoded order or a simulation.
///
/// Means come from the model's closed form. Where the profile as given has
/// none (a loop limit or false activations in automatic scanning, overshoots
/// in swipe and keyboard navigation), they come from the closed form of the
/// same profile without them, and `isExact` is false: such means rank orders
/// as an error-free user would experience them, and only simulation gives the
/// profile's own mean.
package struct OrderMeanModel: Sendable {
    /// How the mean depends on the order.
    public enum Shape: Sendable, Equatable {
        /// Not at all (point scanning aims at the screen, not along the order).
        case constant
        /// A sum over steps of a cost of the target's position alone: `positionCost`.
        case separable
        /// Any other way (the start of a step depends on the previous target,
        /// units depend on neighbours, or the path depends on the stops between).
        case general
    }

    public let elementIDs: [String]
    public let shape: Shape
    /// True when `mean(order:)` is the closed form of the profile as given.
    public let isExact: Bool
    /// For `.constant` and `.separable`: the cost of element e at position p is
    /// `positionCost[e * n + p]`, and the mean is their sum plus `constant`.
    public let positionCost: [Double]
    /// What every order costs alike (for `.general`, added to the evaluator's
    /// mean): activation, entry, and scrolling, which depends on where the
    /// targets lie and not on the order.
    public let constant: Double
    let evaluator: OrderMeanEvaluator?

    /// `elementIDs` must include every target of `task`; the models' own
    /// refusals (a target that can never be reached) are thrown for that order.
    public init(scenario: Scenario, elementIDs: [String], task: [TaskStep], profile: UserProfile) throws {
        var copy = scenario
        copy.task = task
        copy.orders = [NamedOrder(name: Self.orderName, elementIDs: elementIDs)]
        let model = UserModelFactory.model(for: profile)
        // The real model checks the order once: unknown targets, unreachable targets, missing frames.
        do {
            _ = try model.model(of: copy, order: Self.orderName, startIndex: 0)
        } catch let error as SimulationError {
            throw CostModelError.simulation(error)
        }
        if let stops = UserModelFactory.model(for: profile).scanStops(of: copy, order: Self.orderName),
           stops.count < elementIDs.count {
            // Elements the scan skips cost nothing wherever they are: the mean
            // of an order is the mean of its stops in their sequence.
            let inner = try OrderMeanModel(scenario: scenario, elementIDs: stops, task: task, profile: profile)
            self.elementIDs = elementIDs
            shape = inner.shape == .constant ? .constant : .general
            isExact = inner.isExact
            positionCost = [Double](repeating: 0, count: elementIDs.count * elementIDs.count)
            constant = inner.shape == .constant ? inner.constant : 0
            evaluator = inner.shape == .constant ? nil : .skipping(SkippedElements(inner: inner, among: elementIDs))
            return
        }
        var index: [String: Int] = [:]
        for (i, id) in elementIDs.enumerated() { index[id] = i }
        let parts = try model.orderMean(OrderMeanCandidate(scenario: copy, orderName: Self.orderName,
                                                           elementIDs: elementIDs, task: task,
                                                           targets: task.map { index[$0.target]! }))
        self.elementIDs = elementIDs
        shape = parts.shape
        isExact = parts.isExact
        positionCost = parts.positionCost
        // Scrolling depends on where the targets lie, and choosing in a picker
        // on its list, not on the order: the same for every order, they are
        // part of the constant (a list without a closed form adds nothing).
        let choosing = try model.addingPickers(to: AnalyticMoments(mean: 0, sd: 0), of: copy)?.mean ?? 0
        constant = parts.constant + model.scrollCost.moments(screenfuls: Viewport.screenfulsScrolled(copy)).mean + choosing
        evaluator = parts.evaluator
    }

    static let orderName = "candidate"


    /// The mean completion time of `order`, a permutation of 0..<n; infinity
    /// when some target cannot be reached in that order.
    public func mean(order: [Int]) -> Double {
        switch evaluator {
        case nil:
            let n = elementIDs.count
            var total = constant
            for (position, element) in order.enumerated() { total += positionCost[element * n + position] }
            return total
        case let .some(evaluator):
            return evaluator.mean(order: order) + constant
        }
    }

    /// The mean of an order given as element ids (a permutation of `elementIDs`).
    public func mean(ids: [String]) -> Double {
        var index: [String: Int] = [:]
        for (i, id) in elementIDs.enumerated() { index[id] = i }
        return mean(order: ids.map { index[$0]! })
    }
}
