import FocusStats
import XCTest

/// Partial moments against values worked out by hand or from independent formulas.
final class PartialMomentClosedValueTests: XCTestCase {
    /// Uniform(1, 3) has density 1/2: E[X^m ; X < 2] = (2^(m+1) - 1) / (2 (m + 1)).
    func testUniform() throws {
        let u = Distribution.uniform(min: 1, max: 3)
        XCTAssertEqual(try u.partialMoment(order: 0, below: 2), 0.5, accuracy: 1e-15)
        XCTAssertEqual(try u.partialMoment(order: 1, below: 2), 0.75, accuracy: 1e-15)
        XCTAssertEqual(try u.partialMoment(order: 2, below: 2), 7.0 / 6, accuracy: 1e-15)
        XCTAssertEqual(try u.partialMoment(order: 1, below: 0.5), 0)
        XCTAssertEqual(try u.partialMoment(order: 1, below: 10), 2, accuracy: 1e-15)
        XCTAssertEqual(try u.partialMoment(order: 2, below: 10), 13.0 / 3, accuracy: 1e-15)
    }

    /// A fixed value counts only strictly below the limit.
    func testFixed() throws {
        let f = Distribution.fixed(2)
        XCTAssertEqual(try f.partialMoment(order: 0, below: 3), 1)
        XCTAssertEqual(try f.partialMoment(order: 1, below: 3), 2)
        XCTAssertEqual(try f.partialMoment(order: 2, below: 3), 4)
        for order in 0...2 {
            XCTAssertEqual(try f.partialMoment(order: order, below: 2), 0)
        }
    }

    func testProbabilityBelowFixedIsStrict() {
        let f = Distribution.fixed(2)
        XCTAssertEqual(f.probabilityBelow(2), 0)
        XCTAssertEqual(f.probabilityBelow(2.0.nextUp), 1)
        XCTAssertEqual(f.probabilityBelow(1.999), 0)
        XCTAssertEqual(Distribution.fixed(0).probabilityBelow(0), 0)
        XCTAssertEqual(Distribution.uniform(min: 1.5, max: 1.5).probabilityBelow(1.5), 0)
    }

    /// Gamma with shape 1 is exponential with mean theta:
    /// P(X < d) = 1 - e^(-d/theta), E[X ; X < d] = theta - e^(-d/theta) (d + theta),
    /// E[X^2 ; X < d] = 2 theta^2 - e^(-d/theta) (d^2 + 2 d theta + 2 theta^2).
    func testExponentialAsGamma() throws {
        let theta = 0.8, d = 1.3
        let g = Distribution.gamma(shape: 1, scale: theta)
        let e = exp(-d / theta)
        XCTAssertEqual(try g.partialMoment(order: 0, below: d), 1 - e, accuracy: 1e-12)
        XCTAssertEqual(try g.partialMoment(order: 1, below: d), theta - e * (d + theta), accuracy: 1e-12)
        XCTAssertEqual(try g.partialMoment(order: 2, below: d),
                       2 * theta * theta - e * (d * d + 2 * d * theta + 2 * theta * theta), accuracy: 1e-12)
    }

    /// Half the lognormal's mass lies below its median e^mu.
    func testLognormalMedian() throws {
        let l = Distribution.lognormal(mu: log(0.6), sigma: 0.35)
        XCTAssertEqual(try l.partialMoment(order: 0, below: 0.6), 0.5, accuracy: 1e-12)
    }

    /// Truncated normal with mean 0 is the half-normal: P(X < sd) = 2 Phi(1) - 1,
    /// E[X ; X < d] = 2 sd (phi(0) - phi(d/sd)).
    func testHalfNormal() throws {
        let sd = 0.4
        let n = Distribution.normal(mean: 0, sd: sd)
        let phi: (Double) -> Double = { exp(-$0 * $0 / 2) / (2 * Double.pi).squareRoot() }
        XCTAssertEqual(try n.partialMoment(order: 0, below: sd), 2 * Statistics.normalCDF(1) - 1, accuracy: 1e-12)
        XCTAssertEqual(try n.partialMoment(order: 1, below: sd), 2 * sd * (phi(0) - phi(1)), accuracy: 1e-12)
        XCTAssertEqual(n.mean, sd * (2 / Double.pi).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(n.variance, sd * sd * (1 - 2 / Double.pi), accuracy: 1e-12)
    }

    /// The ex-Gaussian moments by a plain composite Simpson rule over its density,
    /// written out here independently of the library's log-space quadrature.
    func testExGaussianAgainstSimpsonIntegration() throws {
        let mu = 0.05, sigma = 0.2, tau = 0.15
        let d = Distribution.exGaussian(mu: mu, sigma: sigma, tau: tau)
        func density(_ y: Double) -> Double {
            let z = (y - mu) / sigma - sigma / tau
            return exp((mu - y) / tau + sigma * sigma / (2 * tau * tau)) / tau * Statistics.normalCDF(z)
        }
        func simpson(_ f: (Double) -> Double, _ a: Double, _ b: Double, _ steps: Int = 4000) -> Double {
            let h = (b - a) / Double(steps)
            var sum = f(a) + f(b)
            for i in 1..<steps { sum += f(a + Double(i) * h) * (i % 2 == 1 ? 4 : 2) }
            return sum * h / 3
        }
        for limit in [0.1, 0.3, 0.8] {
            // Draws below 0 are clamped to 0: they count in P(X < d) only.
            let below0 = simpson(density, -3, 0)
            XCTAssertEqual(try d.partialMoment(order: 0, below: limit), below0 + simpson(density, 0, limit),
                           accuracy: 1e-8, "below \(limit)")
            XCTAssertEqual(try d.partialMoment(order: 1, below: limit), simpson({ $0 * density($0) }, 0, limit),
                           accuracy: 1e-8, "below \(limit)")
            XCTAssertEqual(try d.partialMoment(order: 2, below: limit), simpson({ $0 * $0 * density($0) }, 0, limit),
                           accuracy: 1e-8, "below \(limit)")
        }
    }
}
