import FocusStats
import Foundation
import XCTest

/// `PopulationFit` recovers the spread of people's lognormal parameters.
final class PopulationFitTests: XCTestCase {
    /// 400 people, 40 times each, mu_p ~ N(ln 0.6, 0.2²), sigma 0.3 for all:
    /// the spread of mu is 0.2 once each fit's noise (0.3²/40) is removed,
    /// and the spread of log sigma is 0. Tolerances: the sd of a sample sd of
    /// 400 is about 0.2/√800 ≈ 0.007, so 0.03 is over 4 standard errors.
    func testTheSpreadAcrossPeopleIsRecovered() throws {
        let stream = RandomStream(seed: 12)
        let groups = (0..<400).map { person -> (name: String, times: [Double]) in
            let mu = log(0.6) + stream.gaussian(sd: 0.2)
            return ("p\(person)", (0..<40).map { _ in stream.lognormal(mu: mu, sigma: 0.3) })
        }
        let fit = try PopulationFit(groups: groups)
        XCTAssertEqual(fit.people.count, 400)
        XCTAssertEqual(fit.muMean, log(0.6), accuracy: 0.03)
        XCTAssertEqual(fit.muSD, 0.2, accuracy: 0.03)
        XCTAssertEqual(exp(fit.logSigmaMean), 0.3, accuracy: 0.02)
        XCTAssertLessThan(fit.logSigmaSD, 0.05)
    }

    func testOnePersonIsNotAPopulation() {
        XCTAssertThrowsError(try PopulationFit(groups: [("a", [0.5, 0.6, 0.7, 0.8])])) { error in
            XCTAssertEqual("\(error)", "a population needs at least 2 people, found 1")
        }
    }
}
