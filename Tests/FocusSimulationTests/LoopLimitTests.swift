import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// The loop limit: a uniform reaction on [0.5, 1.5] against a 1 s highlight
/// misses half the time, so passes without a selection are common.
final class LoopLimitTests: XCTestCase {
    private let straddling = Distribution.uniform(min: 0.5, max: 1.5)

    func testScanStopsAndIsRestartedAfterOneFruitlessPass() throws {
        let model = try SwitchScanningModel(itemCount: 5, steps: steps([3]),
                                            profile: profile(interval: 1, pause: 0.5, loops: 1, reaction: straddling))
        let records = replicate(model, count: 4000)
        XCTAssertGreaterThan(records.map(\.restarts).reduce(0, +), 0)
        // Each run shows the target once, hit with q = P(R < 1) = 1/2, so the
        // restarts before a hit are geometric failures: mean (1 - q)/q = 1.
        let (mean, se) = meanAndStandardError(records.map { Double($0.restarts) })
        XCTAssertLessThan(abs(mean - 1), 4 * se)
        // One miss per stopped run.
        for record in records { XCTAssertEqual(record.misses, record.restarts) }
    }

    func testNoLimitMeansNoRestarts() throws {
        let model = try SwitchScanningModel(itemCount: 5, steps: steps([3, 1]),
                                            profile: profile(interval: 1, pause: 0.5, loops: nil, reaction: straddling))
        let records = replicate(model, count: 4000)
        XCTAssertEqual(records.map(\.restarts).reduce(0, +), 0)
        XCTAssertGreaterThan(records.map(\.misses).reduce(0, +), 0)
    }

    /// A restart costs the stopped scan's remaining highlights plus a reaction,
    /// so a loop limit of one pass makes the task slower on average.
    func testRestartsCostTime() throws {
        let limited = try SwitchScanningModel(itemCount: 5, steps: steps([3]),
                                              profile: profile(loops: 1, reaction: straddling))
        let unlimited = try SwitchScanningModel(itemCount: 5, steps: steps([3]),
                                                profile: profile(loops: nil, reaction: straddling))
        let a = meanAndStandardError(replicate(limited, count: 4000, seed: 1).map(\.total))
        let b = meanAndStandardError(replicate(unlimited, count: 4000, seed: 2).map(\.total))
        XCTAssertGreaterThan(a.mean - b.mean, 4 * (a.se * a.se + b.se * b.se).squareRoot())
    }
}
