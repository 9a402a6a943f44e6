import FocusModel
import FocusSimulation
import FocusStats

/// Why a cost estimate could not be made.
public enum CostModelError: Error, CustomStringConvertible, Sendable {
    case invalidSettings(String)
    case simulation(SimulationError)
    /// A combination of model settings the simulator does not implement.
    case unsupported(String)
    /// The task's text cannot be typed as the profile types (a character the keyboard lacks, ...).
    case textEntry(String)
    /// The task's text can never be typed to the end at these settings
    /// (wrong selections outnumber their corrections): a setting to refuse,
    /// not a broken input.
    case textEntryNeverFinishes(String)

    /// True when these settings can never complete the task, so a search over
    /// settings leaves them out instead of stopping.
    public var settingCannotFinish: Bool {
        switch self {
        case .simulation(.unreachableTarget), .textEntryNeverFinishes: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case let .invalidSettings(message): message
        case let .simulation(error): error.description
        case let .unsupported(what): "\(what) are not supported"
        case let .textEntry(message), let .textEntryNeverFinishes(message): message
        }
    }
}

/// Monte Carlo estimates of completion times, and comparisons of orders.
public enum CostModel {
    /// Estimates the completion time of `order` for `user`.
    public static func simulate(scenario: Scenario, order: String, user: NamedProfile,
                                settings: SimulationSettings) throws -> Estimate {
        let arm = Arm(order: order, user: user)
        var run = try runReplications(scenario: scenario, arm: arm, settings: settings)
        var totals = run.takeTotals()
        return estimate(from: run, totals: &totals, scenario: scenario, arm: arm, settings: settings)
    }

    /// `simulate`, handing every replication's record to `blocks` a block at
    /// a time, in replication order, instead of keeping them: the estimate
    /// has no `records`, and memory does not grow with them. The records are
    /// those `settings.keepReplications` would keep, for any block size.
    public static func simulate(scenario: Scenario, order: String, user: NamedProfile, settings: SimulationSettings,
                                streamingRecords blocks: @escaping ReplicationRecordBlocks,
                                chunksPerBlock: Int = RecordSink.defaultChunksPerBlock) throws -> Estimate {
        var streaming = settings
        streaming.recordSink = RecordSink(chunksPerBlock: chunksPerBlock, order: order, user: user.name, blocks: blocks)
        var estimate = try simulate(scenario: scenario, order: order, user: user, settings: streaming)
        estimate.settings.recordSink = nil
        return estimate
    }

    /// `compare`, handing the records of `a` and then those of `b` to `blocks`
    /// as `simulate(…, streamingRecords:)` does. Both sides are checked
    /// before `a` runs, so a refusal of `b` comes before any of `a`'s records.
    public static func compare(scenario: Scenario, a: Arm, b: Arm, settings: SimulationSettings,
                               streamingRecords blocks: @escaping ReplicationRecordBlocks,
                               chunksPerBlock: Int = RecordSink.defaultChunksPerBlock) throws -> Comparison {
        var streaming = settings
        streaming.recordSink = RecordSink(chunksPerBlock: chunksPerBlock, order: "", user: "", blocks: blocks)
        var comparison = try compare(scenario: scenario, a: a, b: b, settings: streaming)
        comparison.a.settings.recordSink = nil
        comparison.b.settings.recordSink = nil
        return comparison
    }

    /// Compares two orders for one user with common random numbers:
    /// replication i of both orders draws from the same stream.
    public static func compare(scenario: Scenario, orders: (String, String), user: NamedProfile,
                               settings: SimulationSettings) throws -> Comparison {
        try compare(scenario: scenario, a: Arm(order: orders.0, user: user), b: Arm(order: orders.1, user: user),
                    settings: settings)
    }

    /// Compares two (order, user) pairs of one scenario — two orders for one
    /// user, or two users on one order — with common random numbers.
    public static func compare(scenario: Scenario, a: Arm, b: Arm, settings: SimulationSettings) throws -> Comparison {
        try compare(a, on: scenario, with: b, on: scenario, settings: settings)
    }

