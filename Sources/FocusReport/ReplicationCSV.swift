import FocusCost
import FocusSimulation
import Synchronization

/// One CSV row per replication (RFC 4180 quoting, a header row, lines ended
/// by a line feed). Several
/// estimates, such as the two orders of a comparison, follow one another
/// under a single header, told apart by the `order` column.
package enum ReplicationCSV {
    /// Every category and count of every model, so that the columns never
    /// depend on which model ran.
    public static let columns = ["replication", "order", "user", "total"]
        + TimeCategory.allCases.map(\.name) + CountKind.allCases.map(\.name) + ["capped", "seed"]

    /// The header row, with its line feed.
    public static var header: String { columns.joined(separator: ",") + "\n" }

    public static func render(_ estimates: [Estimate]) throws(ReportError) -> String {
        var text = ""
        try write(estimates) { text += $0 }
        return text
    }

    /// The same rows handed to `output` a block at a time, from records kept in memory.
    /// `replicationsPerPerson`: a population run's R, which adds a last
    /// column, `person`, the row's replication index divided by R.
    public static func write(_ estimates: [Estimate], replicationsPerPerson: Int? = nil,
                             to output: (String) -> Void) throws(ReportError) {
        for estimate in estimates where estimate.records == nil {
            throw ReportError.replicationsNotKept(order: estimate.order)
        }
        var text = headerRow(replicationsPerPerson)
        for estimate in estimates {
            appendRows(estimate.records!, first: 0, order: estimate.order, user: estimate.user,
                       seed: estimate.settings.seed, replicationsPerPerson: replicationsPerPerson,
                       to: &text, output: output)
        }
        if !text.isEmpty { output(text) }
    }

    /// The rows of a run that streams its records (`CostModel.simulate(…,
    /// streamingRecords:)`): the header before the first block, then each
    /// block's rows as it arrives, so that memory does not grow with the
    /// number of rows. `replicationsPerPerson` as in `write`.
    public static func streaming(replicationsPerPerson: Int? = nil,
                                 to output: @escaping @Sendable (String) -> Void) -> ReplicationRecordBlocks {
        let headerWritten = HeaderFlag()
        return { block in
            var text = headerWritten.takeFirst() ? headerRow(replicationsPerPerson) : ""
            appendRows(block.records, first: block.first, order: block.order, user: block.user, seed: block.seed,
                       replicationsPerPerson: replicationsPerPerson, to: &text, output: output)
            if !text.isEmpty { output(text) }
        }
    }

    private static func headerRow(_ replicationsPerPerson: Int?) -> String {
        replicationsPerPerson == nil ? header : (columns + ["person"]).joined(separator: ",") + "\n"
    }

    /// Appends one row per record to `text`, handing `text` to `output` each
    /// time it reaches `blockSize` bytes.
    private static func appendRows(_ records: some Collection<ReplicationRecord>, first: Int, order: String,
                                   user: String, seed: UInt64, replicationsPerPerson: Int?,
                                   to text: inout String, output: (String) -> Void) {
        let order = field(order)
        let user = field(user)
        // The random stream of a replication is derived from the seed and
        // the index, so these two columns are enough to reproduce a row.
        let seed = String(seed)
        for (offset, record) in records.enumerated() {
            let times = [record.total] + TimeCategory.allCases.map { record.breakdown[$0] }
            let counts = CountKind.allCases.map { String(record[$0]) }
            var cells = [String(first + offset), order, user] + times.map(NumberText.plain) + counts + [
                record.capped ? "1" : "0", seed,
            ]
            if let perPerson = replicationsPerPerson { cells.append(String((first + offset) / perPerson)) }
            text += cells.joined(separator: ",")
            text += "\n"
            if text.utf8.count >= blockSize {
                output(text)
                text = ""
            }
        }
    }

    /// Bytes of CSV gathered before they are handed on.
    static let blockSize = 1 << 16

    /// A text field, quoted only when it would otherwise be misread.
    static func field(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + String(value.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\""
    }
}

/// Whether a streamed CSV still needs its header: true for the first caller only.
private final class HeaderFlag: Sendable {
    private let written = Mutex(false)

    func takeFirst() -> Bool {
        written.withLock { written in
            defer { written = true }
            return !written
        }
    }
}
