import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Overshoots, refused targets and the time cap of the stop-by-stop simulator.
final class SwipeOvershootTests: XCTestCase {
    /// When every target is the next stop, each overshoot lands past it on a
    /// wrong element, so its swipe and that element's announcement are exactly
    /// the time lost, and the rest of the total is the error-free sum.
    func testErrorsAreExactlyTheExtraTimeAndOvershootsAreGeometric() throws {
        let p = 0.2
        let scenario = swipeForm(task: [("e1", 0), ("e2", 0), ("e3", 0), ("e4", 0)])
        let model = try SwipeModel(scenario: scenario, orderName: "visual", profile: fixedSwipeUser(overshoot: p))
        let errorFree = try SwipeModel(scenario: scenario, orderName: "visual", profile: fixedSwipeUser())
        let exact = replicateStops(errorFree.plan, count: 1)[0].total
        let records = replicateStops(model.plan, count: 20_000, seed: 7)
        var simulator = StopNavigationSimulator(plan: model.plan)
        let stream = RandomStream()
        var overshoots: [Double] = []
        for (i, record) in records.enumerated() {
            XCTAssertFalse(record.capped)
            XCTAssertEqual(record.total - record.breakdown.errors, exact, accuracy: 1e-9)
            XCTAssertEqual(record.breakdown.total, record.total, accuracy: 1e-9)
            overshoots.append(Double(record.overshoots))
            if i < 200 {
                stream.reseed(run: 7, replication: i)
                _ = simulator.run(stream: stream, maxSeconds: 3600)
                let tallies = (0..<4).map { simulator.stepTally($0) }
                XCTAssertEqual(Int(tallies.map(\.misses).reduce(0, +)), record.overshoots)
                XCTAssertEqual(Int(tallies.map(\.attempts).reduce(0, +)), 4 + record.overshoots)
            }
        }
        // Four moves, each with geometric overshoots of mean p / (1 − p).
        let (mean, se) = meanAndStandardError(overshoots)
        XCTAssertLessThan(abs(mean - 4 * p / (1 - p)), 4 * se, "mean \(mean) ± \(se)")
    }

    /// An overshoot that lands on the target is lucky: nothing to undo.
    func testOvershootOntoTheTargetCostsNothing() throws {
        let model = try SwipeModel(scenario: swipeForm(task: [("e2", 0)]), orderName: "visual",
                                   profile: fixedSwipeUser(overshoot: 1))
        let record = replicateStops(model.plan, count: 1)[0]
        XCTAssertEqual(record.overshoots, 1)
        XCTAssertEqual(record.breakdown.errors, 0)
        XCTAssertEqual(record.total, 0.75 + 0.5 + 0.75 + 0.25)
    }

    /// Overshooting every swipe never settles on e1: the replication stops at the cap,
    /// with the time up to it charged in full.
    func testNeverSettlingIsCapped() throws {
        let model = try SwipeModel(scenario: swipeForm(task: [("e1", 0)]), orderName: "visual",
                                   profile: fixedSwipeUser(overshoot: 1))
        let record = replicateStops(model.plan, count: 1, maxSeconds: 100)[0]
        XCTAssertTrue(record.capped)
        XCTAssertEqual(record.total, 100)
        XCTAssertEqual(record.breakdown.total, 100, accuracy: 1e-9)
        XCTAssertGreaterThan(record.breakdown.errors, 90)
    }

    func testFormControlsRefusesATargetThatIsNotAControl() {
        XCTAssertThrowsError(try SwipeModel(scenario: swipeForm(task: [("e2", 0), ("e1", 0)]), orderName: "visual",
                                            profile: fixedSwipeUser(navigation: .formControls))) { error in
            guard case let .unreachableTarget(step, target, reason)? = error as? SimulationError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(step, 1)
            XCTAssertEqual(target, "e1")
            XCTAssert(reason.contains("staticText"), reason)
            XCTAssert(reason.contains("formControls"), reason)
        }
        XCTAssertNoThrow(try SwipeModel(scenario: swipeForm(task: [("e1", 0)]), orderName: "visual",
                                        profile: fixedSwipeUser(navigation: .shortest)))
    }

    func testUnknownOrderAndMissingTargetAreRefused() {
        XCTAssertThrowsError(try SwipeModel(scenario: swipeForm(task: [("e2", 0)]), orderName: "other",
                                            profile: fixedSwipeUser()))
        XCTAssertThrowsError(try SwipeModel(scenario: swipeForm(task: [("e2", 0)], order: ["e0", "e1"]),
                                            orderName: "visual", profile: fixedSwipeUser())) { error in
            XCTAssertEqual(error as? SimulationError, .targetNotInOrder(step: 0, target: "e2", order: "visual"))
        }
    }

    /// A copy for another worker plays the same replication from the same stream.
    func testWorkerCopiesAgree() throws {
        var p = SwipeProfile.voiceoverNovice
        p.overshoot = 0.1
        let model = try SwipeModel(scenario: swipeForm(task: [("e4", 0), ("e2", 5)]), orderName: "visual", profile: p)
        var a = StopNavigationSimulator(model: model)
        var b = a.copyForWorker()
        let stream = RandomStream()
        for i in 0..<50 {
            stream.reseed(run: 3, replication: i)
            let first = a.run(stream: stream, maxSeconds: 3600)
            stream.reseed(run: 3, replication: i)
            XCTAssertEqual(b.run(stream: stream, maxSeconds: 3600), first)
        }
    }
}
