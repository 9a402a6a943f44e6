import FocusCost
import FocusModel
import FocusStats

/// The `people` objects of population runs (docs/commands.md lists the keys).
package enum PeopleJSON {
    /// One order's estimate with its `people` object added.
    public static func value(of population: PopulationEstimate) -> JSONValue {
        adding(people(population.people), to: EstimateJSON.value(of: population.estimate))
    }

    /// Both orders with their `people` objects, and a top-level `people` object
    /// with what the pairing per person says.
    public static func value(of population: PopulationComparison) -> JSONValue {
        var value = ComparisonJSON.value(of: population.comparison)
        guard case var .object(members) = value else { return value }
        for (index, member) in members.enumerated() {
            if member.key == "a" { members[index].value = adding(people(population.peopleA), to: member.value) }
            if member.key == "b" { members[index].value = adding(people(population.peopleB), to: member.value) }
        }
        value = .object(members)
        let paired: JSONValue = [
            "count": .number(Double(population.peopleA.count)),
            "replicationsPerPerson": .number(Double(population.peopleA.replicationsPerPerson)),
            "cannotFinish": cannotFinish(population.peopleA),
            "shareAFaster": [
                "estimate": .number(population.shareAFaster.estimate),
                "ci95": EstimateJSON.interval(population.shareAFaster.ci95),
            ],
            "personDifference": percentiles(population.personDifference),
            "note": .string(PeopleText.comparisonNote),
        ]
        return adding(paired, to: value)
    }

    static func people(_ people: PeopleSummary) -> JSONValue {
        [
            "count": .number(Double(people.count)),
            "replicationsPerPerson": .number(Double(people.replicationsPerPerson)),
            "personMean": percentiles(people.personMean),
            "betweenVariance": .number(people.variance.between),
            "withinVariance": .number(people.variance.within),
            "totalVariance": .number(people.variance.total),
            "betweenVarianceStandardError": .number(people.variance.betweenStandardError),
            "withinVarianceStandardError": .number(people.variance.withinStandardError),
            "cannotFinish": cannotFinish(people),
            "note": .string(PeopleText.note),
        ]
    }

    /// The people drawn who can never finish, left out of every other number:
    /// how many, each varying parameter's range among them, and each of them
    /// with their drawn values and the reason.
    static func cannotFinish(_ people: PeopleSummary) -> JSONValue {
        [
            "count": .number(Double(people.cannotFinish.count)),
            "drawn": .number(Double(people.drawn)),
            "ranges": ranges(people.cannotFinish.ranges),
            "canFinishRanges": ranges(people.finishingRanges),
            "people": .array(people.cannotFinish.map { person in
                [
                    "person": .number(Double(person.person)),
                    "values": .object(person.values.map { (key: $0.key, value: .number($0.value)) }),
                    "reason": .string(person.reason),
                ]
            }),
        ]
    }

    private static func ranges(_ ranges: [ParameterRange]) -> JSONValue {
        .object(ranges.map { range in
            (key: range.key, value: ["low": .number(range.low), "high": .number(range.high)])
        })
    }

    static func percentiles(_ p: Percentiles) -> JSONValue {
        ["p10": .number(p.p10), "p50": .number(p.p50), "p90": .number(p.p90)]
    }

    private static func adding(_ people: JSONValue, to value: JSONValue) -> JSONValue {
        guard case let .object(members) = value else { return value }
        return .object(members + [(key: "people", value: people)])
    }
}
