import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// With a fixed reaction time the timing error R − median is 0, so every line
/// stops exactly on the target's middle on its first sweep: each step takes
/// c_x / v + c_y / v, then activation and entry. All values are dyadic, so the
/// sums are exact in floating point.
final class PointScanningTimingTests: XCTestCase {
    private let v = 64.0

    private func twoTargets(reaction: Distribution = .fixed(0.5)) throws -> PointScanningModel {
        let scenario = pointScenario(
            [("a", .button, Frame(x: 32, y: 64, width: 64, height: 32)),
             ("b", .textField, Frame(x: 128, y: 256, width: 96, height: 64))],
            task: [("a", 0), ("b", 3), ("a", 0)])
        return try PointScanningModel(scenario: scenario, orderName: "all", profile: pointProfile(
            speed: v, reaction: reaction, activation: .fixed(0.25), entryPerCharacter: .fixed(0.5)))
    }

    func testFixedReactionStopsOnTheMiddleOfEveryTarget() throws {
        let (record, tallies) = replicatePoint(try twoTargets(), count: 1)[0]
        // a: middle (64, 80); b: middle (176, 288).
        let a = 64 / v + 80 / v
        let b = 176 / v + 288 / v
        // Each line first rests at the edge for firstItemPause (0.5 s): two rests a step.
        let rests = 3 * 2 * 0.5
        XCTAssertEqual(record.total, a + b + a + 3 * 0.25 + 3 * 0.5 + rests)
        XCTAssertEqual(record.total, 17.0)
        // Waiting: the rests and the lines' travel to the near edges, a (32, 64) and b (128, 256).
        XCTAssertEqual(record.breakdown.waiting, rests + 2 * (32 + 64) / v + (128 + 256) / v)
        // Reacting: from each near edge to the middle, half the target's size.
        XCTAssertEqual(record.breakdown.reacting, 2 * (32 + 16) / v + (48 + 32) / v)
        XCTAssertEqual(record.breakdown.errors, 0)
        XCTAssertEqual(record.breakdown.activation, 0.75)
        XCTAssertEqual(record.breakdown.entry, 1.5)
        XCTAssertEqual(record.misses, 0)
        XCTAssertEqual(record.falseActivations, 0)
        XCTAssertFalse(record.capped)
        XCTAssertEqual(tallies, Array(repeating: StepTally(attempts: 2, misses: 0), count: 3))
    }

    func testBreakdownAddsUpToTheTotal() throws {
        let model = try twoTargets(reaction: .lognormal(mu: log(0.6), sigma: 0.35))
        var sawErrors = false
        for (record, _) in replicatePoint(model, count: 500) {
            let b = record.breakdown
            XCTAssertEqual(b.waiting + b.reacting + b.errors + b.activation + b.entry, record.total, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(b.errors, 0)
            if record.misses > 0 {
                sawErrors = true
                XCTAssertGreaterThan(b.errors, 0)
            }
        }
        XCTAssertTrue(sawErrors, "a lognormal reaction should miss a 32 pt target sometimes")
    }

    func testTimeCapStopsTheReplication() throws {
        let model = try twoTargets(reaction: .lognormal(mu: log(0.6), sigma: 0.35))
        let (record, _) = replicatePoint(model, count: 1, maxSeconds: 3)[0]
        XCTAssertTrue(record.capped)
        XCTAssertEqual(record.total, 3)
        XCTAssertEqual(record.breakdown.total, 3, accuracy: 1e-9)
    }

    /// A loop limit of one sweep stops the scan after every sweep let pass and
    /// makes the user restart it from the vertical line, so it costs time.
    func testLoopLimitRestartsTheScan() throws {
        let reaction = Distribution.uniform(min: 0, max: 1.2)
        let scenario = pointScenario([("a", .button, Frame(x: 96, y: 200, width: 16, height: 16))], task: [("a", 0)])
        let unlimited = try PointScanningModel(scenario: scenario, orderName: "all",
                                               profile: pointProfile(reaction: reaction))
        let limited = try PointScanningModel(scenario: scenario, orderName: "all",
                                             profile: pointProfile(reaction: reaction, loops: 1))
        let a = replicatePoint(limited, count: 4000)
        let b = replicatePoint(unlimited, count: 4000)
        XCTAssertEqual(b.map(\.record.restarts).reduce(0, +), 0)
        XCTAssertGreaterThan(a.map(\.record.restarts).reduce(0, +), 0)
        let difference = meanAndStandardError(zip(a, b).map { $0.record.total - $1.record.total })
        XCTAssertGreaterThan(difference.mean, 4 * difference.se)
    }
}

/// Android's line order: the horizontal line (moving in Y) first. Each line's
/// sweeps are independent of the other's, so either order reaches the same
/// crosshair in the same time, with the fixture's two rests of 0.5 s.
final class PointScanningLineOrderTests: XCTestCase {
    func testBothOrdersStopOnTheMiddleAndTheFirstLineIsConfigurable() throws {
        XCTAssertEqual(SwitchScanningProfile.switchPoint.pointLines, .horizontalFirst)
        XCTAssertEqual(SwitchScanningProfile.switchPoint.firstItemPause, 0.7)
        let scenario = pointScenario([("a", .button, Frame(x: 32, y: 64, width: 64, height: 32))], task: [("a", 0)])
        var totals: [Double] = []
        for lines in SwitchScanningProfile.PointLines.allCases {
            var p = pointProfile(reaction: .fixed(0.5))
            p.pointLines = lines
            let model = try PointScanningModel(scenario: scenario, orderName: "all", profile: p)
            totals.append(replicatePoint(model, count: 1)[0].record.total)
        }
        let expected: Double = 64.0 / 64 + 80.0 / 64 + 1
        XCTAssertEqual(totals, [expected, expected])
    }
}
