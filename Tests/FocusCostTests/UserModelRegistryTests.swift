import FocusCost
import FocusModel
import FocusSimulation
import XCTest

/// The up-front feasibility check and the closed form that the registry
/// gives without simulating agree with what a simulation reports, for every
/// shipped scenario, order and profile the scenario allows.
final class UserModelRegistryTests: XCTestCase {
    private static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenarios")

    private func shippedScenarios() throws -> [Scenario] {
        let files = ["checkout.json", "login.json", "signup.json", "small-targets.json", "large-targets.json",
                     "changing/cookie-banner-failing.json", "changing/cookie-banner-repaired.json",
                     "changing/list-delete-failing.json", "changing/list-delete-repaired.json",
                     "changing/signup-dialog-failing.json", "changing/signup-dialog-repaired.json"]
        return try files.map { try ScenarioLoader.load(contentsOf: Self.scenarios.appendingPathComponent($0).path) }
    }

    /// Each scenario, and copies a model must refuse: the last target moved
    /// to a heading or static text (no Tab stop), and the first order without
    /// its last target.
    private func scenariosWithRefusals() throws -> [Scenario] {
        try shippedScenarios().flatMap { scenario -> [Scenario] in
            var variants = [scenario]
            let order = scenario.orders[0]
            if let text = scenario.elements.first(where: { [.heading, .staticText].contains($0.role)
                && order.elementIDs.contains($0.id) }), !scenario.task.isEmpty {
                var copy = scenario
                copy.task[copy.task.count - 1].target = text.id
                variants.append(copy)
            }
            if let last = scenario.task.last {
                var copy = scenario
                copy.orders[0].elementIDs.removeAll { $0 == last.target }
                variants.append(copy)
            }
            return variants
        }
    }

    private func refusal(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testCheckRefusesExactlyWhatSimulationRefuses() throws {
        let settings = SimulationSettings(replications: 2, seed: 1, threads: 1)
        var refused = 0
        var checked = 0
        for scenario in try scenariosWithRefusals() {
            let catalog = try ProfileCatalog.forScenario(scenario)
            for order in scenario.orders.map(\.name) {
                for user in catalog.profiles {
                    let simulated = refusal {
                        _ = try CostModel.simulate(scenario: scenario, order: order, user: user, settings: settings)
                    }
                    let upFront = refusal { try CostModel.checkFeasible(scenario: scenario, order: order, user: user) }
                    XCTAssertEqual(upFront, simulated, "\(scenario.name) \(order) \(user.name)")
                    checked += 1
                    if simulated != nil { refused += 1 }
                }
            }
        }
        // Both outcomes occur, so the comparison says something about each.
        XCTAssertGreaterThan(refused, 0)
        XCTAssertGreaterThan(checked - refused, 0)
    }

    func testClosedFormWithoutSimulatingIsTheEstimatesClosedForm() throws {
        let settings = settings(replications: 2, threads: 1)
        var compared = 0
        for scenario in try shippedScenarios() where !scenario.changesDuringTask {
            let catalog = try ProfileCatalog.forScenario(scenario)
            let order = scenario.orders[0].name
            for user in catalog.profiles {
                guard let estimate = try? CostModel.simulate(scenario: scenario, order: order, user: user,
                                                             settings: settings) else { continue }
                let closed = try CostModel.closedForm(scenario: scenario, order: order, profile: user.profile)
                XCTAssertEqual(closed, estimate.analytic, "\(scenario.name) \(user.name)")
                if closed != nil { compared += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 0)
    }
}
