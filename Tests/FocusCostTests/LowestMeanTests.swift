import FocusCost
import XCTest

/// The lowest mean names the fastest only when it is exact.
final class LowestMeanTests: XCTestCase {
    func testTheLowestExactMeanIsTheFastest() {
        XCTAssertEqual(LowestMean.of([(mean: 12, capped: false), (mean: 10, capped: false)]), .fastest(1))
        // A capped mean above it is only higher in truth.
        XCTAssertEqual(LowestMean.of([(mean: 12, capped: true), (mean: 10, capped: false)]), .fastest(1))
        // A tie goes to the first given.
        XCTAssertEqual(LowestMean.of([(mean: 10, capped: false), (mean: 10, capped: false)]), .fastest(0))
    }

    func testALowestMeanThatIsALowerBoundNamesNone() {
        let lowest = LowestMean.of([(mean: 12, capped: false), (mean: 10, capped: true), (mean: 11, capped: true)])
        XCTAssertEqual(lowest, .lowerBound(1))
        XCTAssertNil(lowest?.fastest)
        XCTAssertEqual(lowest?.lowest, 1)
        XCTAssertNil(LowestMean.of([] as [(mean: Double, capped: Bool)]))
    }
}
