import FocusModel
import FocusStats

extension CostModel {
    /// Estimates the completion time of `order` for `people` drawn from the
    /// population `user`, each simulated `settings.replications` times.
    public static func simulate(scenario: Scenario, order: String, population user: NamedProfile, people: Int,
                                settings: SimulationSettings) throws -> PopulationEstimate {
        try checkPeople(people)
        let profiles = PopulationRun.people(of: user, count: people, seed: settings.seed)
        var run = try PopulationRun.run(scenario: scenario, order: order, people: profiles, settings: settings)
        return pooledEstimate(&run, scenario: scenario, arm: Arm(order: order, user: user), settings: settings)
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
        let profiles = PopulationRun.people(of: a.user, count: people, seed: settings.seed)
        // Typing does not depend on the order: each person's pool is typed once, for both.
        let pools = try PopulationRun.entryPools(scenario: scenario, order: a.order, people: profiles,
                                                 settings: settings)
        var runA = try PopulationRun.run(scenario: scenario, order: a.order, people: profiles,
                                         settings: labelled(settings, a), typing: pools)
        var runB = try PopulationRun.run(scenario: scenario, order: b.order, people: profiles,
                                         settings: labelled(settings, b), typing: pools)
        let difference = PairedDifferences.of(runA.output.totals, minus: runB.output.totals)
        let estimateA = pooledEstimate(&runA, scenario: scenario, arm: a, settings: settings)
        let estimateB = pooledEstimate(&runB, scenario: scenario, arm: b, settings: settings)
        return PopulationComparison(
            comparison: Comparison(a: estimateA.estimate, b: estimateB.estimate, difference: difference),
            peopleA: estimateA.people, peopleB: estimateB.people)
    }

    private static func checkPeople(_ people: Int) throws {
        guard people >= 2 else { throw CostModelError.invalidSettings("people must be at least 2, got \(people)") }
    }

    private static func pooledEstimate(_ run: inout ModelRunner.Run, scenario: Scenario, arm: Arm,
                                       settings: SimulationSettings) -> PopulationEstimate {
        var totals = run.takeTotals()
        let people = PeopleSummary(totals: totals, replicationsPerPerson: settings.replications)
        var pooled = settings
        pooled.replications = totals.count
        return PopulationEstimate(
            estimate: estimate(from: run, totals: &totals, scenario: scenario, arm: arm, settings: pooled),
            people: people)
    }
}
