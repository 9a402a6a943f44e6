import FocusStats
import XCTest

/// Sample mean and variance of each family's draws against its `mean` and `variance`.
final class DistributionMomentTests: XCTestCase {
    private let count = 40_000

    func testSampleMeanAgreesWithMeanForEveryFamily() {
        for (index, distribution) in everyFamily.enumerated() {
            let sample = SampleMoments(draws(distribution, count: count, seed: 100 + UInt64(index)))
            if distribution.isDeterministic {
                XCTAssertEqual(sample.mean, distribution.mean, "\(distribution)")
                continue
            }
            XCTAssertLessThan(abs(sample.mean - distribution.mean), 4 * sample.meanStandardError,
                              "\(distribution): sample \(sample.mean), exact \(distribution.mean)")
        }
    }

    func testSampleVarianceAgreesWithVarianceForEveryFamily() {
        for (index, distribution) in everyFamily.enumerated() {
            let sample = SampleMoments(draws(distribution, count: count, seed: 200 + UInt64(index)))
            if distribution.isDeterministic {
                XCTAssertEqual(sample.variance, 0)
                XCTAssertEqual(distribution.variance, 0)
                continue
            }
            XCTAssertLessThan(abs(sample.variance - distribution.variance), 4 * sample.varianceStandardError,
                              "\(distribution): sample \(sample.variance), exact \(distribution.variance)")
        }
    }

    func testDrawsAreNeverNegative() {
        for (index, distribution) in everyFamily.enumerated() {
            let sample = draws(distribution, count: 5_000, seed: 300 + UInt64(index))
            XCTAssertGreaterThanOrEqual(sample.min()!, 0, "\(distribution)")
        }
    }

    /// N(0.2, 0.3) loses a quarter of its mass below 0; the truncated mean is far above 0.2.
    func testTruncationOfTheNormalMovesTheMean() {
        let truncated = Distribution.normal(mean: 0.2, sd: 0.3)
        let sample = SampleMoments(draws(truncated, count: count, seed: 400))
        XCTAssertGreaterThan(sample.mean - 0.2, 20 * sample.meanStandardError)
        XCTAssertGreaterThan(truncated.mean - 0.2, 0.1)
        XCTAssertLessThan(truncated.variance, 0.3 * 0.3)
    }

    /// With mu = 0.05, sigma = 0.2 a real share of unclamped draws is negative;
    /// they come out as exactly 0 and raise the mean above mu + tau.
    func testExGaussianClampsNegativeDrawsToZero() {
        let clamped = Distribution.exGaussian(mu: 0.05, sigma: 0.2, tau: 0.15)
        let values = draws(clamped, count: count, seed: 500)
        let zeros = values.filter { $0 == 0 }.count
        XCTAssertGreaterThan(zeros, count / 50)
        XCTAssertGreaterThan(clamped.mean, 0.05 + 0.15 + 0.01)
    }

    /// Far from 0 the clamp is negligible, so the textbook moments hold:
    /// mean mu + tau, variance sigma^2 + tau^2.
    func testExGaussianMomentsMatchTextbookValuesAwayFromZero() {
        let d = Distribution.exGaussian(mu: 0.5, sigma: 0.05, tau: 0.3)
        XCTAssertEqual(d.mean, 0.8, accuracy: 1e-8)
        XCTAssertEqual(d.variance, 0.05 * 0.05 + 0.3 * 0.3, accuracy: 1e-8)
    }

    /// Far from 0 the truncation is negligible: mean and variance are the normal's.
    func testNormalMomentsMatchUntruncatedValuesAwayFromZero() {
        let d = Distribution.normal(mean: 5, sd: 0.5)
        XCTAssertEqual(d.mean, 5, accuracy: 1e-12)
        XCTAssertEqual(d.variance, 0.25, accuracy: 1e-12)
    }

    func testClosedFormMomentsOfSimpleFamilies() {
        XCTAssertEqual(Distribution.uniform(min: 1, max: 3).mean, 2)
        XCTAssertEqual(Distribution.uniform(min: 1, max: 3).variance, 4.0 / 12, accuracy: 1e-15)
        XCTAssertEqual(Distribution.gamma(shape: 3, scale: 0.5).mean, 1.5)
        XCTAssertEqual(Distribution.gamma(shape: 3, scale: 0.5).variance, 0.75)
        // Lognormal with sigma = 0 is the constant e^mu.
        XCTAssertEqual(Distribution.lognormal(mu: 0.3, sigma: 0).mean, exp(0.3), accuracy: 1e-15)
        XCTAssertEqual(Distribution.lognormal(mu: 0.3, sigma: 0).variance, 0)
    }
}
