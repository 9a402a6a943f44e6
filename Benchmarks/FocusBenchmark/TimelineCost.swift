import FocusCost
import FocusModel
import Foundation

/// The per-step timeline of `report` by task length: wall-clock seconds of
/// `StepTimeline.estimate` for `ios-switch-control` on a column of 20
/// buttons visited round and round, with `replications` replications on all
/// threads and no time cap worth the name, so every replication plays every step.
/// The timeline is one run of the task, so seconds per step should stay
/// about flat as the task grows (they grew with the length when every task
/// prefix was simulated on its own). Its steps must add up to the task's mean.
struct TimelineCost {
    var lengths = [100, 200, 400, 800, 3200]
    var replications = 2_000

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private static func scenario(steps: Int) -> Scenario {
        let ids = (0..<20).map { "b\($0)" }
        return Scenario(name: "long task", platform: .ios,
                        elements: ids.map { Element(id: $0, role: .button, label: $0) },
                        orders: [NamedOrder(name: "column", elementIDs: ids)],
                        task: (0..<steps).map { TaskStep(target: ids[$0 % ids.count]) })
    }

    func run() throws -> JSONValue {
        guard let user = ProfileCatalog.builtIn.profile(named: "ios-switch-control") else {
            throw Failure(description: "a built-in profile is missing")
        }
        var settings = SimulationSettings(replications: replications)
        settings.maxSeconds = 1e9
        var rows: [JSONValue] = []
        for steps in lengths {
            let scenario = Self.scenario(steps: steps)
            let arm = Arm(order: "column", user: user)
            let clock = ContinuousClock()
            let started = clock.now
            let timeline = try StepTimeline.estimate(scenario: scenario, arm: arm, settings: settings)
            let elapsed = clock.now - started
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            let whole = try CostModel.simulate(scenario: scenario, order: "column", user: user, settings: settings)
            let sum = timeline.map(\.total).reduce(0, +)
            if abs(sum - whole.summary.mean) > 1e-9 * whole.summary.mean {
                throw Failure(description: "the timeline of \(steps) steps does not add up to the task's mean")
            }
            rows.append(["steps": .number(Double(steps)), "seconds": .number(seconds),
                         "microsecondsPerStepAndReplication": .number(seconds / Double(steps * replications) * 1e6)])
        }
        return ["replications": .number(Double(replications)), "lengths": .array(rows)]
    }
}
