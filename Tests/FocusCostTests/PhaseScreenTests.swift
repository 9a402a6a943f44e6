import FocusCost
import FocusModel
import XCTest

/// Each phase of a changing screen draws only what is on screen then: a
/// closed dialog no longer covers the page.
final class PhaseScreenTests: XCTestCase {
    private static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenarios")

    private func load(_ path: String) throws -> Scenario {
        try ScenarioLoader.load(contentsOf: Self.scenarios.appendingPathComponent(path).path)
    }

    func testPointScanningFinishesAfterTheDialogCloses() throws {
        // The dialog's text sat over 'signIn', the last target, after the dialog had closed.
        let scenario = try load("changing/signup-dialog-failing.json")
        let user = try XCTUnwrap(ProfileCatalog.builtIn.profile(named: "switch-point"))
        let estimate = try CostModel.simulate(scenario: scenario, order: scenario.orders[0].name, user: user,
                                              settings: SimulationSettings(replications: 500, seed: 3, threads: 1))
        XCTAssertEqual(estimate.counts.capped, 0)
        XCTAssertLessThan(estimate.summary.max, 1000)
    }
}