    /// Compares `a` on `scenarioA` with `b` on `scenarioB` (two versions of
    /// a screen, or one scenario twice) with common random numbers:
    /// replication i of both sides draws from the same stream, and each side
    /// types the same texts from its own pool drawn with the same seed, so
    /// the same scenario on both sides differs by exactly 0.
    public static func compare(_ a: Arm, on scenarioA: Scenario, with b: Arm, on scenarioB: Scenario,
                               settings: SimulationSettings) throws -> Comparison {
        try validate(settings)
        // Both sides' typings are drawn before either runs and, when records
        // are streamed, both sides are built: a refusal of `b` then comes
        // before any record of `a` is written (and one of `a` before `b`'s).
        if settings.recordSink != nil {
            for (arm, scenario) in [(a, scenarioA), (b, scenarioB)] {
                try ModelRunner.check(scenario: scenario, order: arm.order, profile: arm.user.profile)
            }
        }
        let poolA = try ModelRunner.entryPool(scenario: scenarioA, order: a.order, user: a.user, settings: settings,
                                              share: .wholeRun)
        let poolB = try ModelRunner.entryPool(scenario: scenarioB, order: b.order, user: b.user, settings: settings,
                                              share: .wholeRun)
        var runA = try runReplications(scenario: scenarioA, arm: a, settings: settings, typing: poolA)
        var runB = try runReplications(scenario: scenarioB, arm: b, settings: settings, typing: poolB)
        var totalsA = runA.takeTotals()
        var totalsB = runB.takeTotals()
        let difference = PairedDifferences.of(totalsA, minus: totalsB)
        let ratio = PairedRatio.of(totalsA, over: totalsB)
        let estimateA = estimate(from: runA, totals: &totalsA, scenario: scenarioA, arm: a, settings: settings)
        let estimateB = estimate(from: runB, totals: &totalsB, scenario: scenarioB, arm: b, settings: settings)
        return Comparison(a: estimateA, b: estimateB, difference: difference, ratio: ratio)
    }

    /// Whether `user` can do the task in `order`, decided without simulating:
    /// builds the user's model of every screen the task passes through.
    /// Throws the model's refusal as `CostModelError.simulation`.
    public static func checkFeasible(scenario: Scenario, order: String, user: NamedProfile) throws {
        try ModelRunner.check(scenario: scenario, order: order, profile: user.profile)
    }

    /// Whether `user` aims at targets on the screen, so that a target's size
    /// changes their time (`UserModel.aimsAtTargets`).
    package static func aimsAtTargets(_ user: NamedProfile) -> Bool {
        UserModelFactory.model(for: user.profile).aimsAtTargets
    }

    /// The closed-form moments of `order` played as one still screen, or nil
    /// where the profile as given has none. Throws the model's refusal as
    /// `CostModelError.simulation`.
    public static func closedForm(scenario: Scenario, order: String, profile: UserProfile) throws -> AnalyticMoments? {
        try ModelRunner.closedForm(scenario: scenario, order: order, profile: profile)
    }

    /// The closed form of `order` as runs with `settings` would simulate it:
    /// nil also where the user types the task's text on a keyboard, which no
    /// closed form includes.
    public static func closedForm(scenario: Scenario, order: String, profile: UserProfile,
                                  settings: SimulationSettings) throws -> AnalyticMoments? {
        if KeyboardTextEntry.simulatesTyping(for: profile, task: scenario.task, settings: settings) { return nil }
        return try closedForm(scenario: scenario, order: order, profile: profile)
    }

    static func runReplications(scenario: Scenario, arm: Arm,
                                        settings: SimulationSettings) throws -> ModelRunner.Run {
        try validate(settings)
        return try ModelRunner.run(scenario: scenario, order: arm.order, user: arm.user, settings: labelled(settings, arm))
    }

