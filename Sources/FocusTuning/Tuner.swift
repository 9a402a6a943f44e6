import FocusCost
import FocusModel
import FocusStats
import Foundation

/// Finds the scan settings that minimise a switch user's completion time.
///
/// The objective is evaluated on a grid first (the reported curve); the best
/// feasible grid point then starts GSL's Brent minimiser between its
/// neighbours (one parameter) or the Nelder–Mead simplex (two parameters,
/// on coordinates mapped onto the ranges so no step leaves them). Settings
/// the simulator refuses, and with `maxMissRate` settings that pass over
/// too many target highlights, get a penalty above every feasible value, so
/// neither is ever recommended.
public enum Tuner {
    /// The .65 rule's constant (Simpson, Koester & LoPresti 2006): scan interval ≈ mean press time / 0.65.
    package static let rule065Fraction = 0.65

    public static func tune(_ request: TuningRequest) throws -> TuningResult {
        let base = try automaticScanningProfile(request.user)
        try validate(request)
        let evaluator = SettingEvaluator(request, base: base)
        let probe = try evaluator.closedFormMean(request.ranges.map(\.upperBound))
        let closedForm = request.objective == .mean && request.maxMissRate == nil && probe??.isFinite == true

        let curve = try grid(request).map { try evaluator.evaluate($0) }
        try refuseAllCapped(curve, request, base)
        // Ignoring NaN objectives (no simulation) is safe: the grid is simulated throughout.
        let penalty = 10 * (curve.filter(\.feasible).map { value($0, request) }.filter(\.isFinite).max() ?? 1) + 10
        func penalized(_ values: [Double]) -> Double {
            do {
                if closedForm, let mean = try evaluator.closedFormMean(values) {
                    return mean ?? penalty
                }
                let evaluation = try evaluator.evaluate(values)
                guard evaluation.feasible else { return penalty * 2 }
                if let limit = request.maxMissRate, evaluation.missRate > limit {
                    return penalty + penalty * (evaluation.missRate - limit)
                }
                return value(evaluation, request)
            } catch {
                return penalty * 2
            }
        }
        let bestGrid = curve.filter { penalized($0.values) < penalty }.min { penalized($0.values) < penalized($1.values) }
        guard let bestGrid else {
            throw TuningError.noFeasibleSetting(noFeasibleMessage(request, curve))
        }

        var candidate = bestGrid.values
        if request.parameters.count == 1 {
            let range = request.ranges[0]
            let step = (range.upperBound - range.lowerBound) / Double(request.gridPoints - 1)
            let x = bestGrid.values[0]
            let lower = max(range.lowerBound, x - step)
            let upper = min(range.upperBound, x + step)
            let f = { (v: Double) in penalized([v]) }
            if lower < x, x < upper, f(x) < f(lower), f(x) < f(upper) {
                let result = try ScalarMinimizer.minimize(f, lower: lower, upper: upper, guess: x,
                                                          absoluteTolerance: 1e-4, relativeTolerance: 1e-4)
                if result.value <= f(x) { candidate = [result.x] }
            }
        } else {
            let box = UnitBox(ranges: request.ranges)
            let result = try SimplexMinimizer.minimize(
                { penalized(box.values(at: $0)) }, start: box.coordinates(of: bestGrid.values),
                stepSizes: [Double](repeating: 0.5, count: request.parameters.count),
                sizeTolerance: 1e-4, maxIterations: 300)
            let values = box.values(at: result.x)
            if penalized(values) <= penalized(bestGrid.values) { candidate = values }
        }
        let current = try evaluator.evaluate(request.parameters.map { $0.value(in: base) })
        let rule065 = try rule065Values(request, base).map { try evaluator.evaluate($0) }
        // The current and .65-rule settings fall between grid points; a step-like simulated
        // objective (p90) can make either beat the refined point, and then it is the answer.
        for other in [current, rule065].compactMap({ $0 }) where inRanges(other.values, request)
            && penalized(other.values) < penalized(candidate) {
            candidate = other.values
        }
        let optimum = try evaluator.evaluate(candidate)
        var result = TuningResult(
            parameters: request.parameters, ranges: request.ranges, objective: request.objective,
            maxMissRate: request.maxMissRate, optimum: optimum, current: current, rule065: rule065, curve: curve,
            evaluations: evaluator.evaluations, closedForm: closedForm, order: request.order,
            user: request.user.name, scenario: request.scenario.name,
            replications: request.settings.replications, seed: request.settings.seed)
        if current.feasible { result.saving = try pairedSaving(request, evaluator, from: current, to: optimum) }
        return result
    }

    /// Current minus optimum, both simulated with the request's seed (common
    /// random numbers), so the CI is that of the paired differences. Run
    /// outside the evaluator, so the count of settings evaluated is the search's alone.
    private static func pairedSaving(_ request: TuningRequest, _ evaluator: SettingEvaluator,
                                     from current: SettingEvaluation,
                                     to optimum: SettingEvaluation) throws -> PairedDifference {
        func arm(_ setting: SettingEvaluation) -> Arm {
            Arm(order: request.order, user: NamedProfile(name: request.user.name,
                                                         profile: .switchScanning(evaluator.profile(with: setting.values))))
        }
        return try CostModel.compare(scenario: request.scenario, a: arm(current), b: arm(optimum),
                                     settings: request.settings).difference
    }

