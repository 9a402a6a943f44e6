import FocusStats

/// A head-tracking dwell-pointer user (`"kind": "dwell"`): the pointer
/// follows the head, and whatever it rests on for `dwellTime` is selected.
/// Every default is an assumption (no study is cited here yet).
public struct DwellPointerProfile: Sendable, Equatable {
    /// Fitts' law intercept, seconds (assumption).
    public var fittsIntercept = 0.5
    /// Fitts' law slope, seconds per bit (assumption).
    public var fittsSlope = 0.3
    /// Seconds the pointer rests before the selection (assumption).
    public var dwellTime: Distribution = .fixed(1.0)
    public var activationTime: Distribution = .fixed(0)
    public var entryTimePerCharacter: Distribution = .fixed(2.0)

    public init() {}
}

extension DwellPointerProfile: ProfileKind {
    package static let kindKey = "dwell"

    package static let keys = ["kind", "base", "fittsIntercept", "fittsSlope", "dwellTime", "activationTime",
                               "entryTimePerCharacter"]

    package static var personDistributions: [(name: String, field: WritableKeyPath<Self, Distribution>)] {
        [("dwellTime", \.dwellTime), ("entryTimePerCharacter", \.entryTimePerCharacter)]
    }
    package static var personScalars: [(name: String, domain: ParameterDomain, field: WritableKeyPath<Self, Double>)] {
        [("fittsSlope", .positive, \.fittsSlope)]
    }

    package init(from object: InputObject, over defaults: DwellPointerProfile) throws(InputError) {
        self = defaults
        if let n = object.optional("fittsIntercept") { fittsIntercept = try n.nonNegativeNumber() }
        if let n = object.optional("fittsSlope") { fittsSlope = try n.positiveNumber() }
        if let n = object.optional("dwellTime") { dwellTime = try Distribution(from: n) }
        if let n = object.optional("activationTime") { activationTime = try Distribution(from: n) }
        if let n = object.optional("entryTimePerCharacter") { entryTimePerCharacter = try Distribution(from: n) }
    }

    package var jsonValue: JSONValue {
        .object([
            (key: "kind", value: .string(Self.kindKey)),
            (key: "fittsIntercept", value: .number(fittsIntercept)),
            (key: "fittsSlope", value: .number(fittsSlope)),
            (key: "dwellTime", value: dwellTime.jsonValue),
            (key: "activationTime", value: activationTime.jsonValue),
            (key: "entryTimePerCharacter", value: entryTimePerCharacter.jsonValue),
        ])
    }

    /// A pointer aims at the screen, not along an order: no `follows` entry applies.
    package func followers(on platform: Platform) -> [FollowedOrders.Follower] { [] }

    /// The model has no errors.
    package var errorFree: DwellPointerProfile { self }

    package var builtInSpread: [PeopleVariation.Parameter] {
        BuiltInSpreads.time("dwellTime", dwellTime, logSD: BuiltInSpreads.logLocationSD)
            + BuiltInSpreads.time("entryTimePerCharacter", entryTimePerCharacter, logSD: BuiltInSpreads.entrySD)
    }
}

extension UserProfile {
    /// A dwell-pointer user's profile.
    public static func dwellPointer(_ profile: DwellPointerProfile) -> UserProfile { UserProfile(profile) }

    /// The profile as a `DwellPointerProfile`, nil when it is of another kind.
    public var dwellPointer: DwellPointerProfile? { profile(as: DwellPointerProfile.self) }
}
