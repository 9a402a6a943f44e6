import FocusCost
import FocusModel

/// The outcome of a tuning run.
public struct TuningResult: Sendable {
    public var parameters: [TunedParameter]
    public var ranges: [ClosedRange<Double>]
    public var objective: TuningObjective
    public var maxMissRate: Double?
    /// The best feasible setting found (simulated, so every column is filled).
    public var optimum: SettingEvaluation
    /// The profile's own setting.
    public var current: SettingEvaluation
    /// The .65 rule's scan interval (reaction-time mean / 0.65) with the other
    /// parameter as it is; nil when only the first-item pause is tuned, about which the rule says nothing.
    public var rule065: SettingEvaluation?
    /// The grid, in order (for two parameters, the first varies slowest).
    public var curve: [SettingEvaluation]
    /// Settings evaluated in all, grid included.
    public var evaluations: Int
    /// Whether the mean came from a closed form (no simulation noise in the search).
    public var closedForm: Bool
    public var order: String
    public var user: String
    public var scenario: String
    public var replications: Int
    public var seed: UInt64
    /// Current minus optimum mean, simulated on common random numbers, with its
    /// paired 95% CI; nil when the current setting is refused.
    public var saving: PairedDifference? = nil

    /// Whether the profile's own setting passes over more target highlights than `maxMissRate` allows.
    public var currentBreaksMissRate: Bool {
        guard let limit = maxMissRate, current.feasible else { return false }
        return current.missRate > limit
    }

    /// Seconds of the optimum's saving against the current setting that come
    /// from faster typing (mean entry time, current minus optimum); NaN when
    /// either was not simulated.
    public var typingSaving: Double { current.entryTime - optimum.entryTime }

    /// The value the tuned objective takes at a setting.
    public func objectiveValue(_ evaluation: SettingEvaluation) -> Double {
        objective == .mean ? evaluation.expectedTime : evaluation.p90
    }
}
