import FocusCost
import FocusModel
import FocusStats

/// Tuning for a population: one setting for everyone.
public struct PopulationTuningRequest: Sendable {
    /// The scenario, order, population, tuned parameters, ranges, miss-rate
    /// limit, grid and per-person replications (`settings.replications`).
    public var tuning: TuningRequest
    public var people: Int
    /// The largest share of people whose own miss rate may exceed
    /// `tuning.maxMissRate` at the chosen setting.
    public var maxShareOverMissRate: Double

    public init(tuning: TuningRequest, people: Int, maxShareOverMissRate: Double) {
        self.tuning = tuning
        self.people = people
        self.maxShareOverMissRate = maxShareOverMissRate
    }
}

/// One setting of the grid, for all people.
public struct PopulationSettingEvaluation: Sendable, Equatable {
    public var values: [Double]
    /// False when some person's task cannot be done at this setting.
    public var feasible: Bool
    /// People who can never finish at this setting (all of them when fewer than two can).
    public var peopleWhoCannotFinish: Int
    /// The mean over the people who can finish of each one's mean time.
    public var meanOverPeople: Double
    /// The share of the people who can finish whose miss rate exceeds the limit (0 without a limit).
    public var shareOverMissRate: Double
    /// Each person's mean time, in person order: NaN for a person who cannot
    /// finish, empty when fewer than two people can.
    public var personMeans: [Double]
    public var personMissRates: [Double]
}

public struct PopulationTuningResult: Sendable {
    public var scenario: String
    public var order: String
    public var user: String
    public var parameters: [TunedParameter]
    public var people: Int
    public var replicationsPerPerson: Int
    public var seed: UInt64
    public var maxMissRate: Double?
    public var maxShareOverMissRate: Double
    public var curve: [PopulationSettingEvaluation]
    /// The grid setting with the least mean over people among those that
    /// keep the share of people over the miss-rate limit within bounds and
    /// at which the fewest people cannot finish (none, where the grid allows).
    public var shared: PopulationSettingEvaluation
    /// Per tuned parameter: the spread of each person's own best grid setting.
    public var personOptimum: [Percentiles]
    /// Seconds each person would save with their own best setting instead
    /// of the shared one (≥ 0), and their spread.
    public var personGains: [Double]
    public var personGain: Percentiles
    /// People with no grid setting that keeps their own miss rate within the
    /// limit; they are left out of `personOptimum` and `personGain`.
    public var peopleWithoutOwnSetting: Int
}

/// Finds the setting best on average over a population's people.
///
/// Every setting of the grid runs the same people on the same random numbers
/// (common random numbers per person across settings), so the people's means
/// are compared setting by setting without sampling noise between settings.
/// Only the grid is searched: the objective is an average over people of
/// simulated means, and the grid also gives each person's own best setting.
public enum PopulationTuner {
    public static func tune(_ request: PopulationTuningRequest) throws -> PopulationTuningResult {
        let tuning = request.tuning
        guard let base = tuning.user.profile.switchScanning, base.scanning == .auto else {
            throw TuningError.unsupportedProfile("tune applies to switch profiles with automatic scanning; "
                + "profile '\(tuning.user.name)' is not one")
        }
        guard request.people >= 2 else { throw TuningError.invalidRequest("people must be at least 2") }
        guard (0...1).contains(request.maxShareOverMissRate) else {
            throw TuningError.invalidRequest("the share of people over the miss-rate limit must be between 0 and 1")
        }
        let people = CostModel.drawPeople(of: tuning.user, count: request.people, seed: tuning.settings.seed)
        let curve = try Tuner.grid(tuning).map { values in
            try evaluate(values, people: people, request: request)
        }
        // Settings at which at least two people can finish; among them those at which the fewest cannot,
        // so that a few people who cannot finish anywhere on the grid do not leave the others without a setting.
        let allowed = curve.filter { !$0.personMeans.isEmpty && $0.shareOverMissRate <= request.maxShareOverMissRate }
        let fewest = allowed.map(\.peopleWhoCannotFinish).min()
        guard let shared = allowed.filter({ $0.peopleWhoCannotFinish == fewest })
            .min(by: { $0.meanOverPeople < $1.meanOverPeople }) else {
            throw TuningError.noFeasibleSetting(curve.contains(where: { !$0.personMeans.isEmpty })
                ? "no setting on the grid keeps the share of people over the miss-rate limit at or below "
                    + "\(request.maxShareOverMissRate)"
                : "no setting on the grid lets every person hit every target")
        }
        var own: [[Double]] = []
        var gains: [Double] = []
        for person in 0..<request.people {
            // A setting at which this person cannot finish is no candidate for them.
            let candidates = curve.filter { point in
                person < point.personMeans.count && !point.personMeans[person].isNaN
                    && tuning.maxMissRate.map { point.personMissRates[person] <= $0 } ?? true
            }
            guard let best = candidates.min(by: { $0.personMeans[person] < $1.personMeans[person] }) else { continue }
            own.append(best.values)
            // Someone who cannot finish at the shared setting has no gain over it to report.
            if !shared.personMeans[person].isNaN {
                gains.append(max(0, shared.personMeans[person] - best.personMeans[person]))
            }
        }
        return PopulationTuningResult(
            scenario: tuning.scenario.name, order: tuning.order, user: tuning.user.name,
            parameters: tuning.parameters, people: request.people,
            replicationsPerPerson: tuning.settings.replications, seed: tuning.settings.seed,
            maxMissRate: tuning.maxMissRate, maxShareOverMissRate: request.maxShareOverMissRate,
            curve: curve, shared: shared,
            personOptimum: tuning.parameters.indices.map { index in Statistics.percentiles(own.map { $0[index] }) },
            personGains: gains, personGain: Statistics.percentiles(gains),
            peopleWithoutOwnSetting: request.people - own.count)
    }

    private static func evaluate(_ values: [Double], people: [UserProfile],
                                 request: PopulationTuningRequest) throws -> PopulationSettingEvaluation {
        let tuning = request.tuning
        let tuned = people.map { person -> UserProfile in
            guard var p = person.switchScanning else { return person }
            for (parameter, value) in zip(tuning.parameters, values) { parameter.set(value, in: &p) }
            return .switchScanning(p)
        }
        let outcomes: PersonOutcomes
        do {
            outcomes = try CostModel.personOutcomes(scenario: tuning.scenario, order: tuning.order, people: tuned,
                                                    settings: tuning.settings)
        } catch let error as CostModelError where error.settingCannotFinish {
            return PopulationSettingEvaluation(values: values, feasible: false, peopleWhoCannotFinish: people.count,
                                               meanOverPeople: .nan, shareOverMissRate: .nan, personMeans: [],
                                               personMissRates: [])
        }
        let means = outcomes.means.filter { !$0.isNaN }
        let over = tuning.maxMissRate.map { limit in outcomes.missRates.filter { !$0.isNaN && $0 > limit }.count } ?? 0
        return PopulationSettingEvaluation(
            values: values, feasible: outcomes.cannotFinish.isEmpty,
            peopleWhoCannotFinish: outcomes.cannotFinish.count,
            meanOverPeople: means.reduce(0, +) / Double(means.count),
            shareOverMissRate: Double(over) / Double(means.count),
            personMeans: outcomes.means, personMissRates: outcomes.missRates)
    }
}
