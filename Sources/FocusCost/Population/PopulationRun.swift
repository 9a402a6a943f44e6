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
///
/// Typing on a keyboard: people who differ each type a pool of their own,
/// simulated with their own parameters from streams derived from (seed,
/// person); people who are all alike share the pool a one-person run of N·R
/// replications would type (docs/models.md, "Text entry in population runs").
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
        let shared = try sharedEntryPool(scenario: scenario, order: order, people: people, settings: settings)
        var outputs = [MonteCarlo.Output?](repeating: nil, count: people.count)
        var failures = [(any Error)?](repeating: nil, count: people.count)
        let workers = max(1, min(settings.threads, people.count))
        outputs.withUnsafeMutableBufferPointer { outputBuffer in
            failures.withUnsafeMutableBufferPointer { failureBuffer in
                let slots = Slots(outputs: outputBuffer, failures: failureBuffer)
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
                        let user = NamedProfile(name: "person", profile: people[person])
                        do {
                            let pool = try shared.pool ?? ModelRunner.entryPool(
                                scenario: scenario, order: order, user: user, settings: personal,
                                share: shared.alike ? .wholeRun : .person(person, of: people.count))
                            slots.outputs[person] = try ModelRunner.run(
                                scenario: scenario, order: order, user: user, settings: personal,
                                typing: pool, withClosedForm: false).output
                        } catch {
                            slots.failures[person] = error
                        }
                    }
                }
            }
        }
        // The first person's refusal, so the message does not depend on the threads.
        if let failure = failures.compactMap({ $0 }).first { throw failure }
        return outputs.map { $0! }
    }

    /// When all people are alike: the pool of a one-person run of N·R
    /// replications, which they all draw from (so a population without spread
    /// replays that run). Otherwise no pool here: each person types their own.
    private static func sharedEntryPool(scenario: Scenario, order: String, people: [UserProfile],
                                        settings: SimulationSettings) throws -> (pool: EntryPool?, alike: Bool) {
        guard people.dropFirst().allSatisfy({ $0 == people[0] }) else { return (nil, false) }
        var whole = settings
        whole.replications = people.count * settings.replications
        let pool = try ModelRunner.entryPool(scenario: scenario, order: order,
                                             user: NamedProfile(name: "person", profile: people[0]),
                                             settings: whole, share: .wholeRun)
        return (pool, true)
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
