import FocusCost
import FocusModel
import FocusStats
import Foundation

/// The cost per replication of automatic group scanning (ios-switch-control)
/// against automatic item scanning (bench-reference) on the same form, one
/// thread each. Both run on the one scanning simulator, item scanning as its
/// case of one-element units, so the ratio shows what the second level costs;
/// the target is at most 1.5. The two profiles also differ as people (loops,
/// first-item pause, activation time; ios-switch-control also types on its
/// keyboard, one pooled typing draw per text field), so the same ratio is
/// also given against ios-switch-control itself scanning items
/// (`groupPerItemReplicationSameProfile`). Group scanning also handles more
/// events per replication on the same form (a unit and then its member), so
/// the ratio per event is given too (`groupPerItemEvent`), for information.
///
/// Most of either model's time is GSL drawing reaction times, one per
/// highlight of the target the user aims at, and group scanning aims twice
/// per step (the unit, then the member). So each model's reaction draws are
/// also timed alone, the same number of draws from the same distribution
/// (`reactionDrawNanosecondsPerReplication`), and the ratio is split in two:
/// the draws alone (`groupPerItemReactionDraws`) and everything else
/// (`groupPerItemBesidesDraws`); the per-replication ratio lies between them,
/// weighted by how much of item scanning's time the draws take.
///
/// Each model is timed `rounds` times, alternating, in CPU seconds of its
/// replication loop (`Estimate.cpuSeconds`: other work on a shared machine
/// stretches wall-clock time, not this), and the fastest round counts. The results
/// are checked: every round of a model gives the same numbers (same seed),
/// no replication is capped, and each model is the one asked for.
struct ScanningLevels {
    var scenarioPath = "scenarios/checkout.json"
    var replications: Int
    var rounds = 5
    var seed: UInt64 = 1
    static let targetRatio = 1.5
    static let sameProfileItem = "ios-switch-control-items"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private struct Subject {
        var profile: String
        var expectedModel: String
        var fastest = Double.infinity
        var first: Estimate?
        /// CPU seconds of the replications' reaction draws alone, fastest round.
        var drawsFastest = Double.infinity
    }

