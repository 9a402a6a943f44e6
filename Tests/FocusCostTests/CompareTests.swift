import FocusCost
import FocusModel
import FocusStats
import XCTest

/// Paired comparisons of two orders with common random numbers.
final class CompareTests: XCTestCase {
    /// Targets e1, e2 near the front of `good`, at the back of `bad`.
    private let scenario = form(elementCount: 8,
                                orders: ["good": [1, 2, 0, 3, 4, 5, 6, 7], "bad": [0, 3, 4, 5, 6, 7, 2, 1]],
                                task: [(1, 0), (2, 0)])

    func testOrderAgainstItselfHasNoDifference() throws {
        let c = try CostModel.compare(scenario: scenario, orders: ("bad", "bad"), user: referenceUser,
                                      settings: settings(replications: 5_000))
        XCTAssertEqual(c.difference.mean, 0)
        XCTAssertEqual(c.difference.probabilityAFaster, 0)
        XCTAssertEqual(c.difference.ci95, ClosedInterval(low: 0, high: 0))
        XCTAssertEqual(c.difference.pValue, 1)
        XCTAssertEqual(c.a.summary, c.b.summary)
    }

    func testClearlyWorseOrderIsDetected() throws {
        let c = try CostModel.compare(scenario: scenario, orders: ("good", "bad"), user: referenceUser,
                                      settings: settings(replications: 20_000))
        let d = c.difference
        XCTAssertLessThan(d.ci95.high, 0, "the CI of good − bad excludes 0")
        XCTAssertLessThan(d.pValue, 0.001)
        XCTAssertGreaterThan(d.probabilityAFaster, 0.5)
        let exact = try XCTUnwrap(c.a.analytic).mean - XCTUnwrap(c.b.analytic).mean
        XCTAssertTrue(d.ci95.contains(exact), "CI \(d.ci95) should contain the exact difference \(exact)")
        // The CI half width is t × SE with t ≈ 1.96, so 4 SE is about twice the half width.
        let se = (d.ci95.high - d.ci95.low) / (2 * Statistics.tQuantile(0.975, degreesOfFreedom: 19_999))
        XCTAssertLessThan(abs(d.mean - exact), 4 * se)
        XCTAssertEqual(d.mean, c.a.summary.mean - c.b.summary.mean, accuracy: 1e-9)
    }

    /// Swapping A and B negates the difference and mirrors the interval.
    func testSwappingOrdersNegatesTheDifference() throws {
        let ab = try CostModel.compare(scenario: scenario, orders: ("good", "bad"), user: referenceUser,
                                       settings: settings(replications: 5_000))
        let ba = try CostModel.compare(scenario: scenario, orders: ("bad", "good"), user: referenceUser,
                                       settings: settings(replications: 5_000))
        XCTAssertEqual(ab.difference.mean, -ba.difference.mean, accuracy: 1e-12)
        XCTAssertEqual(ab.difference.ci95.low, -ba.difference.ci95.high, accuracy: 1e-12)
        XCTAssertEqual(ab.difference.pValue, ba.difference.pValue, accuracy: 1e-12)
    }

    /// Common random numbers: each order's estimate in a comparison is the one
    /// `simulate` gives with the same seed.
    func testComparisonUsesTheSameStreamsAsSimulate() throws {
        let c = try CostModel.compare(scenario: scenario, orders: ("good", "bad"), user: referenceUser,
                                      settings: settings(replications: 5_000, seed: 3))
        let alone = try CostModel.simulate(scenario: scenario, order: "bad", user: referenceUser,
                                           settings: settings(replications: 5_000, seed: 3))
        XCTAssertEqual(c.b.summary, alone.summary)
    }
}
