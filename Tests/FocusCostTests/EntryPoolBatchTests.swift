@testable import FocusCost
import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Pooled typing played as a batch of the wrapped simulator's own loop gives
/// every replication the record, and the steps the tallies, that one
/// replication at a time gives them.
final class EntryPoolBatchTests: XCTestCase {
    func testBatchOfPooledTypingMatchesSingleReplications() throws {
        var p = SwitchScanningProfile.iosSwitchControl
        p.loops = 1
        p.falseActivation = 0.05
        // The wrapped simulator's own entry time is zero when typing comes from a pool.
        p.entryTimePerCharacter = .fixed(0)
        let model = try TwoLevelScanningModel(
            units: [["a"], ["b", "c", "d"], ["e", "f"]],
            task: [TaskStep(target: "c", characters: 4), TaskStep(target: "a"), TaskStep(target: "f", characters: 2)],
            profile: p)
        // Step 0 types from three samples, step 2 at a fixed time (one value, no draw).
        let pool = EntryPool(samples: [[4.0, 7.5, 5.25], [], [3.0, 3.0]], breakdown: TimeBreakdown())
        let original = EntryPoolSimulator(base: TwoLevelScanningSimulator(model: model), pool: pool)
        let seed: UInt64 = 9, count = 120
        for cap in [5.0, 14, 3600] {
            var single = original.copyForWorker()
            let stream = RandomStream()
            var singleTallies = [StepTotal](repeating: StepTotal(), count: 3)
            let expected = singleTallies.withUnsafeMutableBufferPointer { totals in
                (0..<count).map { i -> ReplicationRecord in
                    stream.reseed(run: seed, replication: i)
                    let record = single.run(stream: stream, maxSeconds: cap)
                    single.addStepTallies(to: totals)
                    return record
                }
            }
            var batched = original.copyForWorker()
            var totals = [Double](repeating: .nan, count: count)
            var kept = [ReplicationRecord](repeating: .empty, count: count)
            var batchTallies = [StepTotal](repeating: StepTotal(), count: 3)
            totals.withUnsafeMutableBufferPointer { totals in
                kept.withUnsafeMutableBufferPointer { kept in
                    batchTallies.withUnsafeMutableBufferPointer { tallies in
                        var batch = ReplicationBatch(indices: 0..<count, seed: seed, firstReplication: 0, maxSeconds: cap,
                                                     totals: totals.baseAddress!, records: kept.baseAddress, recordBase: 0)
                        batched.run(batch: &batch, stream: stream, stepTotals: tallies)
                    }
                }
            }
            XCTAssertEqual(kept, expected, "records, cap \(cap)")
            XCTAssertEqual(batchTallies, singleTallies, "step tallies, cap \(cap)")
            let typed = Set(expected.filter { !$0.capped }.map { $0.breakdown[.entry] })
            if cap == 3600 { XCTAssertEqual(typed, [7, 10.5, 8.25], "each of step 0's samples plus step 2's fixed time") }
        }
    }
}
