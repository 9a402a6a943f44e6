import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Step scanning: the completion time is a sum of press times; slips add presses.
/// Press times are dyadic, so the sums are exact in floating point.
final class StepScanningTests: XCTestCase {
    private let press = 0.25

    private func stepProfile(press: Distribution = .fixed(0.25), slip: Double = 0,
                             resume: SwitchScanningProfile.Resume = .first,
                             activation: Distribution = .fixed(0), entry: Distribution = .fixed(0))
        -> SwitchScanningProfile {
        var p = SwitchScanningProfile()
        p.scanning = .step
        p.pressTime = press
        p.slip = slip
        p.resumeAfterSelection = resume
        p.activationTime = activation
        p.entryTimePerCharacter = entry
        return p
    }

    private func replicateStep(_ model: StepScanningModel, count: Int, seed: UInt64 = 1,
                               maxSeconds: Double = 3600) -> [ReplicationRecord] {
        replicate(by: StepScanningSimulator(model: model), count: count, seed: seed, maxSeconds: maxSeconds)
    }

    func testErrorFreeTimeIsTheSumOfPresses() throws {
        let model = try StepScanningModel(itemCount: 6, steps: steps([2, 5], characters: [3, 0]),
                                          profile: stepProfile(activation: .fixed(0.5), entry: .fixed(0.75)))
        let record = replicateStep(model, count: 1)[0]
        // Step 1 from item 0: 2 moves + select; step 2 from item 0 again: 5 moves + select.
        let presses = (2 + 1) + (5 + 1)
        XCTAssertEqual(record.total, Double(presses) * press + 2 * 0.5 + 3 * 0.75)
        XCTAssertEqual(record.breakdown[.pressing], Double(presses) * press)
        XCTAssertEqual(record.breakdown.errors, 0)
        XCTAssertEqual(record.breakdown.activation, 1.0)
        XCTAssertEqual(record.breakdown.entry, 2.25)
        XCTAssertEqual(record.slips, 0)
        XCTAssertFalse(record.capped)
    }

    func testResumeCurrentMovesOnFromThePreviousTargetAndWraps() throws {
        let model = try StepScanningModel(itemCount: 6, steps: steps([4, 1, 1]),
                                          profile: stepProfile(resume: .current))
        // 4 moves + select; from 4 to 1 wrapping: 3 moves + select; same target: select only.
        XCTAssertEqual(replicateStep(model, count: 1)[0].total, Double(5 + 4 + 1) * press)
        XCTAssertEqual(model.moves(forStep: 1), 3)
        XCTAssertEqual(model.moves(forStep: 2), 0)
    }

    func testRandomPressTimesKeepTheBreakdownWhole() throws {
        let model = try StepScanningModel(itemCount: 7, steps: steps([3, 6, 0], characters: [2, 0, 1]),
                                          profile: stepProfile(press: .lognormal(mu: log(0.6), sigma: 0.35),
                                                               slip: 0.1, entry: .gamma(shape: 2, scale: 0.5)))
        for record in replicateStep(model, count: 500) {
            let b = record.breakdown
            XCTAssertEqual(b[.pressing] + b.errors + b.activation + b.entry, record.total, accuracy: 1e-9)
            XCTAssertGreaterThan(b[.pressing], 0)
            XCTAssertEqual(b.waiting + b.reacting, 0)
            if record.slips == 0 { XCTAssertEqual(b.errors, 0) }
        }
    }

    /// With two items a slipped move lands back on the item it left (one press
    /// more), and the wrong switch moves off the target onto the other item (a
    /// move and the select again: two presses more).
    func testWithTwoItemsASlipCostsOneOrTwoPresses() throws {
        let model = try StepScanningModel(itemCount: 2, steps: steps([1, 1]), profile: stepProfile(slip: 0.3))
        let records = replicateStep(model, count: 400)
        var sawEach = (one: false, two: false)
        for record in records {
            let extra = Int(record.total / press) - 4
            XCTAssert((record.slips...(2 * record.slips)).contains(extra), "\(extra) extra presses, \(record.slips) slips")
            if record.slips == 1 && extra == 1 { sawEach.one = true }
            if record.slips == 1 && extra == 2 { sawEach.two = true }
        }
        XCTAssertTrue(sawEach.one && sawEach.two)
    }

    /// With one item, every press is a select; a slip is one more select press.
    func testWithOneItemEverySlipIsOneMoreSelect() throws {
        let model = try StepScanningModel(itemCount: 1, steps: steps([0]), profile: stepProfile(slip: 0.5))
        for record in replicateStep(model, count: 200) {
            XCTAssertEqual(record.total, Double(1 + record.slips) * press)
        }
    }

    /// A slip that passes the target means going round: with ten items and the
    /// target one move away, a slipped first move costs the whole loop.
    func testPassingTheTargetMeansGoingRound() throws {
        let model = try StepScanningModel(itemCount: 10, steps: steps([1]), profile: stepProfile(slip: 0.2))
        let records = replicateStep(model, count: 2000)
        let fastest = records.map(\.total).min()!
        XCTAssertEqual(fastest, 2 * press)
        // A slip here always passes item 1 (a move too many from item 0 lands on
        // item 2, the wrong switch on item 1 moves to item 2), leaving 9 items to
        // go round: at best 5 more moves, all but one slipping forward two at a
        // time, then the select. So at least 7 presses: 1 + 5 + 1.
        let slipped = records.filter { $0.slips > 0 }
        XCTAssertGreaterThan(slipped.count, 300)
        for record in slipped {
            XCTAssertGreaterThanOrEqual(record.total, 7 * press)
        }
    }

    func testSlipOneIsRefused() {
        XCTAssertThrowsError(try StepScanningModel(itemCount: 3, steps: steps([1]), profile: stepProfile(slip: 1))) {
            XCTAssertEqual(($0 as? SimulationError)?.description,
                           "task step 1 ('e1') can never be completed: every press slips (slip 1), "
                               + "so the select switch never selects the target")
        }
    }

    func testTimeCapIsRespected() throws {
        let model = try StepScanningModel(itemCount: 30, steps: steps([29, 28, 27]),
                                          profile: stepProfile(press: .fixed(1), slip: 0.4, entry: .fixed(1)))
        for record in replicateStep(model, count: 50, maxSeconds: 20) {
            XCTAssertTrue(record.capped)
            XCTAssertEqual(record.total, 20)
            XCTAssertEqual(record.breakdown.total, 20, accuracy: 1e-9)
        }
    }

    func testTalliesCountSelectPressesOnTheTarget() throws {
        let model = try StepScanningModel(itemCount: 1, steps: steps([0]), profile: stepProfile(slip: 0.5))
        var simulator = StepScanningSimulator(model: model)
        let stream = RandomStream()
        for i in 0..<50 {
            stream.reseed(run: 3, replication: i)
            let record = simulator.run(stream: stream, maxSeconds: 3600)
            XCTAssertEqual(simulator.stepTally(0), StepTally(attempts: Int32(1 + record.slips), misses: Int32(record.slips)))
        }
    }

    func testScenarioModelUsesTheOrderPositions() throws {
        let scenario = Scenario(
            name: "s", platform: .ios,
            elements: ["a", "b", "c"].map { Element(id: $0, role: .button, label: $0) },
            orders: [NamedOrder(name: "o", elementIDs: ["c", "a", "b"])], task: [TaskStep(target: "b")])
        let model = try StepScanningModel(scenario: scenario, orderName: "o", profile: stepProfile())
        XCTAssertEqual(model.steps.map(\.position), [2])
        XCTAssertEqual(model.itemCount, 3)
    }
}
