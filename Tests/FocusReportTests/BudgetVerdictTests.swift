@testable import FocusReport
import FocusStats
import XCTest

/// Which answers a capped side can undo: capping this side hides time, so it
/// can only raise the true ratio ("over" stands, "within" is not judged);
/// capping the reference can only lower it ("within" stands, "over" is not judged).
final class BudgetVerdictTests: XCTestCase {
    private let over = RelativeDifference(estimate: 0.2, ci95: ClosedInterval(low: 0.1, high: 0.3))
    private let inside = RelativeDifference(estimate: 0.02, ci95: ClosedInterval(low: -0.01, high: 0.05))

    private func verdict(_ relative: RelativeDifference, this: Int, reference: Int) -> BudgetVerdict {
        BudgetVerdict.relative(relative, percent: 5, thisCapped: this, referenceCapped: reference, reason: "capped")
    }

    func testWithoutCappingTheIntervalDecides() {
        XCTAssertEqual(verdict(over, this: 0, reference: 0), .over)
        XCTAssertEqual(verdict(inside, this: 0, reference: 0), .within)
    }

    func testACappedSideUndoesOnlyTheAnswerItCouldChange() {
        XCTAssertEqual(verdict(over, this: 3, reference: 0), .over)
        XCTAssertEqual(verdict(inside, this: 3, reference: 0), .unjudged("capped"))
        XCTAssertEqual(verdict(over, this: 0, reference: 3), .unjudged("capped"))
        XCTAssertEqual(verdict(inside, this: 0, reference: 3), .within)
        XCTAssertEqual(verdict(over, this: 3, reference: 3), .unjudged("capped"))
        XCTAssertEqual(verdict(inside, this: 3, reference: 3), .unjudged("capped"))
    }

    func testOnlyWithinPasses() {
        XCTAssertFalse(BudgetVerdict.within.fails)
        XCTAssertTrue(BudgetVerdict.over.fails)
        XCTAssertTrue(BudgetVerdict.unjudged("capped").fails)
        XCTAssertEqual([BudgetVerdict.within, .over, .unjudged("x")].map(\.mark), [nil, "over budget", "budget not judged"])
    }
}
