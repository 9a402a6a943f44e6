import FocusModel
import FocusStats

extension CostModel {
    /// Estimates the completion time of `order` for `people` drawn from the
    /// population `user`, each simulated `settings.replications` times. People
    /// who can never finish are left out and listed (`PeopleSummary.cannotFinish`).
    public static func simulate(scenario: Scenario, order: String, population user: NamedProfile, people: Int,
                                settings: SimulationSettings) throws -> PopulationEstimate {
        try checkPeople(people)
        let drawn = PopulationRun.draw(user, count: people, seed: settings.seed)
        let screened = try PopulationRun.screen(scenario: scenario, orders: [order], drawn: drawn, settings: settings)
        var run = try PopulationRun.run(scenario: scenario, order: order, people: drawn.profiles, settings: settings,
                                        typing: screened.pools, running: screened.finishing)
        return pooledEstimate(&run, scenario: scenario, arm: Arm(order: order, user: user), settings: settings,
                              screened: screened)
    }

    /// `simulate` of a population, handing every replication's record to
    /// `blocks` in replication order (person by person) instead of keeping
    /// them, as `simulate(…, streamingRecords:)` does for one person: whole
    /// people at a time, about `chunksPerBlock` × 4,096 records a batch.
    public static func simulate(scenario: Scenario, order: String, population user: NamedProfile, people: Int,
                                settings: SimulationSettings,
                                streamingRecords blocks: @escaping ReplicationRecordBlocks,
                                chunksPerBlock: Int = RecordSink.defaultChunksPerBlock) throws -> PopulationEstimate {
        var streaming = settings
        streaming.recordSink = RecordSink(chunksPerBlock: chunksPerBlock, order: order, user: user.name,
                                          blocks: blocks)
        var population = try simulate(scenario: scenario, order: order, population: user, people: people,
                                      settings: streaming)
        population.estimate.settings.recordSink = nil
        return population
    }

    /// `compare` of a population, handing the records of `a` and then those
    /// of `b` to `blocks`. Both orders are checked before `a` runs, so a
    /// refusal of `b` comes before any of `a`'s records.
    public static func compare(scenario: Scenario, a: Arm, b: Arm, people: Int, settings: SimulationSettings,
                               streamingRecords blocks: @escaping ReplicationRecordBlocks,
                               chunksPerBlock: Int = RecordSink.defaultChunksPerBlock) throws -> PopulationComparison {
        for arm in [a, b] { try ModelRunner.check(scenario: scenario, order: arm.order, profile: arm.user.profile) }
        var streaming = settings
        streaming.recordSink = RecordSink(chunksPerBlock: chunksPerBlock, order: "", user: "", blocks: blocks)
        var population = try compare(scenario: scenario, a: a, b: b, people: people, settings: streaming)
        population.comparison.a.settings.recordSink = nil
        population.comparison.b.settings.recordSink = nil
        return population
    }

    /// Compares two orders for the same `people` of the population: person p
    /// has the same parameters and the same random numbers in both orders, so
    /// the per-person difference is paired.
    public static func compare(scenario: Scenario, a: Arm, b: Arm, people: Int,
                               settings: SimulationSettings) throws -> PopulationComparison {
        try checkPeople(people)
        guard a.user == b.user else {
            throw CostModelError.unsupported("comparisons of two different users with --people")
        }
        let drawn = PopulationRun.draw(a.user, count: people, seed: settings.seed)
        // Typing does not depend on the order: each person's pool is typed once, for both. A person
        // who cannot finish either order is left out of both, so that the rest stay paired.
        let screened = try PopulationRun.screen(scenario: scenario, orders: [a.order, b.order], drawn: drawn,
                                                settings: settings)
        var runA = try PopulationRun.run(scenario: scenario, order: a.order, people: drawn.profiles,
                                         settings: labelled(settings, a), typing: screened.pools,
                                         running: screened.finishing)
        var runB = try PopulationRun.run(scenario: scenario, order: b.order, people: drawn.profiles,
                                         settings: labelled(settings, b), typing: screened.pools,
                                         running: screened.finishing)
        let difference = PairedDifferences.of(runA.output.totals, minus: runB.output.totals)
        let estimateA = pooledEstimate(&runA, scenario: scenario, arm: a, settings: settings,
                                       screened: screened)
        let estimateB = pooledEstimate(&runB, scenario: scenario, arm: b, settings: settings,
                                       screened: screened)
        return PopulationComparison(
            comparison: Comparison(a: estimateA.estimate, b: estimateB.estimate, difference: difference),
            peopleA: estimateA.people, peopleB: estimateB.people)
    }

    private static func checkPeople(_ people: Int) throws {
        guard people >= 2 else { throw CostModelError.invalidSettings("people must be at least 2, got \(people)") }
    }

    private static func pooledEstimate(_ run: inout ModelRunner.Run, scenario: Scenario, arm: Arm,
                                       settings: SimulationSettings,
                                       screened: PopulationRun.Screened) -> PopulationEstimate {
        var totals = run.takeTotals()
        var people = PeopleSummary(totals: totals, replicationsPerPerson: settings.replications)
        people.cannotFinish = screened.cannotFinish
        people.finishingRanges = screened.finishingRanges
        var pooled = settings
        pooled.replications = totals.count
        return PopulationEstimate(
            estimate: estimate(from: run, totals: &totals, scenario: scenario, arm: arm, settings: pooled),
            people: people)
    }
}
