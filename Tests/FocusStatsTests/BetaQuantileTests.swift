import FocusStats
import Foundation
import XCTest

/// A beta spread's percentiles exist for every a and b, also where GSL's
/// inverse of the beta CDF fails to converge or never returns.
final class BetaQuantileTests: XCTestCase {
    /// Beta(a, 1) has CDF x^a and Beta(1, b) has CDF 1 - (1 - x)^b, so
    /// their quantiles are known exactly.
    func testQuantilesOfBetasWithAKnownInverse() {
        for a in [0.5, 1.0, 3.0, 200.0] {
            for p in [0.01, 0.5, 0.99] {
                XCTAssertEqual(PersonDistribution.beta(a: a, b: 1).quantile(p), pow(p, 1 / a), accuracy: 1e-13,
                               "Beta(\(a), 1) at \(p)")
                XCTAssertEqual(PersonDistribution.beta(a: 1, b: a).quantile(p), 1 - pow(1 - p, 1 / a), accuracy: 1e-13,
                               "Beta(1, \(a)) at \(p)")
            }
        }
    }

    /// GSL gives NaN for the first (and aborted before its handler was off)
    /// and loops for ever on the second.
    func testExtremeParametersGiveAQuantileInTheUnitInterval() {
        for (a, b) in [(1e-5, 1e5), (1e-300, 1e300), (1e-300, 1e-300), (1e300, 1e-300)] {
            for p in [0.01, 0.99] {
                let x = PersonDistribution.beta(a: a, b: b).quantile(p)
                XCTAssert(x.isFinite && (0...1).contains(x), "Beta(\(a), \(b)) at \(p): \(x)")
            }
            XCTAssert((0...1).contains(PersonDistribution.beta(a: a, b: b).median))
        }
    }
}
