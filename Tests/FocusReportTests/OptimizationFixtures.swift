@testable import FocusOptimizer
import FocusReport
import FocusStats

/// A hand-built optimization of a four-element form, with round numbers.
enum OptimizationFixtures {
    static let reference = ["title", "email", "password", "submit"]
    static let order = ["title", "password", "email", "submit"]

    static func result(improvement: Double = 2.5, ci95: ClosedInterval = ClosedInterval(low: 2.25, high: 2.75),
                       binding: [BindingConstraint] = [
                           BindingConstraint(path: "$.constraints[0]", text: #"{"first": "title"}"#, cost: 1.5),
                       ]) -> OptimizationResult {
        OptimizationResult(
            order: order, expectedTime: 17.5, reference: "visual", referenceExpectedTime: 20,
            improvement: .init(mean: improvement, ci95: ci95, percent: improvement / 20 * 100),
            provenOptimal: true, method: "exact (dynamic programming over subsets)", evaluations: 24,
            elapsedSeconds: 0.125, bindingConstraints: binding)
    }

    static func report(result: OptimizationResult = result(),
                       mix: [OptimizationReport.Weighted] = [.init(user: "ios-switch-control", weight: 1)],
                       written: OptimizationReport.WrittenOrder? = nil) -> OptimizationReport {
        OptimizationReport(scenarioName: "Tiny form", referenceOrder: reference, mix: mix, seed: 7,
                           verificationReplications: 1000, result: result, written: written)
    }
}
