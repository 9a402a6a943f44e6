import Dispatch
import Synchronization
import FocusModel
import FocusSimulation
import FocusStats

/// Runs the replications of every person of a population.
///
/// Person p's parameters come from their own stream, derived from (seed, p),
/// and their replications use the streams p·R ..< (p + 1)·R of the run seed,
/// where R is the number of replications per person. So a person's numbers
/// depend on the seed and their index alone, never on the thread count, and
/// two orders run for one person share their random numbers. With no spread
/// between people, the replications are exactly those of a one-person run of
/// N·R replications.
enum PopulationRun {
    /// Added to the run seed for the people's own streams, so that they are
    /// not the replication streams of the same seed.
    static let peopleStreamOffset: UInt64 = 0x5045_4F50_4C45

    /// Every person's profile, drawn in person order.
    static func people(of user: NamedProfile, count: Int, seed: UInt64) -> [UserProfile] {
        guard let variation = user.people else { return Array(repeating: user.profile, count: count) }
        let stream = RandomStream()
        return (0..<count).map { person in
            stream.reseed(run: seed &+ peopleStreamOffset, replication: person)
            return variation.person(from: user.profile, stream: stream)
        }
    }

    /// The pooled run of `people` on `order`: everyone's replications in person order.
    static func run(scenario: Scenario, order: String, people: [UserProfile],
                    settings: SimulationSettings) throws -> ModelRunner.Run {
        let clock = ContinuousClock()
        let started = clock.now
        var pooled = pool(try outputs(scenario: scenario, order: order, people: people, settings: settings))
        let elapsed = clock.now - started
        pooled.elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return ModelRunner.Run(output: pooled, analytic: nil)
    }

    /// Each person's run, in person order.
    static func outputs(scenario: Scenario, order: String, people: [UserProfile],
                        settings: SimulationSettings) throws -> [MonteCarlo.Output] {
        try CostModel.validate(settings)
        var outputs = [MonteCarlo.Output?](repeating: nil, count: people.count)
        var failures = [(any Error)?](repeating: nil, count: people.count)
        let workers = max(1, min(settings.threads, people.count))
        outputs.withUnsafeMutableBufferPointer { outputBuffer in
            failures.withUnsafeMutableBufferPointer { failureBuffer in
                let shared = Slots(outputs: outputBuffer, failures: failureBuffer)
                // People are shared out one at a time, each run on one thread:
                // a person's replications are too few to be worth splitting.
                let next = Atomic<Int>(0)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while true {
                        let person = next.wrappingAdd(1, ordering: .relaxed).oldValue
                        if person >= people.count { break }
                        var personal = settings
                        personal.threads = 1
                        personal.firstReplication = person * settings.replications
                        // People type at their profile's constant rate: a keyboard typing pool per
                        // person would cost more than the person's replications (docs/models.md).
                        personal.textEntry = nil
                        do {
                            shared.outputs[person] = try ModelRunner.run(
                                scenario: scenario, order: order, user: NamedProfile(name: "person", profile: people[person]),
                                settings: personal, withClosedForm: false).output
                        } catch {
                            shared.failures[person] = error
                        }
                    }
                }
            }
        }
        // The first person's refusal, so the message does not depend on the threads.
        if let failure = failures.compactMap({ $0 }).first { throw failure }
        return outputs.map { $0! }
    }

    private struct Slots: @unchecked Sendable {
        let outputs: UnsafeMutableBufferPointer<MonteCarlo.Output?>
        let failures: UnsafeMutableBufferPointer<(any Error)?>
    }

    /// Everyone's replications as one run, added up in person order.
    private static func pool(_ outputs: [MonteCarlo.Output]) -> MonteCarlo.Output {
        var pooled = outputs[0]
        pooled.totals.reserveCapacity(outputs.count * outputs[0].totals.count)
        for output in outputs.dropFirst() {
            pooled.totals += output.totals
            pooled.breakdownSums += output.breakdownSums
            pooled.counts.add(output.counts)
            for step in pooled.stepTallies.indices {
                pooled.stepTallies[step].attempts += output.stepTallies[step].attempts
                pooled.stepTallies[step].misses += output.stepTallies[step].misses
            }
            if let records = output.records { pooled.records? += records }
        }
        return pooled
    }
}
