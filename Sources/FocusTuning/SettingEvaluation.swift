/// What one setting of the tuned parameters gives.
public struct SettingEvaluation: Sendable, Equatable {
    /// The parameter values, in the request's parameter order.
    public var values: [Double]
    /// False when the simulator refuses the setting: some target can never be pressed in time.
    public var feasible: Bool
    /// Why the setting is infeasible (the simulator's refusal), or nil.
    public var refusal: String?
    /// Expected completion time: the closed form where the model has one, else the simulated mean.
    public var expectedTime: Double
    /// Whether `expectedTime` is the closed form.
    public var exact: Bool
    /// Simulated mean and 90th percentile; NaN when the setting was not simulated.
    public var simulatedMean: Double
    public var p90: Double
    /// Target highlights passed over per target highlight shown (misses / attempts).
    public var missRate: Double
    /// Presses on non-targets per completed task.
    public var falseActivations: Double
    /// Replications stopped at the time cap (their time counts as the cap).
    public var capped: Int
    /// Simulated mean seconds of text entry (typing); NaN when not simulated.
    public var entryTime: Double = .nan

    public var simulated: Bool { !p90.isNaN }

    static func infeasible(_ values: [Double], reason: String) -> SettingEvaluation {
        SettingEvaluation(values: values, feasible: false, refusal: reason, expectedTime: .infinity, exact: false,
                          simulatedMean: .nan, p90: .nan, missRate: .nan, falseActivations: .nan, capped: 0,
                          entryTime: .nan)
    }
}
