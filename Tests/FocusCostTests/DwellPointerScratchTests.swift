import FocusCost
import FocusModel
import XCTest

final class DwellPointerScratchTests: XCTestCase {
    func testADwellProfileDecodesAndSimulatesWithinItsClosedForm() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenarios/signup.json").path
        let scenario = try ScenarioLoader.load(contentsOf: path)
        let user = try XCTUnwrap(ProfileCatalog.decodeProfiles(
            text: #"{"head": {"kind": "dwell", "dwellTime": {"lognormal": {"mu": 0, "sigma": 0.3}}}}"#,
            file: "profiles.json", over: .builtIn).first)
        XCTAssertEqual(user.profile.kind, "dwell")
        let settings = SimulationSettings(replications: 4000, seed: 7, threads: 1)
        let estimate = try CostModel.simulate(scenario: scenario, order: scenario.orders[0].name, user: user,
                                              settings: settings)
        let closed = try XCTUnwrap(estimate.analytic)
        XCTAssertEqual(estimate.summary.mean, closed.mean, accuracy: 4 * closed.sd / 4000.0.squareRoot())
    }
}
