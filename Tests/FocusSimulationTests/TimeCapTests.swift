import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Replications that run past `maxSeconds` stop there and say so.
final class TimeCapTests: XCTestCase {
    /// A reaction uniform on [0.99, 100] beats a 1 s highlight with chance 0.01/99.01,
    /// about once in ten thousand passes: within 30 s almost no replication finishes.
    private func hopeless() throws -> SwitchScanningModel {
        try SwitchScanningModel(itemCount: 5, steps: steps([3]),
                                profile: profile(interval: 1, pause: 0.5, reaction: .uniform(min: 0.99, max: 100)))
    }

    func testCappedReplicationsStopAtTheCap() throws {
        let maxSeconds = 30.0
        let records = replicate(try hopeless(), count: 300, maxSeconds: maxSeconds)
        let capped = records.filter(\.capped)
        // About 5 passes each: the expected number finishing is 300 × 5 × 1e-4 = 0.15.
        XCTAssertGreaterThan(capped.count, 290)
        for record in capped {
            XCTAssertEqual(record.total, maxSeconds)
            XCTAssertEqual(record.breakdown.total, maxSeconds, accuracy: 1e-9)
            XCTAssertGreaterThan(record.misses, 0)
        }
        for record in records where !record.capped {
            XCTAssertLessThanOrEqual(record.total, maxSeconds)
        }
    }

    func testFastTasksAreNotCapped() throws {
        let model = try SwitchScanningModel(itemCount: 5, steps: steps([3, 1]),
                                            profile: profile(reaction: .lognormal(mu: log(0.6), sigma: 0.35)))
        let records = replicate(model, count: 500, maxSeconds: 1000)
        XCTAssertFalse(records.contains(where: \.capped))
    }

    /// A cap shorter than the deterministic completion time caps every replication.
    func testCapBelowTheExactTimeCapsEverything() throws {
        let model = try SwitchScanningModel(itemCount: 5, steps: steps([2, 4]),
                                            profile: profile(interval: 1, pause: 0.5, reaction: .fixed(0.25)))
        // The task takes exactly 7.5 s (see ExactTimingTests).
        let under = replicate(model, count: 1, maxSeconds: 7.0)[0]
        XCTAssertTrue(under.capped)
        XCTAssertEqual(under.total, 7.0)
        XCTAssertEqual(under.breakdown.total, 7.0, accuracy: 1e-12)
        let over = replicate(model, count: 1, maxSeconds: 7.5)[0]
        XCTAssertFalse(over.capped)
        XCTAssertEqual(over.total, 7.5)
    }
}
