import FocusCost
import FocusModel
import FocusReport
import FocusTuning

/// `tune --people N`: one setting for a population (docs/tuning.md).
enum TunePeople {
    /// At most this share of people may exceed --max-miss-rate unless told otherwise.
    static let defaultMaxShare = 0.1

    static let maxShareDeclaration = OptionDeclaration(
        name: "--max-share-over", valueName: "S", expects: "a share from 0 to 1, such as 0.1")
        .withHelp("""
            With a population: the largest share of people whose miss rate may
            exceed --max-miss-rate at the shared setting (default: \(defaultMaxShare))
            """)

    /// Runs the population tuning when `user` is a population; false otherwise.
    static func runIfPopulation(_ options: TuneOptions, request: TuningRequest) throws -> Bool {
        guard let people = try PeopleOption.people(for: request.user, given: options.people) else {
            if options.maxShareOverMissRate != nil {
                throw CommandLineFailure.badInput("--max-share-over needs a population profile and --people")
            }
            return false
        }
        if options.maxShareOverMissRate != nil && options.maxMissRate == nil {
            throw CommandLineFailure.badInput("--max-share-over goes with --max-miss-rate")
        }
        var tuning = request
        tuning.settings = try PeopleOption.perPerson(request.settings, replicationsGiven: options.replicationsGiven,
                                                     people: people)
        let result = try PopulationTuner.tune(PopulationTuningRequest(
            tuning: tuning, people: people, maxShareOverMissRate: options.maxShareOverMissRate ?? defaultMaxShare))
        try StandardStreams.write(.populationTuning(result), as: options.format)
        return true
    }
}
