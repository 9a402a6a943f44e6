import CReferenceLoop
import FocusCost
import FocusModel
import Foundation

/// The Swift simulator's replications per second against the C+GSL loop of
/// `Benchmarks/CReferenceLoop`, both on one thread, on bench-linear-20 with
/// bench-reference: the loop is the same model written for that one case,
/// drawing from the same GSL generator and the same per-replication streams,
/// so it is the speed a plain C program gets out of GSL. The target is a
/// ratio (Swift / C) of at least 0.7.
///
/// Each side is timed `rounds` times, alternating, in CPU seconds of its
/// thread (other work on a shared machine stretches wall-clock time, not
/// this), and the fastest round counts; the Swift side's time is its
/// replication loop's (`Estimate.cpuSeconds`), without building the model or
/// summarising the completion times.
/// The results are checked, not assumed: the first `checkedReplications`
/// completion times of the two are identical, and the C loop's mean is within
/// 4 standard errors of the Swift simulator's and of the closed form.
struct CReferenceComparison {
    var scenarioPath: String
    var replications: Int
    var rounds = 5
    var seed: UInt64 = 1
    static let targetRatio = 0.7
    static let checkedReplications = 10_000

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The C loop's model, read from the scenario and the profile; refused
    /// when the profile asks for something the loop does not simulate.
    private struct LoopModel {
        var targets: [Int32]
        var itemCount: Int32
        var profile: SwitchScanningProfile
        var mu: Double
        var sigma: Double

        init(scenario: Scenario, order: String, profile p: SwitchScanningProfile) throws {
            guard case let .lognormal(mu, sigma) = p.reactionTime else {
                throw Failure(description: "the C loop draws lognormal reaction times, bench-reference has \(p.reactionTime.family)")
            }
            let simple = p.scanning == .auto && p.mode == .item && p.loops == nil && p.resumeAfterSelection == .first
                && p.falseActivation == 0 && p.activationTime == .fixed(0) && p.autoStartScan && p.scanNonActionable
            guard simple, scenario.task.allSatisfy({ $0.characters == 0 }) else {
                throw Failure(description: "bench-reference or the scenario uses a setting the C loop does not simulate")
            }
            guard let elements = scenario.order(named: order)?.elementIDs else {
                throw Failure(description: "the scenario has no order '\(order)'")
            }
            targets = try scenario.task.map { step in
                guard let position = elements.firstIndex(of: step.target) else {
                    throw Failure(description: "the task's target '\(step.target)' is not in the order")
                }
                return Int32(position)
            }
            itemCount = Int32(elements.count)
            profile = p
            self.mu = mu
            self.sigma = sigma
        }

        /// Runs the C loop; `totals` receives every completion time when given.
        func run(replications: Int, seed: UInt64, totals: UnsafeMutablePointer<Double>?) throws
            -> focusbench_reference_summary {
            var summary = focusbench_reference_summary()
            let status = targets.withUnsafeBufferPointer { buffer in
                var model = focusbench_linear_scan(
                    item_count: itemCount, targets: buffer.baseAddress, step_count: Int32(buffer.count),
                    scan_interval: profile.scanInterval, first_item_pause: profile.firstItemPause,
                    reaction_mu: mu, reaction_sigma: sigma)
                return focusbench_reference_linear_scan(&model, seed, replications, totals, &summary)
            }
            guard status == 0 else { throw Failure(description: "the C loop could not allocate its generator") }
            return summary
        }
    }

