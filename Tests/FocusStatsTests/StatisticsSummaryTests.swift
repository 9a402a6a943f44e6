import FocusStats
import XCTest

/// `Statistics.summarize` on arrays small enough to work out by hand.
/// Quantiles interpolate linearly between order statistics at index (n - 1) p.
final class StatisticsSummaryTests: XCTestCase {
    func testFiveValues() {
        var values = [5.0, 1, 4, 2, 3]
        let s = Statistics.summarize(sortingInPlace: &values)
        XCTAssertEqual(values, [1, 2, 3, 4, 5], "sorted in place")
        XCTAssertEqual(s.count, 5)
        XCTAssertEqual(s.mean, 3, accuracy: 1e-15)
        // Squared deviations 4 + 1 + 0 + 1 + 4 = 10 over n - 1 = 4.
        XCTAssertEqual(s.variance, 2.5, accuracy: 1e-15)
        XCTAssertEqual(s.sd, 2.5.squareRoot(), accuracy: 1e-15)
        XCTAssertEqual(s.median, 3, accuracy: 1e-15)
        // p90: index 3.6 → 4 + 0.6 (5 - 4); p95: index 3.8.
        XCTAssertEqual(s.p90, 4.6, accuracy: 1e-12)
        XCTAssertEqual(s.p95, 4.8, accuracy: 1e-12)
        XCTAssertEqual(s.min, 1)
        XCTAssertEqual(s.max, 5)
        XCTAssertEqual(s.standardError, (2.5 / 5).squareRoot(), accuracy: 1e-15)
    }

    func testEvenCountMedianInterpolates() {
        var values = [10.0, 0, 4, 6]
        let s = Statistics.summarize(sortingInPlace: &values)
        // Sorted 0, 4, 6, 10: median at index 1.5 → 5; p90 at index 2.7 → 6 + 0.7 * 4.
        XCTAssertEqual(s.median, 5, accuracy: 1e-15)
        XCTAssertEqual(s.p90, 8.8, accuracy: 1e-12)
        XCTAssertEqual(s.p95, 6 + 0.85 * 4, accuracy: 1e-12)
        XCTAssertEqual(s.mean, 5, accuracy: 1e-15)
        // Deviations 25 + 1 + 1 + 25 = 52 over 3.
        XCTAssertEqual(s.variance, 52.0 / 3, accuracy: 1e-12)
    }

    /// Two values 1 and 3: mean 2, sd sqrt 2, SE 1, so the 95% CI is 2 ± t(0.975, 1) = 2 ± 12.706.
    func testConfidenceIntervalUsesStudentT() {
        var values = [3.0, 1]
        let s = Statistics.summarize(sortingInPlace: &values)
        XCTAssertEqual(s.mean, 2)
        XCTAssertEqual(s.variance, 2, accuracy: 1e-15)
        XCTAssertEqual(s.ci95.low, 2 - 12.706, accuracy: 1e-3)
        XCTAssertEqual(s.ci95.high, 2 + 12.706, accuracy: 1e-3)
    }

    /// Five values with SE sqrt(0.5): half width t(0.975, 4) sqrt(0.5), t = 2.776 from tables.
    func testConfidenceIntervalWithFourDegreesOfFreedom() {
        var values = [1.0, 2, 3, 4, 5]
        let s = Statistics.summarize(sortingInPlace: &values)
        let half = 2.776 * 0.5.squareRoot()
        XCTAssertEqual(s.ci95.low, 3 - half, accuracy: 1e-3)
        XCTAssertEqual(s.ci95.high, 3 + half, accuracy: 1e-3)
        XCTAssertTrue(s.ci95.contains(3))
        XCTAssertFalse(s.ci95.contains(3 + half + 0.01))
    }

    func testSingleValue() {
        var values = [7.5]
        let s = Statistics.summarize(sortingInPlace: &values)
        XCTAssertEqual(s.mean, 7.5)
        XCTAssertEqual(s.variance, 0)
        XCTAssertEqual(s.ci95, ClosedInterval(low: 7.5, high: 7.5))
        XCTAssertEqual(s.median, 7.5)
        XCTAssertEqual(s.p95, 7.5)
    }

    func testEmptySampleIsAllNaN() {
        var values: [Double] = []
        let s = Statistics.summarize(sortingInPlace: &values)
        XCTAssertEqual(s.count, 0)
        XCTAssertTrue(s.mean.isNaN)
        XCTAssertTrue(s.variance.isNaN)
        XCTAssertTrue(s.median.isNaN)
        XCTAssertTrue(s.ci95.low.isNaN)
    }

    func testConstantSampleHasZeroWidthInterval() {
        var values = [Double](repeating: 1.25, count: 10)
        let s = Statistics.summarize(sortingInPlace: &values)
        XCTAssertEqual(s.variance, 0)
        XCTAssertEqual(s.ci95, ClosedInterval(low: 1.25, high: 1.25))
    }
}
