import FocusModel
import FocusSimulation

/// The expected completion time of a task on a changing screen (dialogs,
/// list changes, traps) as a function of the main screen's order: the task
/// is cut into phases for that order (`FocusPhasePlanner`) and the mean is
/// the sum over phases of each still's closed form, plus the time spent
/// looking for focus that is not drawn. The mean of a sum is the sum of the
/// means, so this is the phased run's expected time exactly whenever every
/// still has a closed form. Dialogs keep their own orders; only the main
/// screen's order moves.
///
/// Where the profile as given has no closed form (loop limit, false
/// activations, overshoots), the means are those of the same profile without
/// them and `isExact` is false, as for `OrderMeanModel`.
package struct PhasedOrderMean: Sendable {
    public let elementIDs: [String]
    /// True when `mean(order:)` is the closed form of the profile as given.
    public let isExact: Bool
    private let scenario: Scenario
    private let model: any UserModel

    /// Throws the refusal of the phase planner or of a user model for the
    /// order `elementIDs` (the reference): a task that cannot be done on it.
    public init(scenario: Scenario, elementIDs: [String], task: [TaskStep], profile: UserProfile) throws {
        var copy = scenario
        copy.task = task
        self.scenario = copy
        self.elementIDs = elementIDs
        let given = UserModelFactory.model(for: profile)
        do {
            if try Self.closedMean(given, scenario: copy, ids: elementIDs) != nil {
                model = given
                isExact = true
            } else {
                model = UserModelFactory.model(for: profile.errorFree)
                isExact = false
            }
        } catch let error as SimulationError {
            throw CostModelError.simulation(error)
        }
    }

    /// The mean of `order`, a permutation of indices into `elementIDs`;
    /// infinity when the task cannot be done in that order (a trap without
    /// an exit on the way, a target never reached).
    public func mean(order: [Int]) -> Double {
        let ids = order.map { elementIDs[$0] }
        return (try? Self.closedMean(model, scenario: scenario, ids: ids)) ?? .infinity
    }

    private static func closedMean<M: UserModel>(_ model: M, scenario: Scenario, ids: [String]) throws -> Double? {
        var copy = scenario
        copy.orders = [NamedOrder(name: OrderMeanModel.orderName, elementIDs: ids)]
        return try model.phasedClosedMean(scenario: copy, order: OrderMeanModel.orderName)
    }
}

extension UserModel {
    /// The closed-form mean of a phased run: each still's closed form, focus
    /// starting where the screen puts it, plus the search for hidden focus;
    /// nil when some still has no closed form.
    func phasedClosedMean(scenario: Scenario, order: String) throws -> Double? {
        let plan = try PhasePlan(scenario: scenario, order: order, searchesForHiddenFocus: searchesForHiddenFocus)
        var total = 0.0
        for (still, search) in zip(plan.stills, plan.searchSeconds) {
            let built = try model(of: still.scenario, order: order, startIndex: startIndex(of: still))
            guard let moments = closedForm(of: built) else { return nil }
            total += moments.mean + search
        }
        return total
    }
}
