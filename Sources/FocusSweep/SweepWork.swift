import FocusCost
import FocusModel

/// How much simulating a sweep's cells will take, estimated before any of
/// them runs: a few pilot replications of every order of every cell count
/// the simulated events a replication handles (typing on a keyboard left
/// out), times the replications (and people) the cell will run. The
/// pilots use the cell's seed, so every shard estimates the same costs and
/// splits the cells the same way; their numbers are thrown away.
package struct SweepWork: Sendable, Equatable {
    /// Estimated events per cell, by cell index.
    public var cellEvents: [Double]

    public static let pilotReplications = 16

    public var totalEvents: Double { cellEvents.reduce(0, +) }

    public init(cellEvents: [Double]) {
        self.cellEvents = cellEvents
    }

    /// The cells of shard `index` (0-based) of `count`: longest estimated
    /// cost first, each to the shard with the least estimated work so far
    /// (ties to the lower shard; cells of equal cost in index order), then
    /// in index order. Every shard computes the same split.
    public func shard(_ index: Int, of count: Int) -> [Int] {
        var load = [Double](repeating: 0, count: count)
        var owner = [Int](repeating: 0, count: cellEvents.count)
        let byCost = cellEvents.indices.sorted { (-cellEvents[$0], $0) < (-cellEvents[$1], $1) }
        for cell in byCost {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            owner[cell] = lightest
            load[lightest] += cellEvents[cell]
        }
        return owner.indices.filter { owner[$0] == index }
    }
}

extension SweepPlan {
    /// The work of every cell, from pilot replications.
    package func work(settings: SimulationSettings) throws -> SweepWork {
        var pilot = settings
        pilot.replications = SweepWork.pilotReplications
        pilot.keepReplications = false
        pilot.taskTyping = .constantRate
        pilot.maxSeconds = spec.maxSeconds
        let runsPerOrder = Double(spec.replications * (spec.people ?? 1))
        return SweepWork(cellEvents: try spec.cells.map { cell in
            pilot.seed = cell.seed
            var events = 0.0
            for order in orders(ofScenario: cell.scenarioIndex) {
                do {
                    let estimate = try CostModel.simulate(scenario: scenarios[cell.scenarioIndex].scenario, order: order,
                                                          user: profiles[cell.index], settings: pilot)
                    events += Double(estimate.counts.events) / Double(SweepWork.pilotReplications)
                } catch let error as CostModelError where error.settingCannotFinish {
                    continue
                }
            }
            // At least one event per replication, so infeasible cells still spread over shards.
            return max(events, 1) * runsPerOrder
        })
    }
}
