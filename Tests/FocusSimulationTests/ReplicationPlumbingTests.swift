import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// What every simulator does the same way: a worker's copy plays the same
/// replications as the original, and the time cap is one account (a capped
/// replication reports the cap as its total, and its breakdown adds up to it).
final class ReplicationPlumbingTests: XCTestCase {
    /// Caps from well inside the first step to past the end of the task, so
    /// that the cap falls in navigation, in activation and in text entry.
    private let caps: [Double] = [0.3, 0.9, 1.7, 2.9, 4.1, 5.5, 7.3, 9.7, 13, 21, 3600]

    private func checkPlumbing<S: ReplicationSimulator>(_ original: S, replications: Int = 60,
                                                        file: StaticString = #filePath, line: UInt = #line) {
        var simulator = original
        let stream = RandomStream()
        var capped = 0
        var finished = 0
        for cap in caps {
            var worker = original.copyForWorker()
            for i in 0..<replications {
                stream.reseed(run: 5, replication: i)
                let record = simulator.run(stream: stream, maxSeconds: cap)
                stream.reseed(run: 5, replication: i)
                XCTAssertEqual(worker.run(stream: stream, maxSeconds: cap), record,
                               "the worker's copy, cap \(cap)", file: file, line: line)
                XCTAssertEqual(record.breakdown.total, record.total, accuracy: 1e-9 * max(1, record.total),
                               "the breakdown adds up, cap \(cap)", file: file, line: line)
                if record.capped {
                    capped += 1
                    XCTAssertEqual(record.total, cap, file: file, line: line)
                } else {
                    finished += 1
                    XCTAssertLessThanOrEqual(record.total, cap, file: file, line: line)
                }
            }
        }
        XCTAssertGreaterThan(capped, replications, "some caps cut replications", file: file, line: line)
        XCTAssertGreaterThan(finished, replications, "some replications finish", file: file, line: line)
        for cap in [caps[3], caps[7], 3600] { checkBatch(original, cap: cap, file: file, line: line) }
    }

    /// A batch (`run(batch:stream:stepTotals:)`, which a simulator may play
    /// as one loop of its own) gives each replication the record a `run` of
    /// its own gives it, in the same order, with the same sums and step tallies.
    private func checkBatch<S: ReplicationSimulator>(_ original: S, cap: Double, replications: Int = 90,
                                                     file: StaticString = #filePath, line: UInt = #line) {
        let first = 7, seed: UInt64 = 11
        var single = original.copyForWorker()
        let stream = RandomStream()
        var records = [ReplicationRecord]()
        var singleTallies = [StepTotal](repeating: StepTotal(), count: original.stepCount)
        singleTallies.withUnsafeMutableBufferPointer { totals in
            for i in 0..<replications {
                stream.reseed(run: seed, replication: first + i)
                records.append(single.run(stream: stream, maxSeconds: cap))
                single.addStepTallies(to: totals)
            }
        }

        var batched = original.copyForWorker()
        var totals = [Double](repeating: .nan, count: replications)
        var kept = [ReplicationRecord](repeating: .empty, count: replications - 2)
        var batchTallies = [StepTotal](repeating: StepTotal(), count: original.stepCount)
        // Replications 2..<replications, with the records kept from index 2 on, as a later block of a run keeps them.
        let batch = totals.withUnsafeMutableBufferPointer { totals in
            kept.withUnsafeMutableBufferPointer { kept in
                batchTallies.withUnsafeMutableBufferPointer { tallies in
                    var batch = ReplicationBatch(indices: 2..<replications, seed: seed, firstReplication: first,
                                                 maxSeconds: cap, totals: totals.baseAddress!,
                                                 records: kept.baseAddress, recordBase: 2)
                    batched.run(batch: &batch, stream: stream, stepTotals: tallies)
                    return batch
                }
            }
        }
        XCTAssertEqual(kept, Array(records[2...]), "records, cap \(cap)", file: file, line: line)
        XCTAssertEqual(Array(totals[2...]), records[2...].map(\.total), "totals, cap \(cap)", file: file, line: line)
        XCTAssertTrue(totals[0].isNaN && totals[1].isNaN, "only the batch's indices are written", file: file, line: line)
        var breakdown = TimeBreakdown()
        for record in records[2...] { breakdown += record.breakdown }
        XCTAssertEqual(batch.breakdown, breakdown, "breakdown sums, cap \(cap)", file: file, line: line)
        XCTAssertEqual(batch.events, records[2...].map { Int($0.events) }.reduce(0, +), file: file, line: line)
        XCTAssertEqual(batch.capped, records[2...].filter(\.capped).count, file: file, line: line)
        for kind in [CountKind.misses, .falseActivations, .restarts] {
            XCTAssertEqual(Int(batch.counts[kind.rawValue]), records[2...].map { $0[kind] }.reduce(0, +),
                           "\(kind), cap \(cap)", file: file, line: line)
        }
        // The single runs' tallies include replications 0 and 1: take them out.
        var firstTwo = [StepTotal](repeating: StepTotal(), count: original.stepCount)
        var again = original.copyForWorker()
        firstTwo.withUnsafeMutableBufferPointer { totals in
            for i in 0..<2 {
                stream.reseed(run: seed, replication: first + i)
                _ = again.run(stream: stream, maxSeconds: cap)
                again.addStepTallies(to: totals)
            }
        }
        for step in 0..<original.stepCount {
            XCTAssertEqual(batchTallies[step].attempts + firstTwo[step].attempts, singleTallies[step].attempts,
                           "attempts of step \(step), cap \(cap)", file: file, line: line)
            XCTAssertEqual(batchTallies[step].misses + firstTwo[step].misses, singleTallies[step].misses,
                           "misses of step \(step), cap \(cap)", file: file, line: line)
        }
    }

