import FocusStats
import XCTest

/// `partialMoment(order:below:)` against Monte Carlo estimates of E[X^m ; X < d].
final class PartialMomentMonteCarloTests: XCTestCase {
    private let count = 40_000

    func testEveryFamilyAgreesWithMonteCarloForOrdersZeroOneTwo() throws {
        for (index, distribution) in everyFamily.enumerated() {
            let values = draws(distribution, count: count, seed: 600 + UInt64(index))
            let m = distribution.mean
            for limit in [0.5 * m, m, 1.5 * m, 3 * m, .infinity] {
                for order in 0...2 {
                    let terms = values.map { $0 < limit ? pow($0, Double(order)) : 0 }
                    let estimate = SampleMoments(terms)
                    let exact = try distribution.partialMoment(order: order, below: limit)
                    // When every draw falls on one side of the limit the sample SE is 0;
                    // an event of probability 10/N is then missed with chance e^-10,
                    // about as unlikely as a 4 SE deviation, so 10/N bounds the error.
                    let tolerance = estimate.variance > 0
                        ? 4 * estimate.meanStandardError
                        : (distribution.isDeterministic ? 1e-12 : 10 / Double(count))
                    XCTAssertLessThan(abs(estimate.mean - exact), tolerance,
                                      "\(distribution) order \(order) below \(limit): MC \(estimate.mean), exact \(exact)")
                }
            }
        }
    }

    func testProbabilityBelowIsTheOrderZeroMoment() throws {
        for distribution in everyFamily where !distribution.isDeterministic {
            for limit in [0.3, 0.8, 2.0] {
                XCTAssertEqual(distribution.probabilityBelow(limit),
                               try distribution.partialMoment(order: 0, below: limit), accuracy: 1e-15)
            }
        }
    }

    func testMomentsBelowInfinityAreTheMoments() throws {
        for distribution in everyFamily {
            XCTAssertEqual(try distribution.partialMoment(order: 0, below: .infinity), 1, accuracy: 1e-9, "\(distribution)")
            XCTAssertEqual(try distribution.partialMoment(order: 1, below: .infinity), distribution.mean,
                           accuracy: 1e-9, "\(distribution)")
            let second = try distribution.partialMoment(order: 2, below: .infinity)
            XCTAssertEqual(second - distribution.mean * distribution.mean, distribution.variance,
                           accuracy: 1e-9, "\(distribution)")
        }
    }

    func testNothingLiesBelowZero() throws {
        for distribution in everyFamily {
            for order in 0...2 {
                XCTAssertEqual(try distribution.partialMoment(order: order, below: 0), 0, "\(distribution)")
            }
        }
    }
}
