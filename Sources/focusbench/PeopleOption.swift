import FocusCost
import FocusModel
import FocusReport
import FocusRun

/// `--people N`: how many people a run draws from a population profile.
/// The number is decided once the profile is known: a population profile
/// takes 200 people unless told otherwise, a profile of one person refuses
/// the option. With people, `--replications` counts each person's runs and
/// defaults to 1,000.
enum PeopleOption {
    static let defaultPeople = 200
    static let defaultReplicationsPerPerson = 1_000
    static let maxPeople = 1_000_000

    static let declaration = OptionDeclaration(name: "--people", valueName: "N", expects: "a whole number >= 2")
        .withHelp("""
            People drawn from a population profile (one with "people", such as
            ios-switch-control-population), each run --replications times
            (default with a population: \(defaultPeople) people, \(defaultReplicationsPerPerson) replications each)
            """)

    /// The number of people for `user`: nil for a profile of one person.
    static func people(for user: NamedProfile, given: Int?) throws -> Int? {
        if user.people == nil {
            guard given == nil else {
                throw CommandLineFailure.badInput(
                    "--people needs a population profile, but '\(user.name)' is one person; "
                        + "use a profile with \"people\", such as '\(user.name)\(ProfileCatalog.populationSuffix)'")
            }
            return nil
        }
        return given ?? defaultPeople
    }

    /// `settings` with the replications per person, when `--replications` was
    /// not given; all people's replications together keep within the limit of one run.
    static func perPerson(_ settings: SimulationSettings, replicationsGiven: Bool,
                          people: Int) throws -> SimulationSettings {
        var personal = settings
        if !replicationsGiven { personal.replications = defaultReplicationsPerPerson }
        let (total, overflow) = people.multipliedReportingOverflow(by: personal.replications)
        if overflow || total > ArgumentLimits.maxReplications {
            throw CommandLineFailure.badInput("--people \(people) with \(personal.replications) replications each "
                + "is more than \(ArgumentLimits.maxReplications) replications in all")
        }
        return personal
    }

    /// The people and per-person settings of `report`'s people section, or
    /// nil without a population among the users; refused, before any cell
    /// runs, when the people would take more than `--max-events`.
    static func reportPlan(_ options: ReportOptions,
                           _ request: ReportRun.Request) throws -> (people: Int, settings: SimulationSettings)? {
        guard let population = request.users.first(where: { $0.people != nil }) else {
            if options.people != nil {
                throw CommandLineFailure.badInput("--people needs a population profile among --users, such as '"
                    + (request.users.first?.name ?? RunOptions.defaultUser) + ProfileCatalog.populationSuffix + "'")
            }
            return nil
        }
        let people = try Self.people(for: population, given: options.people) ?? defaultPeople
        return try ScenarioInputs.refusingAsBadInput(options.scenarioPath) {
            let settings = try perPerson(request.settings, replicationsGiven: options.replicationsGiven, people: people)
            let arms = request.orders.flatMap { order in
                request.users.filter { $0.people != nil }.map { Arm(order: order, user: $0) }
            }
            try WorkBudget.checkPeople(request.scenario, arms: arms, people: people, settings: settings,
                                       budget: options.maxEvents)
            return (people, settings)
        }
    }

    /// The people section of `report` for `plan` (from `reportPlan`): the population users' people, or none.
    static func reportRows(_ options: ReportOptions, _ request: ReportRun.Request,
                           plan: (people: Int, settings: SimulationSettings)?) throws -> [ReportPeopleRow] {
        guard let plan else { return [] }
        return try ScenarioInputs.refusingAsBadInput(options.scenarioPath) {
            try ReportPeopleRun.make(scenario: request.scenario, orders: request.orders, baseline: request.baseline,
                                     users: request.users, people: plan.people, settings: plan.settings)
        }
    }
}
