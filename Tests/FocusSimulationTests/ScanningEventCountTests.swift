import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Automatic scanning counts the events it plays as a queue would: every
/// highlight the user acts on (an attempt), the press that selects the target,
/// the end of each step and, when a scan stops after its loops, the stop and
/// the press that restarts it. Work budgets and shard balancing read these counts.
final class ScanningEventCountTests: XCTestCase {
    private func checkCounts(_ model: SwitchScanningModel, file: StaticString = #filePath, line: UInt = #line) {
        var simulator = SwitchScanningSimulator(model: model)
        let stream = RandomStream()
        var restarts = 0
        var misses = 0
        for i in 0..<400 {
            stream.reseed(run: 11, replication: i)
            let record = simulator.run(stream: stream, maxSeconds: 3600)
            XCTAssertFalse(record.capped, file: file, line: line)
            let attempts = (0..<simulator.stepCount).map { Int(simulator.stepTally($0).attempts) }.reduce(0, +)
            let expected = attempts + 2 * simulator.stepCount + 2 * record.restarts
            XCTAssertEqual(Int(record.events), expected, "replication \(i)", file: file, line: line)
            restarts += record.restarts
            misses += record.misses
        }
        XCTAssertGreaterThan(misses, 0, "some highlights are missed", file: file, line: line)
        if model.profile.loops != nil {
            XCTAssertGreaterThan(restarts, 0, "some scans stop and restart", file: file, line: line)
        }
    }

    func testEveryHighlightActedOnPressAndStepEndIsOneEvent() throws {
        let model = try SwitchScanningModel(
            itemCount: 6, steps: steps([4, 1, 5]),
            profile: profile(interval: 0.8, pause: 0.3, reaction: .lognormal(mu: log(0.6), sigma: 0.4)))
        checkCounts(model)
    }

    func testAStoppedScanAddsItsStopAndTheRestartPress() throws {
        let model = try SwitchScanningModel(
            itemCount: 6, steps: steps([4, 1, 5]),
            profile: profile(interval: 0.8, pause: 0.3, loops: 1, reaction: .lognormal(mu: log(0.7), sigma: 0.5)))
        checkCounts(model)
    }
}
