import FocusModel
@testable import FocusSimulation
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

    /// Overshooting every swipe never settles on e1: the model is refused, and
    /// a plan built past the refusal stops at the cap, with the time up to it charged in full.
    func testNeverSettlingIsRefusedAndWouldBeCapped() throws {
        let scenario = swipeForm(task: [("e1", 0)])
        XCTAssertThrowsError(try SwipeModel(scenario: scenario, orderName: "visual",
                                            profile: fixedSwipeUser(overshoot: 1))) { error in
            guard case let .unreachableTarget(step, target, reason)? = error as? SimulationError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(step, 0)
            XCTAssertEqual(target, "e1")
            XCTAssert(reason.contains("overshoot 1"), reason)
        }
        let plan = alwaysOvershooting(try SwipeModel(scenario: scenario, orderName: "visual",
                                                     profile: fixedSwipeUser()).plan)
        let record = replicateStops(plan, count: 1, maxSeconds: 100)[0]
        XCTAssertTrue(record.capped)
        XCTAssertEqual(record.total, 100)
        XCTAssertEqual(record.breakdown.total, 100, accuracy: 1e-9)
        XCTAssertGreaterThan(record.breakdown.errors, 90)
    }

    /// With every move overshooting the walk is fixed: a model is refused
    /// exactly when its replication would run to the cap.
    func testAlwaysOvershootingIsRefusedExactlyWhenItNeverFinishes() throws {
        let ids = ["e1", "e2", "e3", "e4", "e5"]
        var refused = 0, finished = 0
        for navigation in [SwipeProfile.Navigation.linear, .shortest] {
            for first in ids {
                for second in ids {
                    let scenario = swipeForm(task: [(first, 0), (second, 0)])
                    let errorFree = try SwipeModel(scenario: scenario, orderName: "visual",
                                                   profile: fixedSwipeUser(navigation: navigation))
                    let capped = replicateStops(alwaysOvershooting(errorFree.plan), count: 1)[0].capped
                    do {
                        _ = try SwipeModel(scenario: scenario, orderName: "visual",
                                           profile: fixedSwipeUser(navigation: navigation, overshoot: 1))
                        XCTAssertFalse(capped, "\(navigation) \(first) \(second)")
                        finished += 1
                    } catch {
                        XCTAssertTrue(capped, "\(navigation) \(first) \(second): \(error)")
                        refused += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(refused, 0)
        XCTAssertGreaterThan(finished, 0)
    }

    func testKeyboardThatAlwaysOvershootsIsRefused() {
        var p = KeyboardProfile()
        p.overshoot = 1
        XCTAssertThrowsError(try KeyboardModel(scenario: swipeForm(task: [("e2", 0)]), orderName: "visual", profile: p))
        // Focus starts before the first Tab stop, so two stops on is the second.
        XCTAssertNoThrow(try KeyboardModel(scenario: swipeForm(task: [("e3", 0)]), orderName: "visual", profile: p))
    }

    /// `plan` with every move overshooting, built without the model's refusal.
    private func alwaysOvershooting(_ p: StopNavigationPlan) -> StopNavigationPlan {
        StopNavigationPlan(
            stopCount: p.stopCount, startPosition: p.startPosition, steps: p.steps, takesShorterWay: p.takesShorterWay,
            landingPerception: p.landingPerception, startPerception: p.startPerception, moveTime: p.moveTime,
            perceptionTime: p.perceptionTime, activationTime: p.activationTime,
            entryTimePerCharacter: p.entryTimePerCharacter, overshoot: 1, moveCategory: p.moveCategory,
            perceptionCategory: p.perceptionCategory, modelName: p.modelName)
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