    /// Batches of automatic scanning with the events played out of line:
    /// false presses, loop limits and restarts, groups entered by mistake.
    func testScanningBatchesWithRareEvents() throws {
        let item = try SwitchScanningModel(
            itemCount: 6, steps: steps([4, 1, 5], characters: [0, 3, 0]),
            profile: profile(interval: 0.5, pause: 0.25, loops: 1, resume: .current,
                             reaction: .lognormal(mu: log(0.45), sigma: 0.5), falseActivation: 0.08,
                             activation: .fixed(0.3), entryPerCharacter: .uniform(min: 0.4, max: 0.8)))
        let group = try TwoLevelScanningModel(
            units: [["a"], ["b", "c", "d"], ["e", "f"]], task: task(["c", "f", "a"]),
            profile: groupProfile(interval: 0.5, pause: 0.25, loops: 1, reaction: .lognormal(mu: log(0.45), sigma: 0.5),
                                  falseActivation: 0.08))
        for cap in [4.0, 12, 3600] {
            checkBatch(SwitchScanningSimulator(model: item), cap: cap)
            checkBatch(TwoLevelScanningSimulator(model: group), cap: cap)
        }
        let records = replicate(by: TwoLevelScanningSimulator(model: group), count: 300)
        XCTAssertGreaterThan(records.map { $0[.falseActivations] }.reduce(0, +), 30, "false presses happen")
        XCTAssertGreaterThan(records.map { $0[.restarts] }.reduce(0, +), 10, "stopped scans are restarted")
    }

    // The scanning profiles have no false activations: an unintended press is
    // noted as the step's first error at the press's own time, which can lie
    // past a cap that falls during that highlight, and the navigation charged
    // at the cap then runs past the cap. Kept as it is so no number moves;
    // it needs a change that says which capped numbers it moves.

    func testItemScanning() throws {
        let model = try SwitchScanningModel(
            itemCount: 5, steps: steps([3, 1], characters: [2, 0]),
            profile: profile(interval: 0.75, pause: 0.25, loops: 2, reaction: .lognormal(mu: log(0.5), sigma: 0.3),
                             recovery: .fixed(1), activation: .uniform(min: 0.2, max: 0.6), entryPerCharacter: .fixed(0.5)))
        checkPlumbing(SwitchScanningSimulator(model: model))
    }

    func testGroupScanning() throws {
        let model = try TwoLevelScanningModel(
            units: [["a"], ["b", "c", "d"], ["e"]], task: task(["c", "e"], characters: [2, 0]),
            profile: groupProfile(interval: 0.75, pause: 0.25, loops: 2, reaction: .lognormal(mu: log(0.5), sigma: 0.3),
                                  activation: .uniform(min: 0.2, max: 0.6),
                                  entryPerCharacter: .fixed(0.5)))
        checkPlumbing(TwoLevelScanningSimulator(model: model))
    }

    func testStepScanning() throws {
        var p = SwitchScanningProfile()
        p.scanning = .step
        p.pressTime = .uniform(min: 0.2, max: 0.4)
        p.slip = 0.1
        p.activationTime = .uniform(min: 0.2, max: 0.6)
        p.entryTimePerCharacter = .fixed(0.5)
        let model = try StepScanningModel(itemCount: 5, steps: steps([3, 1], characters: [2, 0]), profile: p)
        checkPlumbing(StepScanningSimulator(model: model))
    }

    func testPointScanning() throws {
        let scenario = pointScenario([("a", .button, Frame(x: 64, y: 128, width: 48, height: 32)),
                                      ("b", .textField, Frame(x: 16, y: 256, width: 160, height: 40))],
                                     task: [("a", 0), ("b", 2)])
        let model = try PointScanningModel(
            scenario: scenario, orderName: "all",
            profile: pointProfile(speed: 128, reaction: .lognormal(mu: log(0.5), sigma: 0.3), loops: 2,
                                  recovery: .fixed(1), activation: .uniform(min: 0.2, max: 0.6),
                                  entryPerCharacter: .fixed(0.5)))
        checkPlumbing(PointScanningSimulator(model: model))
    }

    func testSwipe() throws {
        var user = fixedSwipeUser(overshoot: 0.2)
        user.swipeTime = .uniform(min: 0.3, max: 0.7)
        let model = try SwipeModel(scenario: swipeForm(task: [("e4", 0), ("e2", 3)]), orderName: "visual",
                                   profile: user)
        checkPlumbing(StopNavigationSimulator(model: model))
    }

    func testKeyboard() throws {
        var user = KeyboardProfile()
        user.keystrokeTime = .uniform(min: 0.1, max: 0.3)
        user.lookTime = .uniform(min: 0.2, max: 0.5)
        user.entryTimePerCharacter = .fixed(0.5)
        let model = try KeyboardModel(scenario: swipeForm(task: [("e4", 0), ("e2", 3)]), orderName: "visual",
                                      profile: user)
        checkPlumbing(StopNavigationSimulator(model: model))
    }
}
