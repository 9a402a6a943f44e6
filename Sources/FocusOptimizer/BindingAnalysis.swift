import FocusModel

/// Which constraints hold the result back.
///
/// When the search was exact and the objective separable with few movable
/// elements, each constraint is dropped in turn and the exact search re-run:
/// the constraint binds when the optimum without it is faster, and `cost` is
/// the exact saving. Otherwise a constraint binds when a single swap or
/// single move of the result that only it forbids would be faster; `cost` is
/// the best such saving, a lower bound on what dropping it would give.
/// Costs are in the search objective's seconds.
struct BindingAnalysis {
    static let exactRerunLimit = 16

    let located: [LocatedConstraint]
    let ids: [String]
    let orders: [NamedOrder]
    let objective: Objective
    let optimum: [Int]
    let exactSearch: Bool

    func bindingConstraints() -> [BindingConstraint] {
        let best = objective.mean(optimum)
        let tolerance = 1e-9 * max(1, abs(best))
        let full = OrderRules(constraints: located, reference: ids, orders: orders)
        var result: [BindingConstraint] = []
        for constraint in located {
            let relaxed = OrderRules(constraints: located.filter { $0.index != constraint.index },
                                     reference: ids, orders: orders)
            let saving: Double
            if exactSearch && objective.isSeparable && relaxed.movableCount <= Self.exactRerunLimit {
                let outcome = SubsetDynamicProgram.solve(rules: relaxed, cost: { objective.positionCost[$0 * ids.count + $1] },
                                                         constant: objective.constant)
                saving = best - outcome.cost
            } else if exactSearch && !objective.isSeparable && relaxed.movableCount <= OptimizationRun.autoEnumerationLimit {
                saving = best - OrderEnumeration.solve(rules: relaxed, eliteCount: 1) { objective.mean($0) }.cost
            } else {
                saving = bestSingleMoveSaving(relaxed: relaxed, full: full, best: best)
            }
            if saving > tolerance {
                result.append(BindingConstraint(path: constraint.path, text: constraint.constraint.text, cost: saving))
            }
        }
        return result
    }

    private func bestSingleMoveSaving(relaxed: OrderRules, full: OrderRules, best: Double) -> Double {
        var saving = 0.0
        func consider(_ order: [Int]) {
            guard relaxed.allows(order), !full.allows(order) else { return }
            saving = max(saving, best - objective.mean(order))
        }
        OrderNeighbours.forEach(count: optimum.count, longestRun: 1, of: { optimum }, consider)
        return saving
    }
}
