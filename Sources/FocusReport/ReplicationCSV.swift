import FocusCost
import FocusSimulation

/// One CSV row per replication (RFC 4180 quoting, a header row, lines ended
/// by a line feed). Several
/// estimates, such as the two orders of a comparison, follow one another
/// under a single header, told apart by the `order` column.
public enum ReplicationCSV {
    /// Every category and count of every model, so that the columns never
    /// depend on which model ran.
    public static let columns = ["replication", "order", "user", "total"]
        + TimeCategory.allCases.map(\.name) + CountKind.allCases.map(\.name) + ["capped", "seed"]

    public static func render(_ estimates: [Estimate]) throws(ReportError) -> String {
        var text = ""
        try write(estimates) { text += $0 }
        return text
    }

    /// The same rows handed to `output` a block at a time, so that printing
    /// a million replications needs no more memory than the records themselves.
    public static func write(_ estimates: [Estimate], to output: (String) -> Void) throws(ReportError) {
        for estimate in estimates where estimate.records == nil {
            throw ReportError.replicationsNotKept(order: estimate.order)
        }
        var text = columns.joined(separator: ",") + "\n"
        for estimate in estimates {
            let order = field(estimate.order)
            let user = field(estimate.user)
            // The random stream of a replication is derived from the seed and
            // the index, so these two columns are enough to reproduce a row.
            let seed = String(estimate.settings.seed)
            for (index, record) in estimate.records!.enumerated() {
                let times = [record.total] + TimeCategory.allCases.map { record.breakdown[$0] }
                let counts = CountKind.allCases.map { String(record[$0]) }
                let cells = [String(index), order, user] + times.map(NumberText.plain) + counts + [
                    record.capped ? "1" : "0", seed,
                ]
                text += cells.joined(separator: ",")
                text += "\n"
                if text.utf8.count >= blockSize {
                    output(text)
                    text = ""
                }
            }
        }
        if !text.isEmpty { output(text) }
    }

    /// Bytes of CSV gathered before they are handed on.
    static let blockSize = 1 << 16

    /// A text field, quoted only when it would otherwise be misread.
    static func field(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + String(value.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\""
    }

}
