import FocusSimulation
import FocusCost

/// What the replications of one typing run add up to, replication by replication.
struct TypingTally {
    let replications: Int
    let characters: Int
    /// Seconds to type the text, per replication.
    var totals: [Double]
    /// Time by category, summed over replications.
    var breakdown = TimeBreakdown()
    /// Bit c of replication i's words: character c was typed wrong at least once.
    private var wrong: [UInt64]
    private let wordsPerReplication: Int
    private var cappedReplications: [Bool]
    /// Simulated events over all replications, corrections included: the work the run took.
    private(set) var events = 0

    init(replications: Int, characters: Int) {
        self.replications = replications
        self.characters = characters
        totals = Array(repeating: 0, count: replications)
        wordsPerReplication = (characters + 63) / 64
        wrong = Array(repeating: 0, count: replications * wordsPerReplication)
        cappedReplications = Array(repeating: false, count: replications)
    }

    /// Replications in which some key selection reached the time cap.
    var capped: Int { cappedReplications.reduce(0) { $0 + ($1 ? 1 : 0) } }

    mutating func add(_ record: ReplicationRecord, replication i: Int) {
        events += Int(record.events)
        totals[i] += record.total
        breakdown += record.breakdown
        if record.capped { cappedReplications[i] = true }
    }

    /// A correction (see `ScanningTypist`): all of its time is lost to the mistake.
    mutating func addCorrection(_ record: ReplicationRecord, replication i: Int) {
        events += Int(record.events)
        totals[i] += record.total
        breakdown[.errors] += record.total
        if record.capped { cappedReplications[i] = true }
    }

    mutating func markWrong(character c: Int, replication i: Int) {
        wrong[i * wordsPerReplication + c / 64] |= 1 << UInt64(c % 64)
    }

    /// The share of characters typed wrong before correction, over all replications.
    var errorRate: Double {
        guard characters > 0, replications > 0 else { return 0 }
        let marked = wrong.reduce(0) { $0 + $1.nonzeroBitCount }
        return Double(marked) / Double(characters * replications)
    }
}
