import Foundation
import FocusCost
import FocusStats

/// The text of population runs: the one-order or two-order report of all
/// replications pooled, then what it says about the people.
enum PeopleText {
    /// What the intervals of a population report mean; every report of one says it.
    static let note = "The 95% CIs measure the simulation's precision for these simulated people; "
        + "how much people differ from one another is the spread of person means and the between-person variance."
    static let comparisonNote = "The CI of the share of people is about the number of people simulated; "
        + "the other 95% CIs measure the simulation's precision, not differences between people."

    static func render(_ population: PopulationEstimate) -> String {
        var text = EstimateText.render(population.estimate)
        var table = TextTable()
        section(population.people, into: &table)
        text += "\n" + table.rendered() + cannotFinish(population.people) + "\n" + note + "\n"
        return text
    }

    static func render(_ population: PopulationComparison) -> String {
        var text = ComparisonText.render(population.comparison)
        var table = TextTable()
        let people = population.peopleA
        table.heading("People (\(people.count) people x \(people.replicationsPerPerson) replications)",
                      "A", "B")
        let a = population.peopleA
        let b = population.peopleB
        table.row("person mean p10", NumberText.seconds(a.personMean.p10), NumberText.seconds(b.personMean.p10))
        table.row("person mean p50", NumberText.seconds(a.personMean.p50), NumberText.seconds(b.personMean.p50))
        table.row("person mean p90", NumberText.seconds(a.personMean.p90), NumberText.seconds(b.personMean.p90))
        table.row("between-person variance (s²)", NumberText.seconds(a.variance.between),
                  NumberText.seconds(b.variance.between))
        table.row("within-person variance (s²)", NumberText.seconds(a.variance.within),
                  NumberText.seconds(b.variance.within))
        table.blank()
        table.heading("Per person, A - B (s)")
        let d = population.personDifference
        table.row("p10 / p50 / p90", "\(NumberText.seconds(d.p10)) / \(NumberText.seconds(d.p50)) / \(NumberText.seconds(d.p90))")
        let share = population.shareAFaster
        table.row("share of people faster with A",
                  "\(NumberText.percent(share.estimate)) (95% CI \(NumberText.percent(share.ci95.low)) to \(NumberText.percent(share.ci95.high)))")
        text += "\n" + table.rendered() + cannotFinish(population.peopleA) + "\n" + note + " " + comparisonNote + "\n"
        return text
    }

    /// Who of the people drawn cannot finish, as lines: how many, each
    /// varying parameter's range among them, the first few of them and
    /// the first one's reason; empty when everyone can.
    static func cannotFinish(_ people: PeopleSummary) -> String {
        let who = people.cannotFinish
        guard let first = who.first else { return "" }
        var text = "\(who.count) of the \(people.drawn) people drawn cannot finish and are left out of every number "
            + "here"
        let ranges = who.ranges.map { range in
            range.low == range.high ? "\(range.key) \(shown(range.low))"
                : "\(range.key) \(shown(range.low)) to \(shown(range.high))"
        }
        text += ranges.isEmpty ? ".\n" : " (\(ranges.joined(separator: ", "))).\n"
        let listed = who.prefix(mostListed).map { "\($0.person)" }.joined(separator: ", ")
        text += "People (numbered from 0 in draw order): \(listed)" + (who.count > mostListed ? ", …" : "") + ".\n"
        text += "Person \(first.person): \(first.reason)\n"
        return text
    }

    /// People a text lists by number before it stops.
    static let mostListed = 20

    private static func shown(_ x: Double) -> String { String(format: "%.3g", x) }

    private static func section(_ people: PeopleSummary, into table: inout TextTable) {
        table.heading("People (\(people.count) people x \(people.replicationsPerPerson) replications)")
        table.row("person mean p10", NumberText.seconds(people.personMean.p10))
        table.row("person mean p50", NumberText.seconds(people.personMean.p50))
        table.row("person mean p90", NumberText.seconds(people.personMean.p90))
        table.row("between-person variance (s²)", NumberText.seconds(people.variance.between))
        table.row("within-person variance (s²)", NumberText.seconds(people.variance.within))
    }
}
