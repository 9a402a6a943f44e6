import FocusCost
import FocusModel
@testable import FocusReport
import FocusRun
import XCTest

/// A report keeps each cell's completion times once, sorted (8 bytes a
/// replication and cell), and takes the relative difference while the
/// times are still paired, with the same numbers as from the paired times.
final class ReportKeptTimesTests: XCTestCase {
    func testCellsKeepTheirTimesOnceSortedAndTheRelativeDifferenceIsThePairedOne() throws {
        let scenario = try ScenarioLoader.load(
            contentsOf: HTMLReportFixtures.packageRoot.appendingPathComponent("scenarios/signup.json").path)
        let user = try XCTUnwrap(ProfileCatalog.forScenario(scenario).profile(named: "switch-novice"))
        let settings = SimulationSettings(replications: 600, seed: 9, threads: 2)
        let document = try ReportRun.make(ReportRun.Request(
            scenario: scenario, scenarioFile: "scenarios/signup.json", orders: ["passwordFirst", "visual"],
            users: [user], baseline: "visual", settings: settings, keepsRecords: false))
        for cell in document.cells {
            XCTAssertNil(cell.estimate.records)
            XCTAssertNil(cell.estimate.totalsInOrder)
            let times = try XCTUnwrap(cell.estimate.sortedTotals)
            XCTAssertEqual(times.count, 600)
            XCTAssertEqual(times, times.sorted())
            XCTAssertEqual(times.first, cell.estimate.summary.min)
            XCTAssertEqual(times.last, cell.estimate.summary.max)
        }
        var inOrder = settings
        inOrder.keepTotals = true
        let paired = try CostModel.compare(scenario: scenario, a: Arm(order: "passwordFirst", user: user),
                                           b: Arm(order: "visual", user: user), settings: inOrder)
        let expected = RelativeDifference.paired(try XCTUnwrap(paired.a.totalsInOrder),
                                                 over: try XCTUnwrap(paired.b.totalsInOrder))
        XCTAssertEqual(document.comparisons.map(\.relative), [expected])
        XCTAssertNotEqual(expected.ci95.low, expected.ci95.high)
    }
}
