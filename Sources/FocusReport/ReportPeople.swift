import FocusCost
import FocusModel
import FocusStats

/// The people section of a report: for each population user, each order's
/// spread over people and, against the baseline, the share of people faster.
/// The report's other cells show the population's typical person (its base
/// profile); this section shows its people.
public struct ReportPeopleRow: Sendable {
    public var user: String
    public var order: String
    public var people: PeopleSummary
    /// Against the baseline order (nil for the baseline itself, or a single order).
    public var baseline: String?
    public var shareFaster: Proportion?
    public var personDifference: Percentiles?

    public init(user: String, order: String, people: PeopleSummary, baseline: String? = nil,
                shareFaster: Proportion? = nil, personDifference: Percentiles? = nil) {
        self.user = user
        self.order = order
        self.people = people
        self.baseline = baseline
        self.shareFaster = shareFaster
        self.personDifference = personDifference
    }
}

package enum ReportPeople {
    /// One sentence for every report with people, on what its intervals mean.
    public static let note = "The 95% CIs of the cells measure the simulation's precision; differences between people "
        + "are the spread of person means and the share of people faster, whose CI reflects the number of people."

    static func json(_ rows: [ReportPeopleRow]) -> JSONValue {
        .array(rows.map { row in
            [
                "user": .string(row.user),
                "order": .string(row.order),
                "count": .number(Double(row.people.count)),
                "replicationsPerPerson": .number(Double(row.people.replicationsPerPerson)),
                "personMean": PeopleJSON.percentiles(row.people.personMean),
                "betweenVariance": .number(row.people.variance.between),
                "withinVariance": .number(row.people.variance.within),
                "baseline": row.baseline.map(JSONValue.string) ?? .null,
                "shareFaster": row.shareFaster.map { share in
                    ["estimate": .number(share.estimate), "ci95": EstimateJSON.interval(share.ci95)]
                } ?? .null,
                "personDifference": row.personDifference.map(PeopleJSON.percentiles) ?? .null,
                "cannotFinish": PeopleJSON.cannotFinish(row.people),
            ]
        })
    }

    static let headers = ["Order", "User", "People", "Person mean p10 / p50 / p90 (s)",
                          "Between / within variance (s²)", "Faster than baseline (share of people)",
                          "Per-person difference p10 / p90 (s)"]

    static func cells(_ row: ReportPeopleRow) -> [String] {
        let m = row.people.personMean
        let share = row.shareFaster.map {
            "\(NumberText.percent($0.estimate)) (95% CI \(NumberText.percent($0.ci95.low)) to \(NumberText.percent($0.ci95.high)))"
        } ?? "–"
        let difference = row.personDifference.map { "\(NumberText.seconds($0.p10)) / \(NumberText.seconds($0.p90))" } ?? "–"
        let left = row.people.cannotFinish.isEmpty ? ""
            : " (\(row.people.cannotFinish.count) of \(row.people.drawn) cannot finish)"
        return [row.order, row.user, "\(row.people.count) × \(row.people.replicationsPerPerson)" + left,
                "\(NumberText.seconds(m.p10)) / \(NumberText.seconds(m.p50)) / \(NumberText.seconds(m.p90))",
                "\(NumberText.seconds(row.people.variance.between)) / \(NumberText.seconds(row.people.variance.within))",
                share, difference]
    }

    static func markdown(_ rows: [ReportPeopleRow]) -> String {
        "**People**\n\n" + MarkdownReport.table(headers: headers, leftAligned: [0, 1], rows: rows.map(cells)) + "\n" + note + "\n\n"
    }

    static func html(_ rows: [ReportPeopleRow]) -> String {
        let e = MarkupText.escape
        var html = "<section>\n<h2>People</h2>\n<table>\n<thead><tr>"
        html += headers.map { "<th scope=\"col\">\(e($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows {
            let c = cells(row)
            html += "<tr><th scope=\"row\">\(e(c[0]))</th>" + c.dropFirst().map { "<td>\(e($0))</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n<p>\(e(note))</p>\n</section>\n"
    }
}
