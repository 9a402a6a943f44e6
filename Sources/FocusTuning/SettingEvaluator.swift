import FocusCost
import FocusModel
import FocusSimulation

/// Evaluates settings of the tuned parameters for one scenario, order and
/// user, remembering each answer. Every simulation uses the request's seed,
/// so all settings see the same random numbers (common random numbers):
/// differences between settings are not buried in sampling noise, and the
/// simulated objective is a deterministic function the minimisers can work on.
final class SettingEvaluator {
    private let request: TuningRequest
    private let base: SwitchScanningProfile
    private var cache: [[Double]: SettingEvaluation] = [:]
    private(set) var evaluations = 0

    init(_ request: TuningRequest, base: SwitchScanningProfile) {
        self.request = request
        self.base = base
    }

    func profile(with values: [Double]) -> SwitchScanningProfile {
        var profile = base
        for (parameter, value) in zip(request.parameters, values) { parameter.set(value, in: &profile) }
        return profile
    }

    /// The closed-form mean at `values`, when the model has one; nil otherwise.
    /// Returns `.none` when the setting is refused (some target can never be
    /// pressed in time); throws only for problems that no setting can fix (an unknown order).
    func closedFormMean(_ values: [Double]) throws -> Double?? {
        // A changing screen is played in phases, which only the simulation knows.
        if request.scenario.changesDuringTask { return .some(nil) }
        do {
            return .some(try CostModel.closedForm(scenario: request.scenario, order: request.order,
                                                  profile: .switchScanning(profile(with: values)),
                                                  settings: request.settings)?.mean)
        } catch let CostModelError.simulation(error) {
            if case .unreachableTarget = error { return .none }
            throw CostModelError.simulation(error)
        }
    }

    /// The full evaluation at `values`: one simulation, which also gives the
    /// closed form where the model has one, or the model's refusal.
    func evaluate(_ values: [Double]) throws -> SettingEvaluation {
        if let known = cache[values], known.simulated || !known.feasible { return known }
        evaluations += 1
        let estimate: Estimate
        do {
            estimate = try CostModel.simulate(
                scenario: request.scenario, order: request.order,
                user: NamedProfile(name: request.user.name, profile: .switchScanning(profile(with: values))),
                settings: request.settings)
        } catch let error as CostModelError where error.settingCannotFinish {
            let evaluation = SettingEvaluation.infeasible(values, reason: error.description)
            cache[values] = evaluation
            return evaluation
        }
        let exactMean = estimate.analytic?.mean
        let attempts = estimate.targets.reduce(0) { $0 + $1.attemptsPerReplication }
        let misses = estimate.targets.reduce(0) { $0 + $1.missesPerReplication }
        let replications = Double(estimate.summary.count)
        let evaluation = SettingEvaluation(
            values: values, feasible: true, refusal: nil,
            expectedTime: exactMean ?? estimate.summary.mean, exact: exactMean != nil,
            simulatedMean: estimate.summary.mean, p90: estimate.summary.p90,
            missRate: attempts > 0 ? misses / attempts : 0,
            falseActivations: Double(estimate.counts.falseActivations) / replications,
            capped: estimate.counts.capped, entryTime: estimate.breakdown.entry)
        cache[values] = evaluation
        return evaluation
    }
}
