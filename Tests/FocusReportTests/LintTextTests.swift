@testable import FocusCost
@testable import FocusLint
@testable import FocusReport
import FocusStats
import XCTest

/// How a lint cost reads, whichever way the repair moves the time.
final class LintTextTests: XCTestCase {
    private func cost(asItIs: Double, repaired: Double, ci: (Double, Double)) -> LintCost {
        let difference = PairedDifference(mean: asItIs - repaired, ci95: ClosedInterval(low: ci.0, high: ci.1),
                                          pValue: 0.01, probabilityAFaster: 0.5)
        let comparison = ScenarioComparison(meanA: asItIs, meanB: repaired, difference: difference, cappedA: 0, cappedB: 0)
        return LintCost(user: "keyboard", comparison: comparison)
    }

    func testAFasterRepairSaves() {
        XCTAssertEqual(LintText.costLine(cost(asItIs: 10, repaired: 8.81, ci: (1.02, 1.36))),
                       "keyboard: saves 1.19 s [1.02, 1.36] (10.00 s as it is, 8.81 s repaired)")
    }

    func testASlowerRepairSaysWhatItCosts() {
        // Saving -1.19 s with CI [-1.36, -1.02]: the repair costs 1.19 s more, CI [1.02, 1.36].
        XCTAssertEqual(LintText.costLine(cost(asItIs: 8.81, repaired: 10, ci: (-1.36, -1.02))),
                       "keyboard: the repair costs 1.19 s more [1.02, 1.36] (8.81 s as it is, 10.00 s repaired)")
    }

    func testACostlessRepairSavesNothing() {
        XCTAssertEqual(LintText.costLine(cost(asItIs: 10, repaired: 10.001, ci: (-0.004, 0.002))),
                       "keyboard: saves 0.00 s [0.00, 0.00] (10.00 s as it is, 10.00 s repaired)")
    }
}
