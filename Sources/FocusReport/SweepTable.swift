import FocusModel
import FocusSweep

/// A sweep's rows as CSV (JSON writes `SweepResult.jsonValue`). CSV is tidy: one row per cell and order,
/// one column per variable, numbers as JSON writes them (shortest form
/// that reads back exactly), empty where JSON has null; pandas' `read_csv`
/// and R's `read.csv` read it as it is.
package enum SweepTable {
    public static func csv(_ result: SweepResult) -> String {
        guard let first = result.rows.first else { return "" }
        var text = first.keys.map(ReplicationCSV.field).joined(separator: ",") + "\n"
        for row in result.rows {
            text += row.columns.map { field($0.value) }.joined(separator: ",") + "\n"
        }
        return text
    }

    private static func field(_ value: JSONValue) -> String {
        switch value {
        case .null: ""
        case let .string(text): ReplicationCSV.field(text)
        default: value.serialized(pretty: false)
        }
    }
}

