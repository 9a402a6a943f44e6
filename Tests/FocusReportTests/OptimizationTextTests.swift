@testable import FocusReport
import FocusOptimizer
import FocusStats
import XCTest

final class OptimizationTextTests: XCTestCase {
    func testWholeReport() {
        let text = OptimizationText.render(OptimizationFixtures.report())
        let expectedStart = """
            Tiny form: fastest order found for ios-switch-control
            exact (dynamic programming over subsets), proven optimal · 24 evaluations in 0.12 s · seed 7

               reference (visual)     new order
            1  title                  title
            2  email                * password
            3  password             * email
            4  submit                 submit

            Expected time: 20.00 s with visual, 17.50 s with the new order
            Improvement: 2.50 s faster (95% CI 2.25 to 2.75 s), 12.5% less than visual
              (verified by 1000 replications of both orders on common random numbers)

            Binding constraints (without one, a faster order exists):
              $.constraints[0] {"first": "title"} costs 1.50 s

            Apply the order


            """
        XCTAssertEqual(text, expectedStart + PlatformSnippets.all(OptimizationFixtures.order))
    }

    func testMixNamesEveryUserWithItsShare() {
        XCTAssertEqual(OptimizationText.users([.init(user: "a", weight: 0.5), .init(user: "b", weight: 0.25),
                                               .init(user: "c", weight: 0.25)]),
                       "a (50%), b (25%) and c (25%)")
        let report = OptimizationFixtures.report(mix: [.init(user: "ios-switch-control", weight: 0.5),
                                                       .init(user: "voiceover-expert", weight: 0.5)])
        XCTAssert(OptimizationText.render(report).hasPrefix(
            "Tiny form: fastest order found for ios-switch-control (50%) and voiceover-expert (50%)\n"))
    }

    func testASlowerResultIsNotCalledAnImprovement() {
        let result = OptimizationFixtures.result(improvement: -0.5, ci95: ClosedInterval(low: -0.75, high: -0.25))
        XCTAssert(OptimizationText.improvement(OptimizationFixtures.report(result: result))
            .hasPrefix("Improvement: none; the new order is 0.50 s slower (95% CI -0.75 to -0.25 s)"))
    }

    func testNoBindingConstraintsAndNotProvenOptimal() {
        var result = OptimizationFixtures.result(binding: [])
        result.provenOptimal = false
        result.method = "heuristic (simulated annealing)"
        let text = OptimizationText.render(OptimizationFixtures.report(result: result))
        XCTAssert(text.contains("\nheuristic (simulated annealing), not proven optimal · 24 evaluations"))
        XCTAssert(text.contains("\nBinding constraints: none\n"))
    }

    func testReferenceViolationsAndNotesFollowTheBindingConstraints() {
        var result = OptimizationFixtures.result()
        result.referenceViolations = [ConstraintReference(path: "$.constraints[1]", text: #"{"last":"submit"}"#)]
        result.notes = ["First note.", "Second note."]
        let text = OptimizationText.render(OptimizationFixtures.report(result: result))
        XCTAssert(text.contains("""
              $.constraints[0] {"first": "title"} costs 1.50 s

            The reference order breaks:
              $.constraints[1] {"last":"submit"}

            Notes:
              - First note.
              - Second note.

            Apply the order
            """), text)
    }

    func testWrittenOrderIsNamedBeforeTheSnippets() {
        let text = OptimizationText.render(OptimizationFixtures.report(written: .init(name: "fastest", file: "tiny.optimized.json")))
        XCTAssert(text.contains("\nWrote the order as 'fastest' to tiny.optimized.json\n\nApply the order\n"), text)
    }
}
