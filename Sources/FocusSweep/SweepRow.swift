import FocusModel

/// One row of a sweep's output: one order in one cell, as named columns in
/// a fixed order (the same for every row of a sweep), so JSON, CSV and part
/// files all write the same values, and a merge reads back exactly the
/// numbers a single run holds (JSON numbers are written in their shortest
/// round-trip form).
public struct SweepRow: Sendable {
    public var cell: Int
    public var columns: [(key: String, value: JSONValue)]

    public init(cell: Int, columns: [(key: String, value: JSONValue)]) {
        self.cell = cell
        self.columns = columns
    }

    public subscript(key: String) -> JSONValue? {
        columns.first { $0.key == key }?.value
    }

    /// The number in column `key`; nil where it is null (an infeasible cell, no comparison).
    public func number(_ key: String) -> Double? {
        if case let .number(value)? = self[key] { return value }
        return nil
    }

    public func text(_ key: String) -> String? {
        if case let .string(value)? = self[key] { return value }
        return nil
    }

    package var jsonValue: JSONValue { .object(columns) }

    /// The column names, as CSV's header row and the docs list them.
    public var keys: [String] { columns.map(\.key) }
}

/// The column names of a sweep's rows.
public enum SweepColumn {
    public static let scenario = "scenario"
    public static let cell = "cell"
    public static let seed = "seed"
    public static let order = "order"
    public static let status = "status"
    public static let reason = "reason"
    public static let mean = "mean"
    public static let ciLow = "ci95Low"
    public static let ciHigh = "ci95High"
    public static let difference = "difference"
    public static let differenceLow = "differenceCi95Low"
    public static let differenceHigh = "differenceCi95High"
    public static let versus = "versus"
    public static let fastest = "fastest"
    public static let replications = "replications"
    public static let sd = "sd"
    public static let p90 = "p90"
    public static let missRate = "missRate"
    public static let cappedRate = "cappedRate"
    public static let pValue = "pValue"
    public static let sharePrefix = "share."
    public static let people = "people"
    public static let personMeanP10 = "personMeanP10"
    public static let personMeanP50 = "personMeanP50"
    public static let personMeanP90 = "personMeanP90"
    public static let shareOfPeopleFaster = "shareOfPeopleFaster"
    public static let peopleWhoCannotFinish = "peopleWhoCannotFinish"

    public static let feasible = "ok"
    public static let infeasible = "infeasible"
}
