import FocusModel
import FocusSimulation
import FocusStats

/// Whose replications draw from one entry pool: the whole run (a one-person
/// run, or a population whose people are all alike), or one person of a
/// population run of `people` people.
package enum EntryPoolShare: Sendable, Equatable {
    case wholeRun
    case person(Int, of: Int)
}

/// Simulated typing times of a task's texts, drawn from by every replication.
///
/// Replication i draws, for each step that enters text, one of the step's
/// samples with its own stream (seed, i), before its navigation (so runs
/// compared on common random numbers draw the same typings); the numbers do
/// not depend on the thread count. It assumes that typing is independent of
/// navigation; its time is charged after the navigation.
package struct EntryPool: Sendable, Equatable {
    /// Seconds to type each step's text, one value per simulated typing;
    /// empty for steps that enter no text.
    public var samples: [[Double]]
    /// Mean seconds of typing every step's text once, by the category the
    /// typing time went to (waiting, reacting, errors, ...).
    public var breakdown: TimeBreakdown
    /// Per step, how many consecutive samples are typings of one text (all of
    /// them for a step whose text is given, a share for a count's texts).
    public var typingsPerText: [Int]

    public init(samples: [[Double]], breakdown: TimeBreakdown, typingsPerText: [Int]? = nil) {
        self.samples = samples
        self.breakdown = breakdown
        self.typingsPerText = typingsPerText ?? samples.map { max(1, $0.count) }
    }

    /// The variance of the pool's mean typing time as an estimate of the
    /// user's expected typing time, summed over the steps (typed
    /// independently): a run's mean carries it whatever its replications, so
    /// its confidence interval adds it. For a count the texts are the sampled
    /// units; for a given text, the typings.
    public var meanVariance: Double {
        zip(samples, typingsPerText).reduce(0) { total, step in
            step.0.isEmpty ? total : total + ClusteredMean.varianceOfMean(step.0, groupSize: step.1)
        }
    }

    /// Mean seconds of typing every step's text once.
    public var meanSeconds: Double { breakdown.total }

    /// The mean seconds a replication draws: the sum over the steps of the
    /// mean of their typings (what replications charge when no cap cuts typing).
    public var drawnMeanSeconds: Double {
        samples.reduce(0) { total, step in step.isEmpty ? total : total + step.reduce(0, +) / Double(step.count) }
    }

    /// The seconds of typing every step's text when each step always takes
    /// the same time (fixed-rate touch or keystroke typing); nil otherwise.
    /// A closed form then stays exact with this added to its mean.
    public var fixedSeconds: Double? {
        var total = 0.0
        for step in samples where !step.isEmpty {
            guard step.allSatisfy({ $0 == step[0] }) else { return nil }
            total += step[0]
        }
        return total
    }
}
