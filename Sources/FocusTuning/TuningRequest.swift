import FocusCost
import FocusModel

/// A scan setting the tuner can change.
public enum TunedParameter: String, CaseIterable, Sendable {
    case scanInterval, firstItemPause

    /// The range searched when none is given, in seconds.
    public var defaultRange: ClosedRange<Double> {
        switch self {
        case .scanInterval: 0.3...3
        case .firstItemPause: 0...2
        }
    }

    func value(in profile: SwitchScanningProfile) -> Double {
        switch self {
        case .scanInterval: profile.scanInterval
        case .firstItemPause: profile.firstItemPause
        }
    }

    func set(_ value: Double, in profile: inout SwitchScanningProfile) {
        switch self {
        case .scanInterval: profile.scanInterval = value
        case .firstItemPause: profile.firstItemPause = value
        }
    }
}

/// What the tuner minimises.
public enum TuningObjective: String, CaseIterable, Sendable {
    /// Expected completion time: the closed form where the model has one, else the simulated mean.
    case mean
    /// The 90th percentile of the simulated completion time.
    case p90
}

/// Everything one tuning run needs.
public struct TuningRequest: Sendable {
    public var scenario: Scenario
    public var order: String
    public var user: NamedProfile
    /// One parameter, or both (searched together).
    public var parameters: [TunedParameter]
    /// One range per parameter.
    public var ranges: [ClosedRange<Double>]
    public var objective: TuningObjective
    /// The largest acceptable share of target highlights passed over; nil for no limit.
    public var maxMissRate: Double?
    /// Replications per evaluated setting; every setting uses the same seed (common random numbers).
    public var settings: SimulationSettings
    /// Grid points per parameter for the reported curve (and the minimiser's starting bracket).
    public var gridPoints: Int

    public init(scenario: Scenario, order: String, user: NamedProfile, parameters: [TunedParameter],
                ranges: [ClosedRange<Double>]? = nil, objective: TuningObjective = .mean, maxMissRate: Double? = nil,
                settings: SimulationSettings, gridPoints: Int? = nil) {
        self.scenario = scenario
        self.order = order
        self.user = user
        self.parameters = parameters
        self.ranges = ranges ?? parameters.map(\.defaultRange)
        self.objective = objective
        self.maxMissRate = maxMissRate
        self.settings = settings
        self.gridPoints = gridPoints ?? (parameters.count == 1 ? 19 : 7)
    }
}

/// Why a tuning run could not be made.
public enum TuningError: Error, Sendable, CustomStringConvertible {
    case unsupportedProfile(String)
    case invalidRequest(String)
    case noFeasibleSetting(String)
    /// Most replications of every setting on the grid stop at the time cap, so
    /// the settings cannot be told apart (typically a profile in milliseconds).
    case everySettingCapped(String)

    public var description: String {
        switch self {
        case let .unsupportedProfile(message), let .invalidRequest(message), let .noFeasibleSetting(message),
             let .everySettingCapped(message): message
        }
    }
}
