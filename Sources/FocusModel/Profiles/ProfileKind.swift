import FocusStats

/// One kind of user profile (`"kind": "switch"`, `"swipe"`, `"keyboard"`):
/// everything the model layer knows about it, in one type. Its JSON key and
/// keys, its decoding over defaults, its encoding, the parameters in which
/// people differ and the built-in population's spread of them, its
/// error-free variant and the `follows` entries it looks for all live in the
/// conforming type's file (`SwitchScanningProfile+Kind.swift` and the like);
/// `UserProfile.kinds` is the one list of kinds, and nothing in this module
/// switches over them. FocusCost gives each kind its user model
/// (`UserModelKind`, docs/architecture.md#adding-a-user-model).
package protocol ProfileKind: Sendable, Equatable {
    /// The value of the profile's `kind` key.
    static var kindKey: String { get }
    /// Every key a profile of this kind may give (`kind` and `base` included).
    static var keys: [String] { get }
    /// The duration distributions in which people may differ (`reactionTime`
    /// gives `reactionTime.mu` and so on in a `people` object), by name.
    static var personDistributions: [(name: String, field: WritableKeyPath<Self, Distribution>)] { get }
    /// The numbers in which people may differ, by name, with their domains.
    static var personScalars: [(name: String, domain: ParameterDomain, field: WritableKeyPath<Self, Double>)] { get }

    /// The defaults of the kind: what a profile starts from when it names no
    /// base and no profile of its name exists.
    init()
    /// `defaults` with every key that `object` gives replaced and checked.
    init(from object: InputObject, over defaults: Self) throws(InputError)

    /// Every key written out, so a report can show exactly which parameters a run used.
    var jsonValue: JSONValue { get }

    /// Seconds per character of text typed at the constant rate.
    var entryTimePerCharacter: Distribution { get set }
    /// The same profile without the errors no closed form covers.
    var errorFree: Self { get }

    /// How the people of this profile's built-in population differ (assumptions, docs/profiles.md).
    var builtInSpread: [PeopleVariation.Parameter] { get }

    /// The `follows` entries that apply to this user on a `platform` screen,
    /// most specific first (`Scenario.followedOrder(by:)`).
    func followers(on platform: Platform) -> [FollowedOrders.Follower]
}

extension UserProfile {
    /// Every kind of profile, in the order errors list them: the one registry
    /// of kinds. A new kind is a type conforming to `ProfileKind` and a line here.
    package static let kinds: [any ProfileKind.Type] = [SwitchScanningProfile.self, SwipeProfile.self, KeyboardProfile.self]

    /// The kind whose `kind` key is `key`, nil for none.
    static func kind(named key: String) -> (any ProfileKind.Type)? {
        kinds.first { $0.kindKey == key }
    }

    /// The value of the profile's `kind` key.
    public var kind: String { type(of: kindProfile).kindKey }

    /// The complete profile in the file format, every key written out, so a
    /// report can show exactly which parameters a run used.
    public var jsonValue: JSONValue { kindProfile.jsonValue }

    /// The same profile without the errors no closed form covers.
    package var errorFree: UserProfile { kindProfile.errorFreeProfile }

    /// Seconds per character of the constant typing model, what runs at the
    /// constant rate (`TaskTyping.constantRate`) and closed forms charge.
    package var constantEntryTimePerCharacter: Distribution { kindProfile.entryTimePerCharacter }

    /// The profile with no time per character, for runs whose typing times
    /// come from simulated typing and are added after navigation.
    package var typingNothing: UserProfile { kindProfile.typingNothingProfile }
}

extension ProfileKind {
    /// This profile as a `UserProfile`.
    package var userProfile: UserProfile { UserProfile(self) }

    /// Whether `other` is this profile: of the same kind and equal.
    func isEqual(to other: any ProfileKind) -> Bool { (other as? Self) == self }

    static var personDistributionFields: [String] { personDistributions.map { $0.name } }

    static var personScalarFields: [(name: String, domain: ParameterDomain)] {
        personScalars.map { ($0.name, $0.domain) }
    }

    /// The person distribution named `name`, nil for none.
    func distribution(_ name: String) -> Distribution? {
        Self.personDistributions.first { $0.name == name }.map { self[keyPath: $0.field] }
    }

    mutating func setDistribution(_ name: String, _ distribution: Distribution) {
        if let found = Self.personDistributions.first(where: { $0.name == name }) { self[keyPath: found.field] = distribution }
    }

    /// This profile with one number changed.
    func with(_ field: WritableKeyPath<Self, Double>, setTo value: Double) -> Self {
        var profile = self
        profile[keyPath: field] = value
        return profile
    }

    /// Sets the person scalar named `name`; other names are not person parameters.
    mutating func setScalar(_ name: String, to value: Double) {
        if let found = Self.personScalars.first(where: { $0.name == name }) { self[keyPath: found.field] = value }
    }

    /// This profile with the keys of `node` read over it, as its kind allows them.
    func reading(_ node: InputNode) throws(InputError) -> UserProfile {
        let object = try node.object(allowedKeys: Self.keys + ["people"])
        return try Self(from: object, over: self).userProfile
    }

    var errorFreeProfile: UserProfile { errorFree.userProfile }

    var typingNothingProfile: UserProfile {
        var profile = self
        profile.entryTimePerCharacter = .fixed(0)
        return profile.userProfile
    }
}