    func run() throws -> JSONValue {
        let scenario = try ScenarioLoader.load(contentsOf: scenarioPath)
        let order = scenario.orders[0].name
        var subjects = [
            Subject(profile: "bench-reference", expectedModel: "switch, automatic item scanning"),
            Subject(profile: "ios-switch-control", expectedModel: "switch, automatic group scanning"),
            Subject(profile: Self.sameProfileItem, expectedModel: "switch, automatic item scanning"),
        ]
        // ios-switch-control scanning items: the same person, so the ratio holds only what the second level costs.
        let catalog = ProfileCatalog.builtIn.merging(try ProfileCatalog.decodeProfiles(
            text: "{\"\(Self.sameProfileItem)\": {\"base\": \"ios-switch-control\", \"mode\": \"item\"}}",
            file: "ScanningLevels", over: .builtIn))
        let settings = SimulationSettings(replications: replications, seed: seed, threads: 1)
        for _ in 0..<rounds {
            for index in subjects.indices {
                let name = subjects[index].profile
                guard let user = catalog.profile(named: name) else {
                    throw Failure(description: "the built-in profile \(name) is missing")
                }
                let estimate = try CostModel.simulate(scenario: scenario, order: order, user: user, settings: settings)
                try check(estimate, against: subjects[index])
                subjects[index].fastest = min(subjects[index].fastest, estimate.cpuSeconds)
                if subjects[index].first == nil { subjects[index].first = estimate }
                guard let reactionTime = user.profile.switchScanning?.reactionTime else {
                    throw Failure(description: "\(name) is not a switch-scanning profile")
                }
                let draws = Int((Self.reactionDraws(of: estimate) * Double(replications)).rounded())
                subjects[index].drawsFastest = min(subjects[index].drawsFastest,
                                                   Self.drawSeconds(draws, from: reactionTime, seed: seed))
            }
        }
        let nanoseconds = subjects.map { $0.fastest * 1e9 / Double(replications) }
        let ratio = nanoseconds[1] / nanoseconds[0]
        let sameProfileRatio = nanoseconds[1] / nanoseconds[2]
        let eventsPerReplication = subjects.map { Double($0.first!.counts.events) / Double(replications) }
        let perEventRatio = (nanoseconds[1] / eventsPerReplication[1]) / (nanoseconds[0] / eventsPerReplication[0])
        let drawNanoseconds = subjects.map { $0.drawsFastest * 1e9 / Double(replications) }
        let drawCountRatio = Self.reactionDraws(of: subjects[1].first!) / Self.reactionDraws(of: subjects[0].first!)
        let besidesDrawsRatio = (nanoseconds[1] - drawNanoseconds[1]) / (nanoseconds[0] - drawNanoseconds[0])
        let rows = zip(subjects, zip(nanoseconds, drawNanoseconds)).map { subject, times -> JSONValue in
            let (ns, drawNs) = times
            let estimate = subject.first!
            return [
                "profile": .string(subject.profile),
                "model": .string(estimate.model.name),
                "nanosecondsPerReplication": .number(ns.rounded()),
                "replicationsPerSecond": .number((1e9 / ns).rounded()),
                "eventsPerReplication": .number((Double(estimate.counts.events) / Double(replications) * 10).rounded() / 10),
                // Highlights of the target acted on and restart presses: each
                // draws one reaction time, the GSL work that both models share.
                "reactionDrawsPerReplication": .number((Self.reactionDraws(of: estimate) * 10).rounded() / 10),
                "reactionDrawNanosecondsPerReplication": .number(drawNs.rounded()),
                "meanSeconds": .number(estimate.summary.mean),
            ]
        }
        return .object([
            ("benchmark", .string("scanning-levels")),
            ("commit", .string(currentCommit())),
            ("scenario", .string(scenarioPath)),
            ("order", .string(order)),
            ("replications", .number(Double(replications))),
            ("threads", .number(1)),
            ("rounds", .number(Double(rounds))),
            ("measure", .string("CPU seconds of one thread, fastest of the rounds")),
            ("models", .array(rows)),
            ("groupPerItemReplication", .number((ratio * 100).rounded() / 100)),
            ("targetRatio", .number(Self.targetRatio)),
            ("withinTarget", .bool(ratio <= Self.targetRatio)),
            ("groupPerItemReplicationSameProfile", .number((sameProfileRatio * 100).rounded() / 100)),
            ("groupPerItemEvent", .number((perEventRatio * 100).rounded() / 100)),
            ("groupPerItemReactionDraws", .number((drawCountRatio * 100).rounded() / 100)),
            ("groupPerItemBesidesDraws", .number((besidesDrawsRatio * 100).rounded() / 100)),
            ("reactionDrawShareOfItem", .number((drawNanoseconds[0] / nanoseconds[0] * 100).rounded() / 100)),
        ])
    }

    /// Reaction times drawn per replication: every highlight of the target
    /// aimed at and every restart press draws one (the models' only draws
    /// here: neither profile presses by accident or draws its activation).
    private static func reactionDraws(of estimate: Estimate) -> Double {
        estimate.targets.map(\.attemptsPerReplication).reduce(0, +)
            + Double(estimate.counts.restarts) / Double(estimate.summary.count)
    }

    /// CPU seconds of `count` draws from `distribution`, as the simulator makes them.
    private static func drawSeconds(_ count: Int, from distribution: Distribution, seed: UInt64) -> Double {
        let stream = RandomStream(seed: seed)
        var sum = 0.0
        let started = ThreadClock.cpuSeconds()
        for _ in 0..<count { sum += distribution.sample(stream) }
        let seconds = ThreadClock.cpuSeconds() - started
        // The sum is used so the draws cannot be optimised away.
        precondition(sum.isFinite, "reaction draws gave a non-finite sum")
        return seconds
    }

    private func check(_ estimate: Estimate, against subject: Subject) throws {
        guard estimate.model.name == subject.expectedModel else {
            throw Failure(description: "\(subject.profile) ran '\(estimate.model.name)', not '\(subject.expectedModel)'")
        }
        guard estimate.counts.capped == 0 else {
            throw Failure(description: "\(subject.profile): \(estimate.counts.capped) replications reached the time cap")
        }
        if let first = subject.first, first.summary != estimate.summary || first.breakdown != estimate.breakdown {
            throw Failure(description: "\(subject.profile): the same seed gave different numbers in two rounds")
        }
    }
}
