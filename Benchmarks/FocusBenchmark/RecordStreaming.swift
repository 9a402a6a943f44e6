import FocusCost
import FocusModel
import FocusSimulation
import Foundation
import Synchronization

extension SimulationThroughput {
    /// The memory of a large run that streams every replication's record
    /// (what `--format csv` does) against what keeping the records would
    /// take. Run it first, so that the process's peak resident memory is its own.
    func recordStreaming() throws -> JSONValue {
        let scenario = try ScenarioLoader.load(contentsOf: scenarioPath)
        let settings = SimulationSettings(replications: largeReplications, seed: seed)
        let delivered = Mutex((records: 0, blocks: 0))
        let estimate = try CostModel.simulate(scenario: scenario, order: "linear", user: try Self.benchReference(),
                                              settings: settings, streamingRecords: { block in
            delivered.withLock { $0.records += block.records.count; $0.blocks += 1 }
        })
        let counted = delivered.withLock { $0 }
        guard counted.records == largeReplications else {
            throw Failure(description: "\(counted.records) records streamed for \(largeReplications) replications")
        }
        let keptMegabytes = Double(largeReplications * MemoryLayout<ReplicationRecord>.stride) / 1_048_576
        return .object([
            ("replications", .number(Double(largeReplications))),
            ("blocks", .number(Double(counted.blocks))),
            ("seconds", .number(estimate.elapsedSeconds)),
            ("peakResidentMegabytes", .number(peakResidentMegabytes().rounded())),
            ("keptRecordsWouldTakeMegabytes", .number(keptMegabytes.rounded())),
        ])
    }
}
