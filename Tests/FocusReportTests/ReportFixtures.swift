@testable import FocusCost
import FocusSimulation
import FocusStats

/// Small estimates with round numbers, built by hand so the expected
/// reports can be written out exactly.
enum ReportFixtures {
    static let settings = SimulationSettings(replications: 4, seed: 42, threads: 1, maxSeconds: 3600,
                                             keepReplications: true)

    static func record(_ waiting: Double, _ reacting: Double, _ errors: Double, _ entry: Double,
                       misses: Int = 0, falseActivations: Int = 0, capped: Bool = false) -> ReplicationRecord {
        let breakdown = TimeBreakdown(waiting: waiting, reacting: reacting, errors: errors, activation: 0,
                                      entry: entry)
        return ReplicationRecord(total: breakdown.total, breakdown: breakdown, misses: misses,
                                 falseActivations: falseActivations, restarts: 0, capped: capped)
    }

    /// Totals 9, 10, 11 and 12 s.
    static func estimate(order: String = "visual", shift: Double = 0, capped: Int = 0,
                         analytic: AnalyticMoments? = AnalyticMoments(mean: 10.4, sd: 1.2)) -> Estimate {
        let records = [
            record(5 + shift, 1.5, 0.5, 2),
            record(6 + shift, 1.5, 0.5, 2, misses: 1),
            record(6 + shift, 1.5, 1.5, 2, misses: 1, falseActivations: 1),
            record(7 + shift, 1.5, 1.5, 2, capped: capped > 0),
        ]
        let summary = SampleSummary(count: 4, mean: 10.5 + shift, variance: 1.5625, sd: 1.25,
                                    ci95: ClosedInterval(low: 8.5 + shift, high: 12.5 + shift),
                                    median: 10.5 + shift, p90: 11.7 + shift, p95: 11.85 + shift,
                                    min: 9 + shift, max: 12 + shift)
        return Estimate(scenario: "Tiny form", order: order, user: "bench-reference", settings: settings,
                        summary: summary,
                        breakdown: TimeBreakdown(waiting: 6 + shift, reacting: 1.5, errors: 1, activation: 0, entry: 2),
                        counts: EventCounts(misses: 2, falseActivations: 1, restarts: 0, capped: capped),
                        analytic: analytic, elapsedSeconds: 0.25, records: records)
    }

    /// B ("alphabetical") takes 2 s longer than A ("visual") in every replication.
    static func comparison(meanDifference: Double = -2, ci95: ClosedInterval = ClosedInterval(low: -2.5, high: -1.5),
                           pValue: Double = 0.0004, probabilityAFaster: Double = 0.75) -> Comparison {
        Comparison(a: estimate(), b: estimate(order: "alphabetical", shift: 2, analytic: nil),
                   difference: PairedDifference(mean: meanDifference, ci95: ci95, pValue: pValue,
                                                probabilityAFaster: probabilityAFaster))
    }
}
