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
        draw(user, count: count, seed: seed).profiles
    }

    /// Every person's profile and drawn values, in person order.
    static func draw(_ user: NamedProfile, count: Int, seed: UInt64) -> Drawn {
        guard let variation = user.people else {
            return Drawn(name: user.name, profiles: Array(repeating: user.profile, count: count), values: [], keys: [])
        }
        let stream = RandomStream()
        let values = (0..<count).map { person in
            stream.reseed(run: seed &+ peopleStreamOffset, replication: person)
            return variation.draw(stream)
        }
        return Drawn(name: user.name, profiles: values.map { variation.person(from: user.profile, values: $0) },
                     values: values,
                     keys: variation.parameters.map(\.key))
    }

    /// The pooled run of `people` on `order`: everyone's replications in
    /// person order. `typing`: each person's entry pool, when another order's
    /// run already typed them (typing does not depend on the order);
    /// `running`: the people to run (everyone when nil), each on their own streams.
    static func run(scenario: Scenario, order: String, people: [UserProfile], settings: SimulationSettings,
                    typing pools: [EntryPool?]? = nil, running: [Int]? = nil) throws -> ModelRunner.Run {
        let clock = ContinuousClock()
        let started = clock.now
        try CostModel.validate(settings)
        let typed = try pools ?? entryPools(scenario: scenario, order: order, named: "person", people: people,
                                            settings: settings, skipping: []).map { try $0.get() }
        var pooled = pool(try outputs(scenario: scenario, order: order, people: people, settings: settings,
                                      typing: typed, running: running))
        let elapsed = clock.now - started
        pooled.elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        var run = ModelRunner.Run(output: pooled, analytic: nil)
        // People all alike draw from one pool, whose texts are then one sample for all, as in a
        // one-person run; people who differ type texts of their own, part of who they are.
        if allAlike(people), let shared = typed.first ?? nil {
            run.sharedPool = shared
        }
        return run
    }

    /// Each person's run, in person order. With a record sink in `settings`,
    /// people run a batch at a time and each batch's records go to the sink
    /// in person order and are dropped, so that memory holds one batch of
    /// records however many people and replications there are.
    static func outputs(scenario: Scenario, order: String, people: [UserProfile], settings: SimulationSettings,
                        typing given: [EntryPool?]? = nil, running: [Int]? = nil) throws -> [MonteCarlo.Output] {
        try CostModel.validate(settings)
        let pools = try given ?? entryPools(scenario: scenario, order: order, named: "person", people: people,
                                            settings: settings,
                                            skipping: []).map { try $0.get() }
        let chosen = running ?? Array(people.indices)
        let runPerson: @Sendable (Int) throws -> MonteCarlo.Output = { k in
            let person = chosen[k]
            var own = personal(settings, person: person)
            if own.recordSink != nil {
                own.recordSink = nil
                own.keepReplications = true
            }
            return try ModelRunner.run(scenario: scenario, order: order,
                                       user: NamedProfile(name: "person", profile: people[person]),
                                       settings: own, typing: pools[person], withClosedForm: false).output
        }
        guard let sink = settings.recordSink else {
            return try forEachPerson(chosen.count, threads: settings.threads, runPerson)
        }
        let batch = max(settings.threads, (sink.recordsPerBlock + settings.replications - 1) / settings.replications)
        var outputs: [MonteCarlo.Output] = []
        outputs.reserveCapacity(chosen.count)
        for start in stride(from: 0, to: chosen.count, by: batch) {
            let count = min(batch, chosen.count - start)
            var done = try forEachPerson(count, threads: settings.threads) { try runPerson(start + $0) }
            for index in done.indices {
                sink.deliver(seed: settings.seed, first: chosen[start + index] * settings.replications,
                             records: ArraySlice(done[index].records ?? []))
                done[index].records = nil
            }
            outputs += done
        }
        return outputs
    }

    /// Whether every person has the same profile: they then share one entry pool.
    static func allAlike(_ people: [UserProfile]) -> Bool {
        people.dropFirst().allSatisfy { $0 == people[0] }
    }

    /// Each person's entry pool, in person order (nil where they type at the
    /// constant rate). People who differ type their own; people all alike
    /// share the pool of a one-person run of N·R replications, so that a
    /// population without spread replays that run. Each person's typing
    /// succeeds or fails on its own; people `skipping` marks type nothing.
    /// Refusals name person p of population `name` as "name (person p)".
    static func entryPools(scenario: Scenario, order: String, named name: String, people: [UserProfile],
                           settings: SimulationSettings, skipping: [Bool]) -> [Result<EntryPool?, any Error>] {
        if allAlike(people) {
            var whole = settings
            whole.replications = people.count * settings.replications
            let pool = Result<EntryPool?, any Error> {
                try ModelRunner.entryPool(scenario: scenario, order: order,
                                          user: NamedProfile(name: name, profile: people[0]),
                                          settings: whole, share: .wholeRun)
            }
            return Array(repeating: pool, count: people.count)
        }
        return eachPerson(people.count, threads: settings.threads) { person in
            if person < skipping.count, skipping[person] { return nil }
            return try ModelRunner.entryPool(scenario: scenario, order: order,
                                             user: NamedProfile(name: "\(name) (person \(person))",
                                                                profile: people[person]),
                                             settings: personal(settings, person: person),
                                             share: .person(person, of: people.count))
        }
    }

    /// Person p's settings: one thread, their own replication streams.
    private static func personal(_ settings: SimulationSettings, person: Int) -> SimulationSettings {
        var personal = settings
        personal.threads = 1
        personal.firstReplication = person * settings.replications
        return personal
    }

    /// `body` for every person, shared out to the threads one person at a
    /// time (a person's work is too small to be worth splitting), results in
    /// person order. The first person's failure is thrown, so the message
    /// does not depend on the threads.
    private static func forEachPerson<T>(_ count: Int, threads: Int,
                                         _ body: @Sendable (Int) throws -> T) throws -> [T] {
        try eachPerson(count, threads: threads, body).map { try $0.get() }
    }

    /// `body` for every person as `forEachPerson` runs it, each person's
    /// result or failure kept, in person order.
    private static func eachPerson<T>(_ count: Int, threads: Int,
                                      _ body: @Sendable (Int) throws -> T) -> [Result<T, any Error>] {
        var results = [T?](repeating: nil, count: count)
        var failures = [(any Error)?](repeating: nil, count: count)
        let workers = max(1, min(threads, count))
        results.withUnsafeMutableBufferPointer { resultBuffer in
            failures.withUnsafeMutableBufferPointer { failureBuffer in
                let slots = Slots(results: resultBuffer, failures: failureBuffer)
                let next = Atomic<Int>(0)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while true {
                        let person = next.wrappingAdd(1, ordering: .relaxed).oldValue
                        if person >= count { break }
                        do {
                            slots.results[person] = try body(person)
                        } catch {
                            slots.failures[person] = error
                        }
                    }
                }
            }
        }
        return (0..<count).map { person in
            if let failure = failures[person] { return .failure(failure) }
            return .success(results[person]!)
        }
    }

    private struct Slots<T>: @unchecked Sendable {
        let results: UnsafeMutableBufferPointer<T?>
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
