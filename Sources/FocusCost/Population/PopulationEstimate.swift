import FocusStats

/// What a population run says about people, beside the pooled estimate.
public struct PeopleSummary: Sendable, Equatable {
    /// People simulated: those drawn who can finish.
    public var count: Int
    /// People drawn who can never finish the task, left out of every
    /// statistic here (empty when everyone can finish).
    public var cannotFinish: [PersonWhoCannotFinish] = []
    /// Each varying parameter's range among the people simulated (empty
    /// when nobody differs), beside `cannotFinish.ranges`.
    public var finishingRanges: [ParameterRange] = []
    /// People drawn: those simulated and those who cannot finish.
    public var drawn: Int { count + cannotFinish.count }
    public var replicationsPerPerson: Int
    /// Each person's mean completion time, in person order.
    public var personMeans: [Double]
    /// The spread of `personMeans`.
    public var personMean: Percentiles
    /// The variance of all replications, split into differences between
    /// people and the variation of one person's runs.
    public var variance: VarianceSplit

    public init(totals: [Double], replicationsPerPerson: Int) {
        let (split, means) = Statistics.varianceSplit(totals, groupSize: replicationsPerPerson)
        count = means.count
        self.replicationsPerPerson = replicationsPerPerson
        personMeans = means
        personMean = Statistics.percentiles(means)
        variance = split
    }
}

/// One order for a population: the estimate of all people's replications
/// pooled, and what it says about the people.
public struct PopulationEstimate: Sendable {
    /// All replications of all people; its settings count N·R replications.
    public var estimate: Estimate
    public var people: PeopleSummary
}

/// Two orders for the same people, paired per person.
public struct PopulationComparison: Sendable {
    /// The pooled comparison; its difference pairs replication i of A and B.
    public var comparison: Comparison
    public var peopleA: PeopleSummary
    public var peopleB: PeopleSummary
    /// The share of people whose mean time is shorter with A, with its Wilson 95% CI.
    public var shareAFaster: Proportion
    /// Each person's mean A − B, in person order, and its spread.
    public var personDifferences: [Double]
    public var personDifference: Percentiles

    public init(comparison: Comparison, peopleA: PeopleSummary, peopleB: PeopleSummary) {
        self.comparison = comparison
        self.peopleA = peopleA
        self.peopleB = peopleB
        personDifferences = zip(peopleA.personMeans, peopleB.personMeans).map { $0 - $1 }
        shareAFaster = Statistics.proportion(personDifferences.filter { $0 < 0 }.count, of: personDifferences.count)
        personDifference = Statistics.percentiles(personDifferences)
    }
}
