/// The ways a result can be written out.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Aligned tables for reading in a terminal.
    case text
    /// One JSON object, for scripts.
    case json
    /// One row per replication, for spreadsheets and statistics packages.
    case csv

    /// Whether rendering needs every replication's record, which the
    /// simulation keeps only when asked (it costs memory).
    public var needsReplications: Bool { self == .csv }
}
