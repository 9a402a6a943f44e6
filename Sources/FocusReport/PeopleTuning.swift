import FocusCost
import FocusModel
import FocusStats
import FocusTuning

/// The report of `tune --people`: the shared setting, the curve over the
/// grid, and how much each person would gain with a setting of their own.
package enum PeopleTuning {
    public static func json(_ result: PopulationTuningResult) -> JSONValue {
        let names = result.parameters.map(\.rawValue)
        func setting(_ values: [Double]) -> JSONValue {
            .object(zip(names, values).map { (key: $0, value: .number($1)) })
        }
        func point(_ p: PopulationSettingEvaluation) -> JSONValue {
            [
                "setting": setting(p.values),
                "feasible": .bool(p.feasible),
                "meanOverPeople": p.feasible ? .number(p.meanOverPeople) : .null,
                "shareOverMissRate": p.feasible ? .number(p.shareOverMissRate) : .null,
                "personMean": p.feasible ? PeopleJSON.percentiles(Statistics.percentiles(p.personMeans)) : .null,
            ]
        }
        return [
            "scenario": .string(result.scenario),
            "order": .string(result.order),
            "user": .string(result.user),
            "seed": .number(Double(result.seed)),
            "people": [
                "count": .number(Double(result.people)),
                "replicationsPerPerson": .number(Double(result.replicationsPerPerson)),
                "maxMissRate": result.maxMissRate.map(JSONValue.number) ?? .null,
                "maxShareOverMissRate": .number(result.maxShareOverMissRate),
                "personOptimum": .object(zip(names, result.personOptimum).map {
                    (key: $0, value: PeopleJSON.percentiles($1))
                }),
                "personGain": PeopleJSON.percentiles(result.personGain),
                "peopleWithoutOwnSetting": .number(Double(result.peopleWithoutOwnSetting)),
            ],
            "shared": point(result.shared),
            "curve": .array(result.curve.map(point)),
        ]
    }

    public static func text(_ result: PopulationTuningResult) -> String {
        let names = result.parameters.map(\.rawValue)
        func setting(_ values: [Double]) -> String {
            zip(names, values).map { "\($0) \(NumberText.seconds($1)) s" }.joined(separator: ", ")
        }
        var text = "\(result.scenario): order '\(result.order)', population \(result.user)\n"
        text += "seed \(result.seed) · \(result.people) people x \(result.replicationsPerPerson) replications per setting\n\n"
        text += "Shared setting: \(setting(result.shared.values)), mean over people "
            + "\(NumberText.seconds(result.shared.meanOverPeople)) s"
        if let limit = result.maxMissRate {
            text += "; \(NumberText.percent(result.shared.shareOverMissRate)) of people miss more than "
                + "\(NumberText.percent(limit)) of target highlights (allowed: \(NumberText.percent(result.maxShareOverMissRate)))"
        }
        text += "\n\n"
        var table = TextTable()
        table.heading("Setting", "mean over people", "person p10", "person p90", "share over limit")
        for point in result.curve {
            guard point.feasible else {
                table.row(setting(point.values), "refused", "-", "-", "-")
                continue
            }
            let spread = Statistics.percentiles(point.personMeans)
            table.row(setting(point.values), NumberText.seconds(point.meanOverPeople), NumberText.seconds(spread.p10),
                      NumberText.seconds(spread.p90),
                      result.maxMissRate == nil ? "-" : NumberText.percent(point.shareOverMissRate))
        }
        text += table.rendered() + "\n"
        var own = TextTable()
        own.heading("Each person's own best setting", "p10", "p50", "p90")
        for (name, spread) in zip(names, result.personOptimum) {
            own.row(name, NumberText.seconds(spread.p10), NumberText.seconds(spread.p50), NumberText.seconds(spread.p90))
        }
        own.row("seconds gained over the shared setting", NumberText.seconds(result.personGain.p10),
                NumberText.seconds(result.personGain.p50), NumberText.seconds(result.personGain.p90))
        text += own.rendered()
        if result.peopleWithoutOwnSetting > 0 {
            text += "\(result.peopleWithoutOwnSetting) people have no setting on the grid within the miss-rate limit.\n"
        }
        text += "\nThe spread across people is between the people simulated; each person's numbers are means of "
            + "their own replications, on the same random numbers at every setting.\n"
        return text
    }
}
