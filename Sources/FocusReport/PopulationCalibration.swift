import Foundation
import FocusModel
import FocusStats

/// What `calibrate` found in a file with a `person` column: each person's
/// lognormal fit and the population profile built from their spread.
public struct PopulationCalibrationReport: Sendable {
    public var file: String
    public var fit: PopulationFit
    public var profileName: String
    /// The population profile as written: kind, the typical reaction time and `people`.
    public var profile: JSONValue
    public var written: String?

    public init(file: String, fit: PopulationFit, profileName: String, written: String?) {
        self.file = file
        self.fit = fit
        self.profileName = profileName
        self.written = written
        let typical = Distribution.lognormal(mu: fit.muMean, sigma: exp(fit.logSigmaMean))
        let people = PeopleVariation(parameters: [
            .init(key: "reactionTime.mu", distribution: .normal(mean: fit.muMean, sd: fit.muSD)),
            .init(key: "reactionTime.sigma", distribution: .lognormal(mu: fit.logSigmaMean, sigma: fit.logSigmaSD)),
        ])
        profile = .object([(key: "kind", value: .string("switch")), (key: "reactionTime", value: typical.jsonValue),
                           (key: "people", value: people.jsonValue)])
    }

    public var timeCount: Int { fit.people.reduce(0) { $0 + $1.count } }

    package var json: JSONValue {
        .object([
            (key: "people", value: .number(Double(fit.people.count))),
            (key: "count", value: .number(Double(timeCount))),
            (key: "persons", value: .array(fit.people.map { person in
                .object([(key: "person", value: .string(person.name)), (key: "count", value: .number(Double(person.count))),
                         (key: "mu", value: .number(person.mu)), (key: "sigma", value: .number(person.sigma))])
            })),
            (key: "profile", value: profile),
            (key: "name", value: .string(profileName)),
            (key: "output", value: written.map(JSONValue.string) ?? .null),
        ])
    }

    package var text: String {
        var text = "Reaction times: \(file) (\(timeCount) values from \(fit.people.count) people)\n"
        text += "The population profile rests on \(fit.people.count) people; its spreads are estimates from them.\n\n"
        var table = TextTable()
        table.heading("Person (lognormal fit)", "times", "median s", "mu", "sigma")
        for person in fit.people {
            table.row(person.name, String(person.count), NumberText.fixed(exp(person.mu), decimals: 3),
                      NumberText.fixed(person.mu, decimals: 4), NumberText.fixed(person.sigma, decimals: 4))
        }
        text += table.rendered()
        text += "\nAcross people (estimation noise of each person's fit removed): mu "
            + "\(NumberText.fixed(fit.muMean, decimals: 4)) ± \(NumberText.fixed(fit.muSD, decimals: 4)), log sigma "
            + "\(NumberText.fixed(fit.logSigmaMean, decimals: 4)) ± \(NumberText.fixed(fit.logSigmaSD, decimals: 4)).\n"
        text += "Population profile '\(profileName)':\n"
        text += JSONValue.object([(key: profileName, value: profile)]).serialized(pretty: true) + "\n"
        if let written { text += "Written to \(written) (use with --profiles and --people).\n" }
        return text
    }
}
