import FocusCost
import FocusModel
@testable import FocusReport
import Synchronization
import XCTest

/// A population run's CSV written a batch of people at a time is byte for
/// byte the CSV of the records kept in memory, person column included.
final class StreamedPeopleCSVTests: XCTestCase {
    private final class Collected: Sendable {
        let state = Mutex((text: "", firsts: [Int]()))
        var text: String { state.withLock { $0.text } }
        var firsts: [Int] { state.withLock { $0.firsts } }

        func rows(replicationsPerPerson: Int) -> ReplicationRecordBlocks {
            let csv = ReplicationCSV.streaming(replicationsPerPerson: replicationsPerPerson) { piece in
                self.state.withLock { $0.text += piece }
            }
            return { block in
                self.state.withLock { $0.firsts.append(block.first) }
                csv(block)
            }
        }
    }

    private let scenario = try! ScenarioLoader.load(
        contentsOf: HTMLReportFixtures.packageRoot.appendingPathComponent("scenarios/signup.json").path)
    private var population: NamedProfile {
        try! ProfileCatalog.forScenario(scenario).profile(named: "ios-switch-control-population")!
    }

    /// 30 people of 300 replications: with one chunk (4,096 records) per
    /// batch, ⌈4096 / 300⌉ = 14 people a batch, so three batches.
    private let people = 30
    private func settings(threads: Int, keep: Bool) -> SimulationSettings {
        SimulationSettings(replications: 300, seed: 5, threads: threads, keepReplications: keep)
    }

    func testPopulationSimulateStreamedByBatchesOfPeopleEqualsTheKeptRecords() throws {
        let kept = try CostModel.simulate(scenario: scenario, order: "visual", population: population, people: people,
                                          settings: settings(threads: 1, keep: true))
        let collected = Collected()
        let streamed = try CostModel.simulate(scenario: scenario, order: "visual", population: population,
                                              people: people, settings: settings(threads: 2, keep: true),
                                              streamingRecords: collected.rows(replicationsPerPerson: 300),
                                              chunksPerBlock: 1)
        XCTAssertEqual(collected.text, try PeopleCSV.render([kept.estimate], replicationsPerPerson: 300))
        XCTAssertTrue(collected.text.hasPrefix(ReplicationCSV.columns.joined(separator: ",") + ",person\n"))
        XCTAssertNil(streamed.estimate.records)
        XCTAssertEqual(streamed.estimate.summary, kept.estimate.summary)
        XCTAssertEqual(streamed.people.personMeans, kept.people.personMeans)
        XCTAssertEqual(Set(collected.firsts).count, people, "one block per person")
        XCTAssertEqual(collected.firsts, collected.firsts.sorted(), "people in order")
    }

    func testPopulationCompareStreamsBothOrdersInTurn() throws {
        let a = Arm(order: "passwordFirst", user: population), b = Arm(order: "visual", user: population)
        let kept = try CostModel.compare(scenario: scenario, a: a, b: b, people: people,
                                         settings: settings(threads: 1, keep: true))
        let collected = Collected()
        let streamed = try CostModel.compare(scenario: scenario, a: a, b: b, people: people,
                                             settings: settings(threads: 3, keep: false),
                                             streamingRecords: collected.rows(replicationsPerPerson: 300),
                                             chunksPerBlock: 1)
        XCTAssertEqual(collected.text,
                       try PeopleCSV.render([kept.comparison.a, kept.comparison.b], replicationsPerPerson: 300))
        XCTAssertEqual(streamed.comparison.difference, kept.comparison.difference)
        XCTAssertEqual(collected.firsts.count, 2 * people)
    }

    func testARefusalOfTheSecondOrderComesBeforeAnyRow() throws {
        let collected = Collected()
        XCTAssertThrowsError(try CostModel.compare(
            scenario: scenario, a: Arm(order: "visual", user: population), b: Arm(order: "nope", user: population),
            people: people, settings: settings(threads: 2, keep: true),
            streamingRecords: collected.rows(replicationsPerPerson: 300)))
        XCTAssertEqual(collected.text, "")
    }
}
