import FocusStats
import XCTest

/// Student t quantiles and p-values against table values.
final class StudentTTests: XCTestCase {
    func testQuantilesMatchTables() {
        XCTAssertEqual(Statistics.tQuantile(0.975, degreesOfFreedom: 1), 12.706, accuracy: 1e-3)
        XCTAssertEqual(Statistics.tQuantile(0.975, degreesOfFreedom: 4), 2.776, accuracy: 1e-3)
        XCTAssertEqual(Statistics.tQuantile(0.975, degreesOfFreedom: 30), 2.042, accuracy: 1e-3)
        XCTAssertEqual(Statistics.tQuantile(0.5, degreesOfFreedom: 7), 0, accuracy: 1e-12)
        // Many degrees of freedom: the normal quantile 1.95996.
        XCTAssertEqual(Statistics.tQuantile(0.975, degreesOfFreedom: 1e7), 1.95996, accuracy: 1e-4)
    }

    func testTwoSidedPValueAtTableQuantiles() {
        XCTAssertEqual(Statistics.twoSidedPValue(t: 12.706, degreesOfFreedom: 1), 0.05, accuracy: 1e-4)
        XCTAssertEqual(Statistics.twoSidedPValue(t: 2.776, degreesOfFreedom: 4), 0.05, accuracy: 1e-4)
        XCTAssertEqual(Statistics.twoSidedPValue(t: 4.604, degreesOfFreedom: 4), 0.01, accuracy: 1e-4)
    }

    func testTwoSidedPValueIsSymmetricAndBounded() {
        for t in [0.1, 1.0, 2.5, 10.0] {
            XCTAssertEqual(Statistics.twoSidedPValue(t: t, degreesOfFreedom: 9),
                           Statistics.twoSidedPValue(t: -t, degreesOfFreedom: 9))
        }
        XCTAssertEqual(Statistics.twoSidedPValue(t: 0, degreesOfFreedom: 9), 1)
        XCTAssertEqual(Statistics.twoSidedPValue(t: .infinity, degreesOfFreedom: 9), 0)
        XCTAssertTrue(Statistics.twoSidedPValue(t: .nan, degreesOfFreedom: 9).isNaN)
    }

    /// The p-value of the t statistic at the (1 - a/2) quantile is a.
    func testPValueInvertsTheQuantile() {
        for nu in [2.0, 5, 19, 200] {
            for alpha in [0.2, 0.05, 0.001] {
                let t = Statistics.tQuantile(1 - alpha / 2, degreesOfFreedom: nu)
                XCTAssertEqual(Statistics.twoSidedPValue(t: t, degreesOfFreedom: nu), alpha, accuracy: 1e-9)
            }
        }
    }

    func testNormalCDF() {
        XCTAssertEqual(Statistics.normalCDF(0), 0.5)
        XCTAssertEqual(Statistics.normalCDF(1.96), 0.975, accuracy: 1e-4)
        XCTAssertEqual(Statistics.normalCDF(-1.96), 0.025, accuracy: 1e-4)
    }
}
