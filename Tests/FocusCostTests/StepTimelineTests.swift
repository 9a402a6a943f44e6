import FocusCost
import FocusModel
import FocusSimulation
import XCTest

/// The per-step timeline from one run of the task agrees with the
/// straightforward definition: step k's breakdown is the mean breakdown of
/// a run of the first k steps minus that of the first k − 1 steps.
final class StepTimelineTests: XCTestCase {
    /// The timeline by prefix runs, one simulation per step (quadratic, for small tasks only).
    private func prefixTimeline(_ scenario: Scenario, arm: Arm, settings: SimulationSettings) throws -> [TimeBreakdown] {
        let prefixSettings = StepTimeline.settings(for: settings)
        var previous = TimeBreakdown()
        var steps: [TimeBreakdown] = []
        for count in 1...scenario.task.count {
            var prefix = scenario
            prefix.task = Array(scenario.task.prefix(count))
            var mean = try CostModel.simulate(scenario: prefix, order: arm.order, user: arm.user,
                                              settings: prefixSettings).breakdown
            let end = mean
            mean += previous.scaled(by: -1)
            steps.append(mean)
            previous = end
        }
        return steps
    }

    /// Seven steps over nine fields in a column, some revisited and some typed into.
    private let scenario: Scenario = {
        var form = linearForm(elementCount: 9, task: [(2, 3), (7, 0), (1, 0), (8, 5), (8, 0), (0, 0), (5, 2)])
        for index in form.elements.indices {
            form.elements[index].frame = Frame(x: 10, y: Double(index) * 50, width: 200, height: 40)
        }
        form.screen = ScreenSize(width: 400, height: 600)
        return form
    }()

    private func assertSameAsPrefixRuns(_ user: NamedProfile, maxSeconds: Double = 3600,
                                        file: StaticString = #filePath, line: UInt = #line) throws {
        let runSettings = settings(replications: 3000, seed: 7, maxSeconds: maxSeconds)
        let arm = Arm(order: "linear", user: user)
        let timeline = try StepTimeline.estimate(scenario: scenario, arm: arm, settings: runSettings)
        let expected = try prefixTimeline(scenario, arm: arm, settings: runSettings)
        XCTAssertEqual(timeline.map(\.step), Array(0..<scenario.task.count), file: file, line: line)
        XCTAssertEqual(timeline.map(\.target), scenario.task.map(\.target), file: file, line: line)
        for (step, want) in zip(timeline, expected) {
            for category in TimeCategory.allCases {
                XCTAssertEqual(step.breakdown[category], want[category],
                               accuracy: 1e-9 * max(1, abs(want[category])),
                               "\(user.name), step \(step.step), \(category)", file: file, line: line)
            }
        }
    }

    func testEveryBuiltInProfileMatchesPrefixRuns() throws {
        for user in ProfileCatalog.builtIn.profiles {
            try assertSameAsPrefixRuns(user)
        }
    }

    /// Capped replications end every step they did not finish at their final breakdown, as prefix runs do.
    func testCappedReplicationsMatchPrefixRuns() throws {
        try assertSameAsPrefixRuns(referenceUser, maxSeconds: 12)
        try assertSameAsPrefixRuns(ProfileCatalog.builtIn.profile(named: "keyboard")!, maxSeconds: 3)
    }

    /// The steps add up to the task's mean breakdown, and the thread count changes nothing.
    func testStepsAddUpAndDoNotDependOnThreads() throws {
        let arm = Arm(order: "linear", user: referenceUser)
        let one = try StepTimeline.estimate(scenario: scenario, arm: arm, settings: settings(replications: 9000, threads: 1))
        let three = try StepTimeline.estimate(scenario: scenario, arm: arm, settings: settings(replications: 9000, threads: 3))
        XCTAssertEqual(one, three)
        let whole = try CostModel.simulate(scenario: scenario, order: "linear", user: referenceUser,
                                           settings: settings(replications: 9000))
        XCTAssertEqual(one.map(\.total).reduce(0, +), whole.summary.mean, accuracy: 1e-9 * whole.summary.mean)
    }
}

/// On a changing screen, phases' looking time and dialog steps land in some step, none lost.
final class PhasedStepTimelineTests: XCTestCase {
    func testPhasedStepsAddUpToTheTask() throws {
        let button = { (id: String, visible: Bool) in Element(id: id, role: .button, label: id, focusVisible: visible) }
        var scenario = Scenario(
            name: "dialog", platform: .web,
            elements: (0..<6).map { button("b\($0)", $0 != 4) },
            orders: [NamedOrder(name: "dom", elementIDs: (0..<6).map { "b\($0)" })],
            task: [TaskStep(target: "b3"), TaskStep(target: "d1"), TaskStep(target: "b4")])
        scenario.dialogs = [Dialog(id: "confirm", opensAfter: "b3", elements: [button("d0", true), button("d1", true)],
                                   modal: true, focusOnOpen: .first, focusOnClose: .trigger, closesAfter: ["d1"])]
        let user = ProfileCatalog.builtIn.profile(named: "keyboard")!
        let runSettings = settings(replications: 4000)
        let timeline = try StepTimeline.estimate(scenario: scenario, arm: Arm(order: "dom", user: user),
                                                 settings: runSettings)
        let whole = try CostModel.simulate(scenario: scenario, order: "dom", user: user, settings: runSettings)
        XCTAssertEqual(timeline.count, 3)
        XCTAssertGreaterThan(whole.breakdown[.looking], 0)
        for category in TimeCategory.allCases {
            XCTAssertEqual(timeline.map { $0.breakdown[category] }.reduce(0, +), whole.breakdown[category],
                           accuracy: 1e-9 * max(1, whole.breakdown.total), "\(category)")
        }
        for step in timeline { XCTAssertGreaterThan(step.total, 0) }
    }
}