    /// The run of `arm` whose typing comes from `pool` (drawn beforehand).
    static func runReplications(scenario: Scenario, arm: Arm, settings: SimulationSettings,
                                typing pool: EntryPool?) throws -> ModelRunner.Run {
        try ModelRunner.run(scenario: scenario, order: arm.order, user: arm.user, settings: labelled(settings, arm),
                            typing: pool, withClosedForm: true)
    }

    /// A streamed run's blocks are labelled with the arm that made them.
    static func labelled(_ settings: SimulationSettings, _ arm: Arm) -> SimulationSettings {
        var labelled = settings
        labelled.recordSink?.order = arm.order
        labelled.recordSink?.user = arm.user.name
        return labelled
    }

    static func validate(_ settings: SimulationSettings) throws {
        guard settings.replications >= 2 else {
            throw CostModelError.invalidSettings("replications must be at least 2, got \(settings.replications)")
        }
        guard settings.maxSeconds > 0, settings.maxSeconds.isFinite else {
            throw CostModelError.invalidSettings("max-seconds must be a positive number, got \(settings.maxSeconds)")
        }
    }

    /// The error in a run's mean from the texts typed, which every
    /// replication shared: the pool's `meanVariance`. When replications were
    /// capped it is scaled by the share of the pool's mean typing time the
    /// run charged (squared, as a variance scales): a cap cuts typing short,
    /// and a replication stopped before it typed carries none of the texts'
    /// error. Without caps every replication typed in full.
    static func sharedTextsVariance(_ pool: EntryPool?, charged entry: Double, capped: Int) -> Double {
        guard let pool, pool.drawnMeanSeconds > 0 else { return 0 }
        let share = capped == 0 ? 1 : min(1, max(0, entry / pool.drawnMeanSeconds))
        return pool.meanVariance * share * share
    }

    static func estimate(from run: ModelRunner.Run, totals: inout [Double], scenario: Scenario, arm: Arm,
                                 settings: SimulationSettings) -> Estimate {
        let n = Double(totals.count)
        let breakdown = run.output.breakdownSums.scaled(by: 1 / n)
        let inOrder = settings.keepTotals ? totals : nil
        let summary = Statistics.widening(Statistics.summarize(sortingInPlace: &totals),
                                          byMeanVariance: sharedTextsVariance(run.sharedPool, charged: breakdown.entry,
                                                                               capped: run.output.counts.capped))
        let targets = run.output.stepTallies.enumerated().map { step, tally in
            TargetStatistics(step: step, target: scenario.task[step].target,
                             attemptsPerReplication: Double(tally.attempts) / n,
                             missesPerReplication: Double(tally.misses) / n,
                             missRate: tally.attempts > 0 ? Double(tally.misses) / Double(tally.attempts) : .nan)
        }
        var estimate = Estimate(scenario: scenario.name, order: arm.order, user: arm.user.name, settings: settings,
                                summary: summary, breakdown: breakdown, counts: run.output.counts,
                                analytic: run.analytic, elapsedSeconds: run.output.elapsedSeconds,
                                records: run.output.records, model: run.output.model, targets: targets)
        estimate.totalsInOrder = inOrder
        estimate.cpuSeconds = run.output.cpuSeconds
        if settings.keepSortedTotals { estimate.sortedTotals = totals }
        estimate.stepEndBreakdowns = run.output.stepEndSums?.map { $0.scaled(by: 1 / n) }
        estimate.scanGroups = UserModelFactory.model(for: arm.user.profile).scanGroups(scenario: scenario, order: arm.order)
        // Touch and keystroke typing have no categories of their own to split into.
        if let pool = run.entryPool, pool.meanSeconds > 0, pool.breakdown.usedCategories != [.entry] {
            // The pool's split, scaled to the entry time charged (less than the pool's when caps cut typing short).
            estimate.entryBreakdown = pool.breakdown.scaled(by: breakdown.entry / pool.meanSeconds)
        }
        return estimate
    }
}

/// One side of a comparison: an order and the user who follows it.
public struct Arm: Sendable {
    public var order: String
    public var user: NamedProfile

    public init(order: String, user: NamedProfile) {
        self.order = order
        self.user = user
    }
}
