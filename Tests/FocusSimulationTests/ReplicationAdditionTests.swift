import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// A wrapper's addition carried by a simulator's own batch loop
/// (`run(batch:stream:stepTotals:adding:)`) gives every replication what one
/// replication at a time gives it: the addition's draws first, the wrapped
/// replication, then the addition's time added to the record.
final class ReplicationAdditionTests: XCTestCase {
    /// Draws two uniforms and adds up to 6 s of entry time; counts what it saw.
    private struct Extra: ReplicationAddition {
        var seconds = 0.0
        var completed = 0
        mutating func draw(from stream: RandomStream) {
            seconds = 3 * (stream.uniform() + stream.uniform())
        }
        mutating func complete(_ record: inout ReplicationRecord, maxSeconds: Double) {
            _ = record.appendCapped(seconds, to: .entry, maxSeconds: maxSeconds)
            completed += 1
        }
    }

    private func checkAddition<S: ReplicationSimulator>(_ original: S, cap: Double, replications: Int = 80,
                                                        file: StaticString = #filePath, line: UInt = #line) {
        let seed: UInt64 = 4, first = 3
        let stream = RandomStream()
        var single = original.copyForWorker()
        var extra = Extra()
        let expected = (0..<replications).map { i -> ReplicationRecord in
            stream.reseed(run: seed, replication: first + i)
            extra.draw(from: stream)
            var record = single.run(stream: stream, maxSeconds: cap)
            extra.complete(&record, maxSeconds: cap)
            return record
        }
        var batched = original.copyForWorker()
        var totals = [Double](repeating: .nan, count: replications)
        var kept = [ReplicationRecord](repeating: .empty, count: replications)
        var tallies = [StepTotal](repeating: StepTotal(), count: original.stepCount)
        var carried = Extra()
        totals.withUnsafeMutableBufferPointer { totals in
            kept.withUnsafeMutableBufferPointer { kept in
                tallies.withUnsafeMutableBufferPointer { tallies in
                    var batch = ReplicationBatch(indices: 0..<replications, seed: seed, firstReplication: first,
                                                 maxSeconds: cap, totals: totals.baseAddress!,
                                                 records: kept.baseAddress, recordBase: 0)
                    batched.run(batch: &batch, stream: stream, stepTotals: tallies, adding: &carried)
                }
            }
        }
        XCTAssertEqual(carried.completed, replications, "each replication completed once", file: file, line: line)
        XCTAssertEqual(kept, expected, "records, cap \(cap)", file: file, line: line)
        XCTAssertEqual(totals, expected.map(\.total), "totals, cap \(cap)", file: file, line: line)
        if cap == 3600 {
            XCTAssertTrue(expected.allSatisfy { !$0.capped && $0.breakdown[.entry] > 0 }, "the addition adds time",
                          file: file, line: line)
        } else {
            XCTAssertTrue(expected.contains(where: \.capped), "the cap cuts some replications", file: file, line: line)
        }
    }

    /// Automatic scanning plays the batch in a loop of its own; step scanning
    /// in the default one. Caps that cut the navigation, the addition, or neither.
    func testBatchLoopsCarryTheAddition() throws {
        let group = try TwoLevelScanningModel(
            units: [["a"], ["b", "c", "d"], ["e", "f"]], task: task(["c", "f", "a"]),
            profile: groupProfile(interval: 0.5, pause: 0.25, loops: 1, reaction: .lognormal(mu: log(0.45), sigma: 0.5),
                                  falseActivation: 0.08))
        let item = try SwitchScanningModel(
            itemCount: 6, steps: steps([4, 1, 5], characters: [0, 3, 0]),
            profile: profile(interval: 0.5, pause: 0.25, reaction: .lognormal(mu: log(0.45), sigma: 0.5),
                             entryPerCharacter: .uniform(min: 0.4, max: 0.8)))
        var stepProfile = SwitchScanningProfile()
        stepProfile.scanning = .step
        stepProfile.pressTime = .uniform(min: 0.2, max: 0.4)
        stepProfile.slip = 0.1
        let step = try StepScanningModel(itemCount: 6, steps: steps([4, 1, 5]), profile: stepProfile)
        for cap in [3.0, 9, 3600] {
            checkAddition(TwoLevelScanningSimulator(model: group), cap: cap)
            checkAddition(SwitchScanningSimulator(model: item), cap: cap)
            checkAddition(StepScanningSimulator(model: step), cap: cap)
        }
    }
}