    /// When most replications of every setting on the grid stop at the time
    /// cap, every setting looks the same and the "optimum" is noise at the cap.
    private static func refuseAllCapped(_ curve: [SettingEvaluation], _ request: TuningRequest,
                                        _ base: SwitchScanningProfile) throws {
        let feasible = curve.filter(\.feasible)
        guard !feasible.isEmpty, feasible.allSatisfy({ 2 * $0.capped > request.settings.replications }) else { return }
        throw TuningError.everySettingCapped(
            "every setting on the grid has most replications stopped at the \(Int(request.settings.maxSeconds)) s cap, "
                + "so no setting can be recommended; the mean reaction time is "
                + String(format: "%.3g", base.reactionTime.mean) + " s — if the profile's times are in milliseconds, "
                + "give them in seconds (calibrate --unit ms converts)")
    }

    private static func inRanges(_ values: [Double], _ request: TuningRequest) -> Bool {
        zip(values, request.ranges).allSatisfy { $1.contains($0) }
    }

    /// The .65 rule's setting: scan interval = reaction-time mean / 0.65, other parameters as they are.
    static func rule065Values(_ request: TuningRequest, _ base: SwitchScanningProfile) -> [Double]? {
        guard request.parameters.contains(.scanInterval) else { return nil }
        let interval = base.reactionTime.mean / rule065Fraction
        return request.parameters.map { $0 == .scanInterval ? interval : $0.value(in: base) }
    }

    private static func value(_ evaluation: SettingEvaluation, _ request: TuningRequest) -> Double {
        request.objective == .mean ? evaluation.expectedTime : evaluation.p90
    }

    /// Evenly spaced points over each range; for two parameters every pair, the first varying slowest.
    package static func grid(_ request: TuningRequest) -> [[Double]] {
        let axes = request.ranges.map { range in
            (0..<request.gridPoints).map { i in
                i == request.gridPoints - 1 ? range.upperBound
                    : range.lowerBound + Double(i) * (range.upperBound - range.lowerBound) / Double(request.gridPoints - 1)
            }
        }
        return axes.dropFirst().reduce(axes[0].map { [$0] }) { points, axis in
            points.flatMap { point in axis.map { point + [$0] } }
        }
    }

    private static func automaticScanningProfile(_ user: NamedProfile) throws -> SwitchScanningProfile {
        guard let profile = user.profile.switchScanning else {
            throw TuningError.unsupportedProfile("tune applies to switch profiles with automatic scanning; "
                + "profile '\(user.name)' is a \(user.profile.kind) profile")
        }
        guard profile.scanning == .auto else {
            throw TuningError.unsupportedProfile("tune applies to switch profiles with automatic scanning; "
                + "profile '\(user.name)' uses \(profile.scanning.rawValue) scanning, which has no scan interval to tune")
        }
        return profile
    }

    private static func validate(_ request: TuningRequest) throws {
        guard !request.parameters.isEmpty, request.parameters.count == request.ranges.count,
              Set(request.parameters).count == request.parameters.count else {
            throw TuningError.invalidRequest("give one range per tuned parameter, each parameter once")
        }
        for (parameter, range) in zip(request.parameters, request.ranges) {
            let lowest = parameter == .scanInterval ? Double.leastNonzeroMagnitude : 0
            guard range.lowerBound >= lowest, range.upperBound.isFinite, range.lowerBound < range.upperBound else {
                throw TuningError.invalidRequest("the range of \(parameter.rawValue) must run from a "
                    + (parameter == .scanInterval ? "positive" : "non-negative")
                    + " number to a larger one, got \(range.lowerBound):\(range.upperBound)")
            }
        }
        guard request.gridPoints >= 3 else { throw TuningError.invalidRequest("the grid needs at least 3 points") }
        if let limit = request.maxMissRate, !(limit >= 0 && limit <= 1) {
            throw TuningError.invalidRequest("the miss-rate limit must be between 0 and 1, got \(limit)")
        }
    }

    private static func noFeasibleMessage(_ request: TuningRequest, _ curve: [SettingEvaluation]) -> String {
        let names = request.parameters.map(\.rawValue).joined(separator: ",")
        if let limit = request.maxMissRate, curve.contains(where: \.feasible) {
            let lowest = curve.filter(\.feasible).map(\.missRate).min() ?? .nan
            return "no \(names) in the range keeps the miss rate at or below \(limit); the lowest on the grid is "
                + String(format: "%.3f", lowest)
        }
        return "no \(names) in the range lets user '\(request.user.name)' hit every target: "
            + (curve.last?.refusal ?? "every setting is refused")
    }
}

/// Maps the whole real line onto each range (a logistic curve), so the
/// simplex can step freely and every point it tries is a valid setting.
struct UnitBox {
    var ranges: [ClosedRange<Double>]

    func values(at coordinates: [Double]) -> [Double] {
        zip(ranges, coordinates).map { range, u in
            range.lowerBound + (range.upperBound - range.lowerBound) / (1 + exp(-u))
        }
    }

    func coordinates(of values: [Double]) -> [Double] {
        zip(ranges, values).map { range, x in
            let share = min(max((x - range.lowerBound) / (range.upperBound - range.lowerBound), 1e-3), 1 - 1e-3)
            return log(share / (1 - share))
        }
    }
}
