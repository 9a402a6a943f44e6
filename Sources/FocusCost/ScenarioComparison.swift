import FocusModel
import FocusStats

/// Two versions of a screen — as it is and with one failure repaired —
/// played by one user on common random numbers: replication i of both draws
/// from the same stream, so the paired difference isolates the repair.
public struct ScenarioComparison: Sendable, Equatable {
    public var meanA: Double
    public var meanB: Double
    /// A − B per replication.
    public var difference: PairedDifference
    /// Replications of each side stopped at the time cap.
    public var cappedA: Int
    public var cappedB: Int
}

extension CostModel {
    /// Compares order `order` of scenario `a` with the order of the same name
    /// in scenario `b`, for one user, with the same seed and settings.
    public static func compare(_ a: Scenario, _ b: Scenario, order: String, user: NamedProfile,
                               settings: SimulationSettings) throws -> ScenarioComparison {
        guard settings.replications >= 2 else {
            throw CostModelError.invalidSettings("replications must be at least 2, got \(settings.replications)")
        }
        var runA = try ModelRunner.run(scenario: a, order: order, user: user, settings: settings)
        var runB = try ModelRunner.run(scenario: b, order: order, user: user, settings: settings)
        let totalsA = runA.takeTotals()
        let totalsB = runB.takeTotals()
        let n = Double(totalsA.count)
        return ScenarioComparison(meanA: totalsA.reduce(0, +) / n, meanB: totalsB.reduce(0, +) / n,
                                  difference: PairedDifferences.of(totalsA, minus: totalsB),
                                  cappedA: runA.output.counts.capped, cappedB: runB.output.counts.capped)
    }
}
