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
            let finishing = finishers(p)
            return [
                "setting": setting(p.values),
                "feasible": .bool(p.feasible),
                "peopleWhoCannotFinish": .number(Double(p.peopleWhoCannotFinish)),
                "meanOverPeople": finishing.isEmpty ? .null : .number(p.meanOverPeople),
                "shareOverMissRate": finishing.isEmpty ? .null : .number(p.shareOverMissRate),
                "personMean": finishing.isEmpty ? .null : PeopleJSON.percentiles(Statistics.percentiles(finishing)),
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

    /// The means of the people who can finish at `point` (none when fewer than two can).
    private static func finishers(_ point: PopulationSettingEvaluation) -> [Double] {
        point.personMeans.filter { !$0.isNaN }
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
        if result.shared.peopleWhoCannotFinish > 0 {
            text += "; \(result.shared.peopleWhoCannotFinish) of the \(result.people) people cannot finish at it "
                + "(no setting on the grid lets more of them finish)"
        }
        text += "\n\n"
        var table = TextTable()
        table.heading("Setting", "mean over people", "person p10", "person p90", "share over limit", "cannot finish")
        for point in result.curve {
            let finishing = finishers(point)
            guard !finishing.isEmpty else {
                table.row(setting(point.values), "refused", "-", "-", "-", "\(point.peopleWhoCannotFinish)")
                continue
            }
            let spread = Statistics.percentiles(finishing)
            table.row(setting(point.values), NumberText.seconds(point.meanOverPeople), NumberText.seconds(spread.p10),
                      NumberText.seconds(spread.p90),
                      result.maxMissRate == nil ? "-" : NumberText.percent(point.shareOverMissRate),
                      "\(point.peopleWhoCannotFinish)")
        }
        text += table.rendered()
        if result.curve.contains(where: { $0.peopleWhoCannotFinish > 0 }) {
            text += "A setting at which some people cannot finish is left out for them; the shared setting is one at "
                + "which the fewest people cannot; the other columns are over the people who can.\n"
        }
        text += "\n"
        var own = TextTable()
        own.heading("Each person's own best setting", "p10", "p50", "p90")
        for (name, spread) in zip(names, result.personOptimum) {
            own.row(name, NumberText.seconds(spread.p10), NumberText.seconds(spread.p50), NumberText.seconds(spread.p90))
        }
        own.row("seconds gained over the shared setting", NumberText.seconds(result.personGain.p10),
                NumberText.seconds(result.personGain.p50), NumberText.seconds(result.personGain.p90))
        text += own.rendered()
        if result.peopleWithoutOwnSetting > 0 {
            text += "\(result.peopleWithoutOwnSetting) people have no setting on the grid at which they can finish within the miss-rate limit.\n"
        }
        text += "\nThe spread across people is between the people simulated; each person's numbers are means of "
            + "their own replications, on the same random numbers at every setting.\n"
        return text
    }
}
