import FocusCost
import FocusModel
@testable import FocusReport
import FocusRun
import Synchronization
import XCTest

/// CSV written a block of replications at a time is byte for byte the CSV of
/// the records kept in memory, for any block size and thread count.
final class StreamedCSVTests: XCTestCase {
    /// Text handed over by a streamed run, and where each block of records began.
    private final class Collected: Sendable {
        let state = Mutex((text: "", firsts: [Int]()))
        var text: String { state.withLock { $0.text } }
        var firsts: [Int] { state.withLock { $0.firsts } }
        func append(_ piece: String) { state.withLock { $0.text += piece } }

        /// The CSV rows of each block, noting where the block began.
        var rows: ReplicationRecordBlocks {
            let csv = ReplicationCSV.streaming(to: append)
            return { block in
                self.state.withLock { $0.firsts.append(block.first) }
                csv(block)
            }
        }
    }

    private let scenario = try! ScenarioLoader.load(
        contentsOf: HTMLReportFixtures.packageRoot.appendingPathComponent("scenarios/signup.json").path)
    private var user: NamedProfile { try! ProfileCatalog.forScenario(scenario).profile(named: "ios-switch-control")! }

    /// 9,000 replications are three chunks of 4,096 (the last one short): with
    /// one chunk per block the rows come in three blocks, on two threads.
    private func settings(threads: Int, keep: Bool) -> SimulationSettings {
        SimulationSettings(replications: 9_000, seed: 11, threads: threads, keepReplications: keep)
    }

    func testSimulateStreamedInBlocksEqualsTheKeptRecords() throws {
        let kept = try CostModel.simulate(scenario: scenario, order: "visual", user: user,
                                          settings: settings(threads: 1, keep: true))
        let collected = Collected()
        let streamed = try CostModel.simulate(scenario: scenario, order: "visual", user: user,
                                              settings: settings(threads: 2, keep: true),
                                              streamingRecords: collected.rows,
                                              chunksPerBlock: 1)
        XCTAssertEqual(collected.text, try ReplicationCSV.render([kept]))
        XCTAssertNil(streamed.records)
        XCTAssertEqual(streamed.summary, kept.summary)
        XCTAssertEqual(streamed.breakdown, kept.breakdown)
        XCTAssertEqual(streamed.counts, kept.counts)
        XCTAssertEqual(collected.firsts, [0, 4096, 8192])
    }

    func testCompareStreamsBothOrdersInTurn() throws {
        let a = Arm(order: "passwordFirst", user: user), b = Arm(order: "visual", user: user)
        let kept = try CostModel.compare(scenario: scenario, a: a, b: b, settings: settings(threads: 1, keep: true))
        let collected = Collected()
        let streamed = try CostModel.compare(scenario: scenario, a: a, b: b, settings: settings(threads: 3, keep: false),
                                             streamingRecords: collected.rows,
                                             chunksPerBlock: 1)
        XCTAssertEqual(collected.text, try ReplicationCSV.render([kept.a, kept.b]))
        XCTAssertEqual(streamed.difference, kept.difference)
        XCTAssertEqual(collected.firsts, [0, 4096, 8192, 0, 4096, 8192])
    }

    /// A refusal of the second order comes before any row of the first.
    func testCompareRefusesTheSecondOrderBeforeStreamingTheFirst() {
        let collected = Collected()
        XCTAssertThrowsError(try CostModel.compare(
            scenario: scenario, a: Arm(order: "visual", user: user), b: Arm(order: "nope", user: user),
            settings: settings(threads: 1, keep: false), streamingRecords: collected.rows))
        XCTAssertEqual(collected.text, "")
    }

    func testReportRowsStreamedEqualTheKeptRecords() throws {
        let profiles = try ["ios-switch-control", "switch-novice"].map {
            try XCTUnwrap(ProfileCatalog.forScenario(scenario).profile(named: $0))
        }
        var request = ReportRun.Request(scenario: scenario, scenarioFile: "scenarios/signup.json",
                                        orders: scenario.orders.map(\.name), users: profiles, baseline: "visual",
                                        settings: SimulationSettings(replications: 500, seed: 4, threads: 2),
                                        keepsRecords: true)
        let kept = try ReportCSV.render(ReportRun.make(request))
        request.keepsRecords = false
        let collected = Collected()
        try ReportRun.streamCSV(request, to: collected.append)
        XCTAssertEqual(collected.text, kept)
    }
}
