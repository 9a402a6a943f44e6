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
public struct OrderMeanModel: Sendable {
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
    public let constant: Double
    let evaluator: OrderMeanEvaluator?

    /// `elementIDs` must include every target of `task`; the models' own
    /// refusals (a target that can never be reached) are thrown for that order.
    public init(scenario: Scenario, elementIDs: [String], task: [TaskStep], profile: UserProfile) throws {
        var copy = scenario
        copy.task = task
        copy.orders = [NamedOrder(name: Self.orderName, elementIDs: elementIDs)]
        // The real models check the order once: unknown targets, unreachable targets, missing frames.
        do {
            _ = try CostModel.validateModel(scenario: copy, order: Self.orderName, profile: profile)
        } catch let error as SimulationError {
            throw CostModelError.simulation(error)
        }
        let n = elementIDs.count
        var index: [String: Int] = [:]
        for (i, id) in elementIDs.enumerated() { index[id] = i }
        let targets = task.map { index[$0.target]! }
        self.elementIDs = elementIDs
        switch profile {
        case let .switchScanning(p):
            let built = try Self.switchScanning(copy, profile: p, n: n, targets: targets, task: task)
            (shape, isExact, positionCost, constant, evaluator) = built
        case let .swipe(p):
            let plan = StopNavigationCosts.swipe(elements: copy.elements, ids: elementIDs, task: task,
                                                 targets: targets, profile: p)
            (shape, isExact, positionCost, constant, evaluator) = (.general, p.overshoot == 0, [], 0, .stops(plan))
        case let .keyboard(p):
            let plan = StopNavigationCosts.keyboard(elements: copy.elements, ids: elementIDs, task: task,
                                                    targets: targets, profile: p)
            (shape, isExact, positionCost, constant, evaluator) = (.general, p.overshoot == 0, [], 0, .stops(plan))
        }
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
            return evaluator.mean(order: order)
        }
    }

    /// The mean of an order given as element ids (a permutation of `elementIDs`).
    public func mean(ids: [String]) -> Double {
        var index: [String: Int] = [:]
        for (i, id) in elementIDs.enumerated() { index[id] = i }
        return mean(order: ids.map { index[$0]! })
    }

    private typealias Built = (Shape, Bool, [Double], Double, OrderMeanEvaluator?)

    private static func switchScanning(_ scenario: Scenario, profile p: SwitchScanningProfile, n: Int,
                                       targets: [Int], task: [TaskStep]) throws -> Built {
        var fixedCost = 0.0
        for step in task {
            fixedCost += p.activationTime.mean + Double(step.characters) * p.entryTimePerCharacter.mean
        }
        var errorFree = p
        errorFree.loops = nil
        errorFree.falseActivation = 0
        let exact = p.loops == nil && p.falseActivation == 0
        switch (p.scanning, p.mode) {
        case (.point, _):
            let model = try PointScanningModel(scenario: scenario, orderName: orderName, profile: errorFree)
            guard let moments = PointScanClosedForm.moments(of: model) else {
                throw CostModelError.unsupported("point scanning settings without a closed form")
            }
            return (.constant, exact, [Double](repeating: 0, count: n * n), moments.mean, nil)
        case (.step, _):
            let presses = p.slip > 0 ? StepScanClosedForm.pressCountMoments(itemCount: n, slip: p.slip).mean : nil
            let byMoves = (0..<n).map { m in (presses?[m] ?? Double(m + 1)) * p.pressTime.mean }
            if p.resumeAfterSelection == .first {
                return (.separable, true, separableCosts(n: n, targets: targets) { byMoves[$0] }, fixedCost, nil)
            }
            let table = (0..<n * n).map { k in byMoves[((k % n) - k / n + n) % n] }
            return (.general, true, [], 0, .chained(ChainedCosts(n: n, targets: targets, table: table, fixed: fixedCost)))
        case (.auto, .item):
            func navigation(_ start: Int, _ target: Int) -> Double {
                ScanLevelMoments.navigation(itemCount: n, startItem: start, target: target, profile: errorFree)?.mean
                    ?? .infinity
            }
            if p.resumeAfterSelection == .first {
                let byPosition = (0..<n).map { navigation(0, $0) }
                return (.separable, exact, separableCosts(n: n, targets: targets) { byPosition[$0] }, fixedCost, nil)
            }
            let table = (0..<n * n).map { k in navigation(k / n, k % n) }
            return (.general, exact, [], 0, .chained(ChainedCosts(n: n, targets: targets, table: table, fixed: fixedCost)))
        case (.auto, .group), (.auto, .rowColumn):
            let units = TwoLevelCosts(scenario: scenario, task: task, profile: errorFree, fixed: fixedCost)
            return (.general, exact, [], 0, .twoLevel(units))
        }
    }

    /// cost[e * n + p]: the summed cost of the steps that target e when e is at p.
    private static func separableCosts(n: Int, targets: [Int], byPosition: (Int) -> Double) -> [Double] {
        var costs = [Double](repeating: 0, count: n * n)
        for target in targets {
            for position in 0..<n { costs[target * n + position] += byPosition(position) }
        }
        return costs
    }
}

extension CostModel {
    /// Builds the simulation model of `order` for `profile`, so that its
    /// refusals surface; the replications are not run.
    static func validateModel(scenario: Scenario, order: String, profile: UserProfile) throws -> Bool {
        switch profile {
        case let .switchScanning(p):
            switch (p.scanning, p.mode) {
            case (.auto, .item): _ = try SwitchScanningModel(scenario: scenario, orderName: order, profile: p)
            case (.step, _): _ = try StepScanningModel(scenario: scenario, orderName: order, profile: p)
            case (.auto, _): _ = try TwoLevelScanningModel(scenario: scenario, orderName: order, profile: p)
            case (.point, _): _ = try PointScanningModel(scenario: scenario, orderName: order, profile: p)
            }
        case let .swipe(p): _ = try SwipeModel(scenario: scenario, orderName: order, profile: p)
        case let .keyboard(p): _ = try KeyboardModel(scenario: scenario, orderName: order, profile: p)
        }
        return true
    }
}
