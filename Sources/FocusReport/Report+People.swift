import FocusCost

/// Population runs in any `ReportFormat`, beside `Report.render` of one person's runs.
extension Report {
    public static func render(_ population: PopulationEstimate, as format: ReportFormat) throws(ReportError) -> String {
        switch format {
        case .text: PeopleText.render(population)
        case .json: PeopleJSON.value(of: population).serialized(pretty: true) + "\n"
        case .csv: try PeopleCSV.render([population.estimate],
                                        replicationsPerPerson: population.people.replicationsPerPerson)
        }
    }

    public static func render(_ population: PopulationComparison, as format: ReportFormat) throws(ReportError) -> String {
        switch format {
        case .text: PeopleText.render(population)
        case .json: PeopleJSON.value(of: population).serialized(pretty: true) + "\n"
        case .csv: try PeopleCSV.render([population.comparison.a, population.comparison.b],
                                        replicationsPerPerson: population.peopleA.replicationsPerPerson)
        }
    }
}
