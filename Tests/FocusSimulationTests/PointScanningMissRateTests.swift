import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Simulated per-target miss rates against the exact per-sweep chances, and
/// the cost of targets under 44 pt.
final class PointScanningMissRateTests: XCTestCase {
    /// Misses per sweep over all replications and its standard error (delta
    /// method for a ratio of sums).
    private func missRate(_ runs: [(record: ReplicationRecord, tallies: [StepTally])], step: Int)
        -> (rate: Double, se: Double) {
        let attempts = runs.map { Double($0.tallies[step].attempts) }
        let misses = runs.map { Double($0.tallies[step].misses) }
        let n = Double(runs.count)
        let rate = misses.reduce(0, +) / attempts.reduce(0, +)
        let meanAttempts = attempts.reduce(0, +) / n
        let residuals = zip(misses, attempts).reduce(0) { $0 + ($1.0 - rate * $1.1) * ($1.0 - rate * $1.1) }
        return (rate, (residuals / (n * (n - 1))).squareRoot() / meanAttempts)
    }

    private func assertMissRatesMatchTheExactChances(_ model: PointScanningModel, count: Int,
                                                     file: StaticString = #filePath, line: UInt = #line) {
        let runs = replicatePoint(model, count: count, seed: 7)
        for step in model.steps.indices {
            let expected = PointScanningCrosshair(model: model, step: step).expectedMissRate
            let simulated = missRate(runs, step: step)
            XCTAssertEqual(simulated.rate, expected, accuracy: 4 * simulated.se,
                           "step \(step + 1) (\(model.steps[step].targetID))", file: file, line: line)
        }
    }

    func testShippedSmallTargetsMissRatesMatchTheExactChances() throws {
        var profile = SwitchScanningProfile.switchPoint
        profile.loops = nil
        let model = try PointScanningModel(scenario: try shippedScenario("small-targets.json"),
                                           orderName: "visual", profile: profile)
        assertMissRatesMatchTheExactChances(model, count: 20_000)
    }

    /// A faster line and a gamma reaction: early stops land on neighbours
    /// (wrong selections), on static text and on empty space.
    func testFastLineMissRatesMatchTheExactChances() throws {
        var profile = SwitchScanningProfile.switchPoint
        profile.loops = nil
        profile.sweepSpeed = 120
        profile.reactionTime = .gamma(shape: 4, scale: 0.15)
        let model = try PointScanningModel(scenario: try shippedScenario("small-targets.json"),
                                           orderName: "visual", profile: profile)
        let chances = PointScanningCrosshair(model: model, step: 1)
        XCTAssertGreaterThan(chances.wrongElement, 0, "the offers checkbox can be hit instead of weekly")
        XCTAssertGreaterThan(chances.nothing, 0)
        assertMissRatesMatchTheExactChances(model, count: 20_000)
    }

    /// Exact chances by hand: a 32 pt square alone at (64..96, 128..160) on the
    /// screen, speed 64 pt/s, reaction uniform on [0.2, 1.0] (median 0.6).
    /// A stop lies at middle + 64 (R − 0.6), so it is on the target for
    /// |R − 0.6| < 0.25: hit 0.5/0.8; early for R < 0.35: 0.15/0.8.
    func testAxisChancesByHand() throws {
        let scenario = pointScenario([("a", .button, Frame(x: 64, y: 128, width: 32, height: 32))], task: [("a", 0)])
        let model = try PointScanningModel(scenario: scenario, orderName: "all",
                                           profile: pointProfile(reaction: .uniform(min: 0.2, max: 1.0)))
        let chances = PointScanningCrosshair(model: model, step: 0)
        XCTAssertEqual(chances.x.hit, 0.625, accuracy: 1e-12)
        XCTAssertEqual(chances.x.early, 0.1875, accuracy: 1e-12)
        XCTAssertEqual(chances.y.hit, 0.625, accuracy: 1e-12)
        // Given both lines stopped, both on the target: (0.625 / 0.8125)².
        XCTAssertEqual(chances.target, (0.625 / 0.8125) * (0.625 / 0.8125), accuracy: 1e-12)
        XCTAssertEqual(chances.wrongElement, 0)
        // Per attempt 1/p sweeps of each line, (1 − h)/p of them misses.
        XCTAssertEqual(chances.expectedMissRate, 1 - 0.625, accuracy: 1e-12)
        assertMissRatesMatchTheExactChances(model, count: 10_000)
    }

    /// The shipped small-target sheet (24 pt close button, 30 pt checkbox)
    /// against the same sheet with 44 pt targets centred on the same points,
    /// with common random numbers.
    func testTargetsUnder44PointsMissMoreAndCostMore() throws {
        let small = try PointScanningModel(scenario: try shippedScenario("small-targets.json"),
                                           orderName: "visual", profile: .switchPoint)
        let large = try PointScanningModel(scenario: try shippedScenario("large-targets.json"),
                                           orderName: "visual", profile: .switchPoint)
        let a = replicatePoint(small, count: 10_000, seed: 3)
        let b = replicatePoint(large, count: 10_000, seed: 3)
        for target in ["weekly", "close"] {
            let step = small.steps.firstIndex { $0.targetID == target }!
            let smallRate = missRate(a, step: step)
            let largeRate = missRate(b, step: step)
            let se = (smallRate.se * smallRate.se + largeRate.se * largeRate.se).squareRoot()
            XCTAssertGreaterThan(smallRate.rate - largeRate.rate, 4 * se, target)
            XCTAssertGreaterThan(PointScanningCrosshair(model: small, step: step).expectedMissRate,
                                 PointScanningCrosshair(model: large, step: step).expectedMissRate, target)
        }
        // The full-width email field is the same in both: same miss rate.
        XCTAssertEqual(missRate(a, step: 0).rate, missRate(b, step: 0).rate, accuracy: 1e-12)
        let difference = meanAndStandardError(zip(a, b).map { $0.record.total - $1.record.total })
        XCTAssertGreaterThan(difference.mean, 4 * difference.se)
    }
}
