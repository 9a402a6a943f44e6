import FocusCost
import FocusModel
import Foundation

/// The cost of a population run against a one-person run of as many
/// replications: 200 people × 1,000 replications of
/// `ios-switch-control-population` against 200,000 replications of
/// `ios-switch-control`, on all threads; the target ratio is at most 1.5.
/// The people of the built-in population miss and mis-press more than its
/// typical person, so their runs handle more events; the same population
/// without spread (every person the profile itself, the same replications as
/// the one-person run) measures what the two levels cost on their own, and
/// the population's median person (every varying parameter at its median,
/// so with the chance of false activations the population's people have and
/// the built-in's typical person lacks) is the one-person run that does the
/// same kind of work, and the ratio against it is the one held to the target.
///
/// With `typing` (the default, as the command line runs), every run types
/// the form's text on the keyboard: the one-person runs from one pool of
/// typings, the population's people from pools of their own
/// (docs/models.md, "Text entry in population runs").
///
/// Each subject's events per replication and seconds per million events
/// separate work (people who miss more handle more events) from overhead
/// (time per event).
///
/// Times are wall-clock seconds of each whole call (typing pools and models
/// built included). The fastest of `rounds` alternating rounds counts, as in `ScanningLevels`.
/// Every round of a subject must give the same mean (same seed).
struct PopulationCost {
    var scenarioPath = "scenarios/signup.json"
    var people = 200
    var replicationsPerPerson = 1_000
    var rounds = 3
    var typing = true
    static let targetRatio = 1.5

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Wall-clock seconds of the whole call: typing pools and model building
    /// count, not only the replications.
    private func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let clock = ContinuousClock()
        let started = clock.now
        let value = try body()
        let elapsed = clock.now - started
        return (value, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    func run() throws -> JSONValue {
        let scenario = try ScenarioLoader.load(contentsOf: scenarioPath)
        let order = scenario.orders[0].name
        let catalog = ProfileCatalog.builtIn.merging(ProfileCatalog.builtInPopulations.profiles)
        guard let one = catalog.profile(named: "ios-switch-control"),
              let population = catalog.profile(named: "ios-switch-control-population") else {
            throw Failure(description: "a built-in profile is missing")
        }
        var single = SimulationSettings(replications: people * replicationsPerPerson)
        var perPerson = SimulationSettings(replications: replicationsPerPerson)
        if !typing {
            single.taskTyping = .constantRate
            perPerson.taskTyping = .constantRate
        }
        let median = NamedProfile(name: "median person", profile: population.people!.medianPerson(from: population.profile))
        let zero = NamedProfile(name: one.name, profile: one.profile, people: PeopleVariation(parameters: []))
        var fastest = (single: Double.infinity, population: Double.infinity, zero: Double.infinity,
                       median: Double.infinity)
        var first: (single: Estimate, population: Estimate, median: Estimate)?
        for _ in 0..<rounds {
            let (estimate, singleSeconds) = try timed {
                try CostModel.simulate(scenario: scenario, order: order, user: one, settings: single)
            }
            let (typical, medianSeconds) = try timed {
                try CostModel.simulate(scenario: scenario, order: order, user: median, settings: single)
            }
            let (pooled, populationSeconds) = try timed {
                try CostModel.simulate(scenario: scenario, order: order, population: population,
                                       people: people, settings: perPerson).estimate
            }
            let (unspread, zeroSeconds) = try timed {
                try CostModel.simulate(scenario: scenario, order: order, population: zero,
                                       people: people, settings: perPerson).estimate
            }
            if unspread.summary != estimate.summary {
                throw Failure(description: "a population without spread did not replay the one-person run")
            }
            if let first, first.single.summary != estimate.summary || first.population.summary != pooled.summary {
                throw Failure(description: "a repeated round gave different numbers")
            }
            if first == nil { first = (estimate, pooled, typical) }
            fastest.single = min(fastest.single, singleSeconds)
            fastest.median = min(fastest.median, medianSeconds)
            fastest.population = min(fastest.population, populationSeconds)
            fastest.zero = min(fastest.zero, zeroSeconds)
        }
        let replications = Double(people * replicationsPerPerson)
        let events = (single: Double(first!.single.counts.events), population: Double(first!.population.counts.events),
                      median: Double(first!.median.counts.events))
        func perMillionEvents(_ seconds: Double, _ events: Double) -> JSONValue { .number(seconds / events * 1e6) }
        return [
            "scenario": .string(scenarioPath),
            "people": .number(Double(people)),
            "replicationsPerPerson": .number(Double(replicationsPerPerson)),
            "threads": .number(Double(single.threads)),
            "typing": .bool(typing),
            "onePersonSeconds": .number(fastest.single),
            "populationSeconds": .number(fastest.population),
            "zeroSpreadSeconds": .number(fastest.zero),
            "medianPersonSeconds": .number(fastest.median),
            "ratio": .number(fastest.population / fastest.median),
            "ratioToBuiltInProfile": .number(fastest.population / fastest.single),
            "zeroSpreadRatio": .number(fastest.zero / fastest.single),
            "onePersonEvents": .number(events.single),
            "populationEvents": .number(events.population),
            "medianPersonEvents": .number(events.median),
            "eventsPerReplication": [
                "onePerson": .number(events.single / replications),
                "medianPerson": .number(events.median / replications),
                "population": .number(events.population / replications),
            ],
            "secondsPerMillionEvents": [
                "onePerson": perMillionEvents(fastest.single, events.single),
                "medianPerson": perMillionEvents(fastest.median, events.median),
                "population": perMillionEvents(fastest.population, events.population),
            ],
            "missesPerReplication": [
                "onePerson": .number(Double(first!.single.counts.misses) / replications),
                "medianPerson": .number(Double(first!.median.counts.misses) / replications),
                "population": .number(Double(first!.population.counts.misses) / replications),
            ],
            "falseActivationsPerReplication": [
                "onePerson": .number(Double(first!.single.counts.falseActivations) / replications),
                "medianPerson": .number(Double(first!.median.counts.falseActivations) / replications),
                "population": .number(Double(first!.population.counts.falseActivations) / replications),
            ],
            "meanSeconds": [
                "onePerson": .number(first!.single.summary.mean),
                "medianPerson": .number(first!.median.summary.mean),
                "population": .number(first!.population.summary.mean),
            ],
            "targetRatio": .number(Self.targetRatio),
        ]
    }
}
