import FocusCost
import FocusLint
import FocusModel
import XCTest

/// A repair that would enlarge a row in place onto its neighbours is not
/// offered, so its cost is not simulated.
final class OverlappingRepairTests: XCTestCase {
    private static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenarios")

    func testSmallTargetRepairThatWouldOverlapANeighbourIsNotTimed() throws {
        let scenario = try ScenarioLoader.load(
            contentsOf: Self.scenarios.appendingPathComponent("bench-linear-20.json").path)
        let user = try XCTUnwrap(ProfileCatalog.builtIn.profile(named: "switch-point"))
        let result = try Linter.lint(LintRequest(scenario: scenario, order: "linear", users: [user],
                                                 settings: SimulationSettings(replications: 200, seed: 1, threads: 1)))
        let rows = result.findings.filter { $0.kind == .smallTarget }
        XCTAssertEqual(rows.count, 20)
        for finding in rows {
            XCTAssertNil(finding.repair, finding.elementIDs.joined())
            XCTAssert(finding.notSimulatedReason?.contains("overlap") == true, finding.elementIDs.joined())
        }
    }
}
