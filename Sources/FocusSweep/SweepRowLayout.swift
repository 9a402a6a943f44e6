import FocusModel
import FocusSimulation

/// The columns of every row of one sweep, in the order they are written,
/// with the kind of value each holds. The cell run writes its rows in this
/// order and `merge` checks each row of a part against it, so the layout
/// is said once.
package struct SweepRowLayout: Sendable {
    package enum Kind: Sendable, Equatable {
        /// A string, never null (scenario, order, status).
        case text
        /// A whole number, never null (cell, seed).
        case wholeNumber
        /// One value of a varied key, as the specification lists it.
        case setting
        case optionalText
        case optionalWholeNumber
        case optionalNumber
        /// A share from 0 to 1, or null.
        case optionalRate
        case optionalFlag
    }

    package let columns: [(key: String, kind: Kind)]

    package init(_ spec: SweepSpecification) {
        var columns: [(key: String, kind: Kind)] = [
            (SweepColumn.scenario, .text), (SweepColumn.cell, .wholeNumber), (SweepColumn.seed, .wholeNumber),
        ]
        columns += spec.varied.map { ($0.key, .setting) }
        columns += [
            (SweepColumn.order, .text), (SweepColumn.status, .text), (SweepColumn.reason, .optionalText),
            (SweepColumn.replications, .optionalWholeNumber), (SweepColumn.mean, .optionalNumber),
            (SweepColumn.ciLow, .optionalNumber), (SweepColumn.ciHigh, .optionalNumber),
            (SweepColumn.sd, .optionalNumber), (SweepColumn.p90, .optionalNumber),
            (SweepColumn.missRate, .optionalRate), (SweepColumn.cappedRate, .optionalRate),
        ]
        columns += TimeCategory.allCases.map { (SweepColumn.sharePrefix + $0.name, .optionalNumber) }
        columns += [
            (SweepColumn.versus, .optionalText), (SweepColumn.difference, .optionalNumber),
            (SweepColumn.differenceLow, .optionalNumber), (SweepColumn.differenceHigh, .optionalNumber),
            (SweepColumn.pValue, .optionalRate), (SweepColumn.fastest, .optionalFlag),
        ]
        if spec.people != nil {
            columns += [
                (SweepColumn.people, .optionalWholeNumber), (SweepColumn.personMeanP10, .optionalNumber),
                (SweepColumn.personMeanP50, .optionalNumber), (SweepColumn.personMeanP90, .optionalNumber),
                (SweepColumn.shareOfPeopleFaster, .optionalRate), (SweepColumn.peopleWhoCannotFinish, .optionalWholeNumber),
            ]
        }
        self.columns = columns
    }

    /// The columns a row without results (an infeasible order) leaves null.
    package var results: [String] {
        columns.filter { [.optionalWholeNumber, .optionalNumber, .optionalRate, .optionalFlag].contains($0.kind) }
            .map(\.key)
    }

    /// A row of cell `cell` with `values` put in the layout's order; a
    /// column the run has no value for is null.
    package func row(cell: Int, _ values: [String: JSONValue]) -> SweepRow {
        assert(Set(values.keys).isSubset(of: columns.map(\.key)), "a value for a column the layout does not have")
        return SweepRow(cell: cell, columns: columns.map { (key: $0.key, value: values[$0.key] ?? .null) })
    }
}
