import FocusCost
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
        /// Whether the current cell is within the budget; nil without a budget.
        public var budget: BudgetVerdict?

        /// Shown over the budget; nil without a budget.
        public var exceedsBudget: Bool? { budget.map { $0 == .over } }
    }

    /// Why a stored report cannot be used.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        case notJSON(String)
        case notAReport
        case unsupportedVersion(Double)
        case noCommonCells
        /// A number the comparison needs is missing, not a number, or cannot be a stored result.
        case badValue(place: String, found: String, expected: String)
        /// The stored report describes another scenario (or says nothing about which).
        case otherScenario(String, setting: ScenarioIdentity.Setting)

        public var description: String {
            switch self {
            case let .notJSON(reason): "not JSON: \(reason)"
            case .notAReport: "not a focusbench report (no \"schemaVersion\" and \"cells\"; write one with --format json)"
            case let .unsupportedVersion(version):
                "schemaVersion \(NumberText.plain(version)) is not supported (this focusbench reads version \(ReportSchemaJSON.schemaVersion))"
            case .noCommonCells: "it has no (order, user) cell in common with this run"
            case let .badValue(place, found, expected): "\(place) is \(found); expected \(expected)"
            case let .otherScenario(reason, setting):
                "\(reason); compare anyway with \(setting.spelled(.name)) (same name) or \(setting.spelled(.off))"
            }
        }
    }

    /// The stored file as given on the command line.
    public var file: String
    public var storedScenario: String
    public var rows: [Row]

    /// A stored report read and checked, so that a broken one is refused
    /// before the run it is to be compared with.
    package struct Stored: Sendable {
        var scenarioName: String
        var numbersByCell: [String: StoredCell]

        /// Refuses a run that would compare nothing, before it is simulated:
        /// `cells` are the (order, user) names the run will have.
        package func checkSharesACell(with cells: [(order: String, user: String)]) throws(Refusal) {
            guard cells.contains(where: { numbersByCell[StoredComparison.key($0.order, $0.user)] != nil }) else {
                throw .noCommonCells
            }
        }
    }

    /// What the comparison reads of one stored cell.
    struct StoredCell {
        var mean: Double
        var standardError: Double
        /// Replications that reached the time cap: the mean is then a lower bound.
        var capped: Int
    }

    /// A cell's order and user as one dictionary key.
    private static func key(_ order: String, _ user: String) -> String { order + "\u{0}" + user }

    /// Compares `cells` with the stored report `text`; `budgetPercent`, when
    /// given, marks the rows slower than the budget.
    package static func compare(_ cells: [ReportDocument.Cell], withStored text: String, file: String,
                               budgetPercent: Double?, identity: ScenarioIdentity? = nil,
                               check: ScenarioIdentity.Check = .same,
                               setting: ScenarioIdentity.Setting = .option) throws(Refusal) -> StoredComparison {
        try compare(cells, with: read(text, identity: identity, check: check, setting: setting), file: file,
                    budgetPercent: budgetPercent)
    }

    package static func read(_ text: String, identity: ScenarioIdentity? = nil, check: ScenarioIdentity.Check = .same,
                             setting: ScenarioIdentity.Setting = .option) throws(Refusal) -> Stored {
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
        if let identity { try checkIdentity(root["scenario"], against: identity, check: check, setting: setting) }
        try checkReplications(root["settings"])
        return Stored(scenarioName: root["scenario"]?["name"]?.stringValue ?? "", numbersByCell: try cellNumbers(storedCells))
    }

    package static func compare(_ cells: [ReportDocument.Cell], with stored: Stored, file: String,
                                budgetPercent: Double?) throws(Refusal) -> StoredComparison {
        var rows: [Row] = []
        for cell in cells {
            guard let storedCell = stored.numbersByCell[key(cell.order, cell.user)] else { continue }
            let summary = cell.estimate.summary
            let relative = RelativeDifference.independent(mean: summary.mean, standardError: summary.standardError,
                                                          over: storedCell.mean, standardError: storedCell.standardError)
            let budget = budgetPercent.map { percent in
                BudgetVerdict.relative(relative, percent: percent, thisCapped: cell.estimate.counts.capped,
                                       referenceCapped: storedCell.capped,
                                       reason: Self.capReason(cell.estimate, storedCapped: storedCell.capped, file: file))
            }
            rows.append(Row(order: cell.order, user: cell.user, storedMean: storedCell.mean,
                            storedStandardError: storedCell.standardError, currentMean: summary.mean,
                            currentStandardError: summary.standardError, relative: relative, budget: budget))
        }
        if rows.isEmpty { throw .noCommonCells }
        return StoredComparison(file: file, storedScenario: stored.scenarioName, rows: rows)
    }

    /// Which side's replications reached the time cap, the stored one named by its file.
    private static func capReason(_ current: Estimate, storedCapped: Int, file: String) -> String {
        var parts: [String] = []
        if current.counts.capped > 0 { parts.append(BudgetVerdict.capReason([current])) }
        if storedCapped > 0 {
            parts.append("\(storedCapped) replications of order '\(current.order)' for \(current.user) in \(file) "
                + "reached its time cap")
        }
        return parts.joined(separator: " and ")
    }

    /// A stored mean beyond about 30 years of simulated time is an edited file, not a run.
    static let maximumMean = 1e9

    /// Each stored cell's mean and standard error by order and user. A cell
    /// the gate cannot name, or a second cell with the same names, would
    /// otherwise vanish from the comparison or be picked over its twin without
    /// a word. Every cell's numbers are checked, not only those this run
    /// compares: a file with one impossible number is edited or broken, and
    /// none of it is trusted, whichever cells a run asks for.
    private static func cellNumbers(_ storedCells: [JSONValue]) throws(Refusal)
        -> [String: StoredCell] {
        var indexes: [String: Int] = [:]
        var numbers: [String: StoredCell] = [:]
        for (index, stored) in storedCells.enumerated() {
            let place = "$.cells[\(index)]"
            guard case .object = stored else {
                throw .badValue(place: place, found: stored.serialized(pretty: false), expected: "a cell object")
            }
            var names: [String] = []
            for key in ["order", "user"] {
                guard let name = stored[key]?.stringValue, !name.isEmpty else {
                    throw .badValue(place: "\(place).\(key)", found: stored[key]?.serialized(pretty: false) ?? "missing",
                                    expected: "the \(key) name of the cell")
                }
                names.append(name)
            }
            let key = Self.key(names[0], names[1])
            if let first = indexes[key] {
                throw .badValue(place: place, found: "a second cell for order '\(names[0])' and user '\(names[1])'",
                                expected: "one cell each (the first is $.cells[\(first)])")
            }
            indexes[key] = index
            // A gate must fail closed: a mean or standard error that no run can
            // produce is refused rather than compared (or silently skipped).
            let mean = try number(stored, "mean", at: place, expected: "a mean time in seconds, above 0") {
                $0 > 0 && $0 <= maximumMean
            }
            let standardError = try number(stored, "standardError", at: place,
                                           expected: "a standard error at least 0 and below the mean") {
                $0 >= 0 && $0 < mean
            }
            // A capped mean is a lower bound; a cell that does not say is not trusted to be exact.
            let capped = try number(stored["counts"] ?? .null, "capped", at: place + ".counts",
                                    expected: "the whole number of replications that reached the time cap") {
                $0 >= 0 && $0 == $0.rounded() && $0 <= 1e15
            }
            numbers[key] = StoredCell(mean: mean, standardError: standardError, capped: Int(capped))
        }
        return numbers
    }

    /// The stored standard errors come from these replications; a count no
    /// run can have means the file was edited, so none of its numbers are trusted.
    private static func checkReplications(_ settings: JSONValue?) throws(Refusal) {
        let value = settings?["replications"]
        guard let count = value?.numberValue, count.isFinite, count >= 2, count == count.rounded() else {
            throw .badValue(place: "$.settings.replications", found: value?.serialized(pretty: false) ?? "missing",
                            expected: "a whole number of replications, at least 2")
        }
    }

    private static func number(_ cell: JSONValue, _ key: String, at place: String, expected: String,
                               _ isPlausible: (Double) -> Bool) throws(Refusal) -> Double {
        let value = cell[key]
        guard let number = value?.numberValue, number.isFinite, isPlausible(number) else {
            let found: String
            if let number = value?.numberValue {
                found = number.isFinite ? NumberText.plain(number) : "a number too large to represent"
            } else {
                found = value?.serialized(pretty: false) ?? "missing"
            }
            throw .badValue(place: "\(place).\(key)", found: found, expected: expected)
        }
        return number
    }

    private static func checkIdentity(_ stored: JSONValue?, against current: ScenarioIdentity,
                                      check: ScenarioIdentity.Check,
                                      setting: ScenarioIdentity.Setting) throws(Refusal) {
        guard check != .off else { return }
        let name = stored?["name"]?.stringValue
        if name != current.name {
            throw .otherScenario("it is a report of scenario \(name.map { "'\($0)'" } ?? "(no name)"), "
                + "not '\(current.name)'", setting: setting)
        }
        guard check == .same else { return }
        guard let hash = stored?["contentHash"]?.stringValue else {
            throw .otherScenario("it has no scenario.contentHash, so it may describe another screen or task",
                                 setting: setting)
        }
        if hash != current.contentHash {
            throw .otherScenario("its scenario '\(current.name)' has another screen or task "
                + "(contentHash \(hash), this run \(current.contentHash))", setting: setting)
        }
    }
}
