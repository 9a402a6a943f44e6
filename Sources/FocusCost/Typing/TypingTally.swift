import FocusSimulation

/// What the replications of one typing run add up to, replication by replication.
package struct TypingTally {
    package let replications: Int
    let characters: Int
    /// Seconds to type the text, per replication.
    package var totals: [Double]
    /// Time by category, summed over replications.
    package var breakdown = TimeBreakdown()
    /// Bit c of replication i's words: character c was typed wrong at least once.
    private var wrong: [UInt64]
    private let wordsPerReplication: Int
    private var cappedReplications: [Bool]
    /// What a Monte Carlo run of a typist counted: the (character,
    /// replication) pairs typed wrong, and the capped replications.
    private var wrongInRun = 0
    private var cappedInRun = 0

    init(replications: Int, characters: Int) {
        self.replications = replications
        self.characters = characters
        totals = Array(repeating: 0, count: replications)
        wordsPerReplication = (characters + 63) / 64
        wrong = Array(repeating: 0, count: replications * wordsPerReplication)
        cappedReplications = Array(repeating: false, count: replications)
    }

    /// The tally of a typist run by `MonteCarlo` (`TouchTypist`,
    /// `FixedRateTyping`), whose steps are the characters of the text and
    /// whose step misses are the replications that typed each one wrong.
    init(_ output: MonteCarlo.Output, characters: Int) {
        replications = output.totals.count
        self.characters = characters
        totals = output.totals
        breakdown = output.breakdownSums
        wordsPerReplication = 0
        wrong = []
        cappedReplications = []
        wrongInRun = output.stepTallies.reduce(0) { $0 + $1.misses }
        cappedInRun = output.counts.capped
    }

    /// Replications in which some key selection reached the time cap.
    package var capped: Int { cappedReplications.reduce(cappedInRun) { $0 + ($1 ? 1 : 0) } }

    mutating func add(_ record: ReplicationRecord, replication i: Int) {
        totals[i] += record.total
        breakdown += record.breakdown
        if record.capped { cappedReplications[i] = true }
    }

    /// A correction (see `ScanningTypist`): all of its time is lost to the mistake.
    mutating func addCorrection(_ record: ReplicationRecord, replication i: Int) {
        totals[i] += record.total
        breakdown[.errors] += record.total
        if record.capped { cappedReplications[i] = true }
    }

    mutating func markWrong(character c: Int, replication i: Int) {
        wrong[i * wordsPerReplication + c / 64] |= 1 << UInt64(c % 64)
    }

    /// The share of characters typed wrong before correction, over all replications.
    package var errorRate: Double {
        guard characters > 0, replications > 0 else { return 0 }
        let marked = wrong.reduce(wrongInRun) { $0 + $1.nonzeroBitCount }
        return Double(marked) / Double(characters * replications)
    }
}
