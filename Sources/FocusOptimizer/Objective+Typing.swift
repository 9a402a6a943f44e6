import FocusCost
import FocusModel

extension Objective {
    /// The weighted mean seconds by which the mix's users, typing the
    /// variants' text as profiled, take longer than at their constant rate
    /// (`CostModel.typingOffset`). The search and its ranking type at the
    /// constant rate: typing does not depend on the order, so this moves
    /// every order's time alike and is added only to the times reported.
    func typingOffset(scenario: Scenario, reference: String, seed: UInt64) throws -> Double {
        var total = 0.0
        for term in terms {
            var variant = scenario
            variant.task = term.variant.task
            total += term.weight * (try CostModel.typingOffset(scenario: variant, order: reference, user: term.user,
                                                               seed: seed))
        }
        return total
    }
}
