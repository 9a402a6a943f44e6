import FocusModel
import FocusStats

/// The current run against a report stored earlier (`--format json`): for
/// each (order, user) cell in both, how much slower the current mean is. The
/// stored report keeps no replications, so the two runs are compared as
/// independent samples; when nothing changed, the means agree exactly.
public struct StoredComparison: Sendable {
    public struct Row: Sendable {
        public var order: String
        public var user: String
        public var storedMean: Double
        public var storedStandardError: Double
        public var currentMean: Double
        public var currentStandardError: Double
        /// current / stored − 1.
        public var relative: RelativeDifference
        public var exceedsBudget: Bool?
    }

    /// Why a stored report cannot be used.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        case notJSON(String)
        case notAReport
        case unsupportedVersion(Double)
        case noCommonCells

        public var description: String {
            switch self {
            case let .notJSON(reason): "not JSON: \(reason)"
            case .notAReport: "not a focusbench report (no \"schemaVersion\" and \"cells\"; write one with --format json)"
            case let .unsupportedVersion(version):
                "schemaVersion \(NumberText.plain(version)) is not supported (this focusbench reads version \(ReportSchemaJSON.schemaVersion))"
            case .noCommonCells: "it has no (order, user) cell in common with this run"
            }
        }
    }

    /// The stored file as given on the command line.
    public var file: String
    public var storedScenario: String
    public var rows: [Row]

    /// Compares `cells` with the stored report `text`; `budgetPercent`, when
    /// given, marks the rows slower than the budget.
    public static func compare(_ cells: [ReportDocument.Cell], withStored text: String, file: String,
                               budgetPercent: Double?) throws(Refusal) -> StoredComparison {
        let root: JSONValue
        do {
            root = try JSONValue.parse(text)
        } catch {
            throw .notJSON(error.description)
        }
        guard let version = root["schemaVersion"]?.numberValue, let storedCells = root["cells"]?.arrayValue else {
            throw .notAReport
        }
        guard version == Double(ReportSchemaJSON.schemaVersion) else { throw .unsupportedVersion(version) }
        var rows: [Row] = []
        for cell in cells {
            guard let stored = storedCells.first(where: {
                $0["order"]?.stringValue == cell.order && $0["user"]?.stringValue == cell.user
            }), let mean = stored["mean"]?.numberValue, let standardError = stored["standardError"]?.numberValue
            else { continue }
            let summary = cell.estimate.summary
            let relative = RelativeDifference.independent(mean: summary.mean, standardError: summary.standardError,
                                                          over: mean, standardError: standardError)
            rows.append(Row(order: cell.order, user: cell.user, storedMean: mean, storedStandardError: standardError,
                            currentMean: summary.mean, currentStandardError: summary.standardError,
                            relative: relative, exceedsBudget: budgetPercent.map { relative.exceeds(percent: $0) }))
        }
        if rows.isEmpty { throw .noCommonCells }
        return StoredComparison(file: file, storedScenario: root["scenario"]?["name"]?.stringValue ?? "", rows: rows)
    }
}
