import FocusCost
import FocusModel
import Foundation

/// The cost per replication and per event of every built-in profile's model
/// on the same scenario, on one thread, set against automatic linear scanning
/// (bench-reference): a model should not be much slower per event.
struct ModelThroughput {
    var scenarioPath: String
    var replications: Int
    var seed: UInt64 = 1

    func run() throws -> JSONValue {
        let scenario = try ScenarioLoader.load(contentsOf: scenarioPath)
        let order = scenario.orders[0].name
        var rows: [JSONValue] = []
        var referenceNanoseconds = Double.nan
        for user in ProfileCatalog.builtIn.profiles {
            let settings = SimulationSettings(replications: replications, seed: seed, threads: 1)
            let estimate: Estimate
            do {
                estimate = try CostModel.simulate(scenario: scenario, order: order, user: user, settings: settings)
            } catch {
                rows.append(["profile": .string(user.name), "skipped": .string("\(error)")])
                continue
            }
            let events = Double(estimate.counts.events) / Double(replications)
            let nanosecondsPerEvent = estimate.elapsedSeconds * 1e9 / Double(max(estimate.counts.events, 1))
            if user.name == "bench-reference" { referenceNanoseconds = nanosecondsPerEvent }
            rows.append([
                "profile": .string(user.name),
                "model": .string(estimate.model.name),
                "replicationsPerSecond": .number((Double(replications) / estimate.elapsedSeconds).rounded()),
                "eventsPerReplication": .number((events * 10).rounded() / 10),
                "nanosecondsPerEvent": .number((nanosecondsPerEvent * 10).rounded() / 10),
                "meanSeconds": .number(estimate.summary.mean),
            ])
        }
        let withRatios = rows.map { row -> JSONValue in
            guard case var .object(members) = row, let ns = row["nanosecondsPerEvent"]?.numberValue else { return row }
            members.append((key: "perEventRelativeToLinearScan", value: .number((ns / referenceNanoseconds * 100).rounded() / 100)))
            return .object(members)
        }
        return [
            "scenario": .string(scenarioPath),
            "order": .string(order),
            "replications": .number(Double(replications)),
            "threads": 1,
            "models": .array(withRatios),
        ]
    }
}
