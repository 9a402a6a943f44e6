import FocusCost
import FocusModel
import FocusSweep
import Foundation

/// What a sweep costs beyond its cells: a sweep of 400 cells (scanInterval
/// × firstItemPause, 20 values each) of `replications` each, bench-reference
/// on bench-linear-20, one thread, in CPU seconds, against the sum of the same 400 cells
/// each run alone (`CostModel.simulate` with the cell's profile and seed,
/// model building included). The sweep's extra is setting up the cells
/// (decoding each cell's profile), the pilot replications that estimate
/// each cell's cost, and collecting rows; the target ratio is at most 1.1.
/// Per-cell overhead is the extra divided by the cells; the cost of building
/// a cell's model is measured on its own as the time of a 2-replication run.
/// The sweep's rows must equal the cells run alone (same seeds).
struct SweepCost {
    var scenarioPath = "scenarios/bench-linear-20.json"
    var replications = 10_000
    var rounds = 3
    static let targetRatio = 1.1

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// CPU seconds of the process while `body` runs: on a shared machine
    /// other work stretches wall-clock time but not this.
    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
        }
        let started = now()
        try body()
        return now() - started
    }

    func run() throws -> JSONValue {
        let scenario = try ScenarioLoader.load(contentsOf: scenarioPath)
        let catalog = ProfileCatalog.builtIn
        let grid = { (low: Double, step: Double) in (0..<20).map { JSONValue.number(VariedKey.rounded(low + Double($0) * step)) } }
        let spec = SweepSpecification(
            scenarios: [.init(name: scenario.name, contentHash: "benchmark")], user: "bench-reference", people: nil,
            orders: nil, varied: [VariedKey(key: "scanInterval", values: grid(1.0, 0.05)),
                                  VariedKey(key: "firstItemPause", values: grid(0.0, 0.05))],
            replications: replications, seed: 1, maxSeconds: SimulationSettings.defaultMaxSeconds)
        let threads = 1
        let settings = SimulationSettings(replications: replications, seed: 1, threads: threads)
        let sweepScenario = SweepScenario(scenario: scenario, catalog: catalog, contentHash: "benchmark", file: scenarioPath)
        let order = scenario.orders[0].name

        var sweepSeconds = Double.infinity, aloneSeconds = Double.infinity, buildSeconds = Double.infinity
        var setupSeconds = Double.infinity
        var result: SweepResult?
        var aloneMeans: [Double] = []
        for _ in 0..<rounds {
            var setup = 0.0
            sweepSeconds = min(sweepSeconds, try seconds {
                var plan: SweepPlan?
                setup = try seconds {
                    plan = try SweepPlan(spec: spec, scenarios: [sweepScenario])
                    _ = try plan?.work(settings: settings)
                }
                result = try plan?.run(settings: settings)
            })
            setupSeconds = min(setupSeconds, setup)
            let plan = try SweepPlan(spec: spec, scenarios: [sweepScenario])
            var means: [Double] = []
            aloneSeconds = min(aloneSeconds, try seconds {
                for cell in spec.cells {
                    var alone = settings
                    alone.seed = cell.seed
                    means.append(try CostModel.simulate(scenario: scenario, order: order, user: plan.profile(ofCell: cell.index),
                                                        settings: alone).summary.mean)
                }
            })
            aloneMeans = means
            buildSeconds = min(buildSeconds, try seconds {
                var minimal = settings
                minimal.replications = 2
                for cell in spec.cells {
                    _ = try CostModel.simulate(scenario: scenario, order: order, user: plan.profile(ofCell: cell.index),
                                               settings: minimal)
                }
            })
        }
        guard let rows = result?.rows, rows.map({ $0.number("mean") ?? .nan }) == aloneMeans else {
            throw Failure(description: "the sweep's cells differ from the cells run alone")
        }
        let ratio = sweepSeconds / aloneSeconds
        let cells = Double(spec.cellCount)
        return .object([
            ("benchmark", .string("sweep-cost")),
            ("commit", .string(currentCommit())),
            ("scenario", .string(scenarioPath)),
            ("user", .string(spec.user)),
            ("cells", .number(cells)),
            ("replicationsPerCell", .number(Double(replications))),
            ("threads", .number(Double(threads))),
            ("rounds", .number(Double(rounds))),
            ("sweepSeconds", .number((sweepSeconds * 1000).rounded() / 1000)),
            ("cellsAloneSeconds", .number((aloneSeconds * 1000).rounded() / 1000)),
            ("sweepPerCellsAlone", .number((ratio * 1000).rounded() / 1000)),
            ("targetRatio", .number(Self.targetRatio)),
            ("withinTarget", .bool(ratio <= Self.targetRatio)),
            ("overheadMillisecondsPerCell", .number(((sweepSeconds - aloneSeconds) / cells * 1e6).rounded() / 1000)),
            ("setupMillisecondsPerCell", .number((setupSeconds / cells * 1e6).rounded() / 1000)),
            ("modelBuildMillisecondsPerCell", .number((buildSeconds / cells * 1e6).rounded() / 1000)),
        ])
    }
}
