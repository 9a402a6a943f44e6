import FocusCost
import FocusModel
import Foundation

/// Replications per second of the switch-scanning simulator on bench-linear-20
/// with bench-reference, on one thread and on all threads, and the peak memory
/// of one large run. The results are checked: identical numbers for every
/// thread count, and the mean within 4 standard errors of the closed form.
struct SimulationThroughput {
    var scenarioPath: String
    var replications: Int
    var largeReplications: Int
    var seed: UInt64 = 1

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The built-in profile the throughput figures are measured with.
    static func benchReference() throws -> NamedProfile {
        guard let user = ProfileCatalog.builtIn.profile(named: "bench-reference") else {
            throw Failure(description: "the built-in profile bench-reference is missing")
        }
        return user
    }

    func run() throws -> JSONValue {
        let scenario = try ScenarioLoader.load(contentsOf: scenarioPath)
        let user = try Self.benchReference()
        let order = "linear"
        let cores = ProcessInfo.processInfo.activeProcessorCount

        func measure(replications: Int, threads: Int) throws -> Estimate {
            let settings = SimulationSettings(replications: replications, seed: seed, threads: threads)
            return try CostModel.simulate(scenario: scenario, order: order, user: user, settings: settings)
        }

        // A short warm-up so page faults and lazy initialisation are not timed.
        _ = try measure(replications: 50_000, threads: cores)
        let single = try measure(replications: replications, threads: 1)
        let parallel = try measure(replications: replications, threads: cores)
        guard single.summary == parallel.summary, single.breakdown == parallel.breakdown else {
            throw Failure(description: "results differ between 1 and \(cores) threads")
        }
        guard let analytic = single.analytic else {
            throw Failure(description: "bench-reference should have a closed form")
        }
        let standardErrors = abs(single.summary.mean - analytic.mean) / single.summary.standardError
        guard standardErrors < 4 else {
            throw Failure(description: "simulated mean is \(standardErrors) standard errors from the closed form")
        }

        let large = try measure(replications: largeReplications, threads: cores)
        let peak = peakResidentMegabytes()

        let singleRate = Double(replications) / single.elapsedSeconds
        let parallelRate = Double(replications) / parallel.elapsedSeconds
        return .object(runHeader(benchmark: "simulation-throughput", scenario: scenarioPath, order: order,
                                 user: user.name, seed: seed, replications: replications) + [
            ("singleThread", .object([
                ("seconds", .number(single.elapsedSeconds)),
                ("replicationsPerSecond", .number(singleRate.rounded())),
            ])),
            ("allThreads", .object([
                ("threads", .number(Double(cores))),
                ("seconds", .number(parallel.elapsedSeconds)),
                ("replicationsPerSecond", .number(parallelRate.rounded())),
                ("speedup", .number((parallelRate / singleRate * 100).rounded() / 100)),
            ])),
            ("largeRun", .object([
                ("replications", .number(Double(largeReplications))),
                ("threads", .number(Double(cores))),
                ("seconds", .number(large.elapsedSeconds)),
                ("peakResidentMegabytes", .number(peak.rounded())),
            ])),
            ("check", .object([
                ("mean", .number(single.summary.mean)),
                ("standardError", .number(single.summary.standardError)),
                ("analyticMean", .number(analytic.mean)),
                ("standardErrorsFromAnalytic", .number((standardErrors * 100).rounded() / 100)),
                ("identicalAcrossThreads", .bool(true)),
            ])),
        ])
    }
}
