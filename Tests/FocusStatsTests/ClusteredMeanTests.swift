import FocusStats
import XCTest

/// The variance of a mean over clusters: computed by hand on small samples,
/// and, drawn many times, equal to the spread of such means.
final class ClusteredMeanTests: XCTestCase {
    func testGroupsAreTheUnits() {
        // Group means 2, 6 and 10: their sample variance 16, over 3 groups.
        let values = [1.0, 3, 5, 7, 9, 11]
        XCTAssertEqual(ClusteredMean.varianceOfMean(values, groupSize: 2), 16.0 / 3, accuracy: 1e-12)
    }

    func testOneGroupFallsBackToTheDraws() {
        // Sample variance of 1, 2, 3, 4 is 5/3, over 4 draws.
        XCTAssertEqual(ClusteredMean.varianceOfMean([1, 2, 3, 4], groupSize: 4), 5.0 / 12, accuracy: 1e-12)
        XCTAssertEqual(ClusteredMean.varianceOfMean([7], groupSize: 1), 0)
    }

    /// Draws of 16 groups of 8, each group sharing an offset of sd 3 and each
    /// draw a noise of sd 1: the variance of the mean is (9 + 1/8) / 16. The
    /// average of 2,000 estimates is within 4 of its standard errors of that.
    func testAverageEstimateMatchesTheTrueVarianceOfTheMean() {
        let stream = RandomStream(seed: 5)
        let (groups, size, trials) = (16, 8, 2000)
        var estimates: [Double] = []
        for _ in 0..<trials {
            var values: [Double] = []
            for _ in 0..<groups {
                let offset = stream.gaussian(sd: 3)
                for _ in 0..<size { values.append(offset + stream.gaussian(sd: 1)) }
            }
            estimates.append(ClusteredMean.varianceOfMean(values, groupSize: size))
        }
        let expected = (9 + 1.0 / 8) / 16
        let mean = estimates.reduce(0, +) / Double(trials)
        let sd = (estimates.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(trials - 1)).squareRoot()
        XCTAssertEqual(mean, expected, accuracy: 4 * sd / Double(trials).squareRoot())
    }
}