    func run() throws -> JSONValue {
        let scenario = try ScenarioLoader.load(contentsOf: scenarioPath)
        let user = try SimulationThroughput.benchReference()
        let order = "linear"
        let loop = try LoopModel(scenario: scenario, order: order, profile: .benchReference)

        // The same model: identical completion times, replication by replication.
        var checked = SimulationSettings(replications: Self.checkedReplications, seed: seed, threads: 1)
        checked.keepTotals = true
        let swiftTotals = try CostModel.simulate(scenario: scenario, order: order, user: user, settings: checked)
            .totalsInOrder ?? []
        var cTotals = [Double](repeating: .nan, count: Self.checkedReplications)
        _ = try cTotals.withUnsafeMutableBufferPointer {
            try loop.run(replications: Self.checkedReplications, seed: seed, totals: $0.baseAddress)
        }
        let differing = zip(swiftTotals, cTotals).filter { $0 != $1 }.count
        guard swiftTotals.count == cTotals.count, differing == 0 else {
            throw Failure(description: "the C loop's completion times differ from the simulator's in \(differing) "
                + "of the first \(Self.checkedReplications) replications")
        }

        let settings = SimulationSettings(replications: replications, seed: seed, threads: 1)
        var swiftFastest = Double.infinity, cFastest = Double.infinity
        var swiftWallFastest = Double.infinity, cWallFastest = Double.infinity
        let clock = ContinuousClock()
        var swift: Estimate?
        var c = focusbench_reference_summary()
        for _ in 0..<rounds {
            let estimate = try CostModel.simulate(scenario: scenario, order: order, user: user, settings: settings)
            swiftFastest = min(swiftFastest, estimate.cpuSeconds)
            swiftWallFastest = min(swiftWallFastest, estimate.elapsedSeconds)
            swift = estimate
            let started = ThreadClock.cpuSeconds(), wallStarted = clock.now
            c = try loop.run(replications: replications, seed: seed, totals: nil)
            cFastest = min(cFastest, ThreadClock.cpuSeconds() - started)
            let wall = clock.now - wallStarted
            cWallFastest = min(cWallFastest, Double(wall.components.seconds) + Double(wall.components.attoseconds) * 1e-18)
        }
        guard let swift, let analytic = swift.analytic else {
            throw Failure(description: "bench-reference should have a closed form")
        }
        let fromSwift = abs(c.mean - swift.summary.mean)
            / (c.standard_error * c.standard_error + swift.summary.standardError * swift.summary.standardError).squareRoot()
        let fromAnalytic = abs(c.mean - analytic.mean) / c.standard_error
        guard fromSwift < 4, fromAnalytic < 4 else {
            throw Failure(description: "the C loop's mean \(c.mean) is \(fromSwift) standard errors from the simulator's "
                + "and \(fromAnalytic) from the closed form")
        }

        let swiftRate = Double(replications) / swiftFastest
        let cRate = Double(replications) / cFastest
        let ratio = swiftRate / cRate
        let hundredths = { (x: Double) in (x * 100).rounded() / 100 }
        return .object(runHeader(benchmark: "c-reference", scenario: scenarioPath, order: order, user: user.name,
                                 seed: seed, replications: replications) + [
            ("measure", .string("CPU seconds of one thread, fastest of the rounds")),
            ("threads", .number(1)),
            ("rounds", .number(Double(rounds))),
            ("swiftReplicationsPerSecond", .number(swiftRate.rounded())),
            ("cReplicationsPerSecond", .number(cRate.rounded())),
            ("swiftPerC", .number(hundredths(ratio))),
            ("targetRatio", .number(Self.targetRatio)),
            ("withinTarget", .bool(ratio >= Self.targetRatio)),
            // The same rounds in wall-clock time, which other work on the machine stretches.
            ("wallClockSwiftPerC", .number(hundredths(cWallFastest / swiftWallFastest))),
            ("check", .object([
                ("identicalReplications", .number(Double(Self.checkedReplications))),
                ("cMean", .number(c.mean)),
                ("cStandardError", .number(c.standard_error)),
                ("swiftMean", .number(swift.summary.mean)),
                ("analyticMean", .number(analytic.mean)),
                ("standardErrorsFromSwift", .number(hundredths(fromSwift))),
                ("standardErrorsFromAnalytic", .number(hundredths(fromAnalytic))),
            ])),
        ])
    }
}
