import FocusStats

/// The switch kind of profile (`"kind": "switch"`): its keys, decoding,
/// encoding, person parameters, built-in spread and error-free variant.
extension SwitchScanningProfile: ProfileKind {
    package static let kindKey = "switch"

    package static let keys = [
        "kind", "base", "scanning", "mode", "scanInterval", "firstItemPause", "loops", "resumeAfterSelection",
        "reactionTime", "falseActivation", "recoveryTime", "activationTime", "entryTimePerCharacter",
        "pressTime", "slip", "sweepSpeed", "keyboard", "keyboardScanning", "scanNonActionable", "autoStartScan", "scrollHighlights", "autoGroup", "rows", "pointLines", "typing",
    ]

    package static var personDistributions: [(name: String, field: WritableKeyPath<Self, Distribution>)] {
        [("reactionTime", \.reactionTime), ("pressTime", \.pressTime), ("recoveryTime", \.recoveryTime),
         ("activationTime", \.activationTime), ("entryTimePerCharacter", \.entryTimePerCharacter)]
    }
    package static var personScalars: [(name: String, domain: ParameterDomain, field: WritableKeyPath<Self, Double>)] {
        [("falseActivation", .probability, \.falseActivation), ("slip", .probability, \.slip)]
    }

    /// `defaults` with every key that `object` gives replaced and checked.
    package init(from object: InputObject, over defaults: SwitchScanningProfile) throws(InputError) {
        self = defaults
        if let n = object.optional("scanning") { scanning = try n.choice(Scanning.self) }
        if let n = object.optional("mode") { mode = try n.choice(Mode.self) }
        if let n = object.optional("scanInterval") { scanInterval = try n.positiveDuration() }
        if let n = object.optional("firstItemPause") { firstItemPause = try n.duration() }
        if let n = object.optional("loops") {
            loops = n.isNull ? nil : try n.integer(in: 1...1_000_000)
        }
        if let n = object.optional("resumeAfterSelection") { resumeAfterSelection = try n.choice(Resume.self) }
        if let n = object.optional("reactionTime") { reactionTime = try Distribution(from: n) }
        if let n = object.optional("falseActivation") { falseActivation = try n.probability() }
        if let n = object.optional("recoveryTime") { recoveryTime = try Distribution(from: n) }
        if let n = object.optional("activationTime") { activationTime = try Distribution(from: n) }
        if let n = object.optional("entryTimePerCharacter") { entryTimePerCharacter = try Distribution(from: n) }
        if let n = object.optional("pressTime") { pressTime = try Distribution(from: n) }
        if let n = object.optional("slip") { slip = try n.probability() }
        if let n = object.optional("sweepSpeed") { sweepSpeed = try n.positiveNumber(atMost: PlausibleRange.fastestSweep, "points per second") }
        if let n = object.optional("keyboard") { keyboard = n.isNull ? nil : try n.nonEmptyString() }
        if let n = object.optional("keyboardScanning") { keyboardScanning = n.isNull ? nil : try n.choice(Mode.self) }
        if let n = object.optional("scanNonActionable") { scanNonActionable = try n.boolean() }
        if let n = object.optional("autoStartScan") { autoStartScan = try n.boolean() }
        if let n = object.optional("scrollHighlights") { scrollHighlights = try n.integer(in: 0...1000) }
        if let n = object.optional("autoGroup") { autoGroup = try n.boolean() }
        if let n = object.optional("rows") { rows = try n.choice(Rows.self) }
        if let n = object.optional("pointLines") { pointLines = try n.choice(PointLines.self) }
        if let n = object.optional("typing") {
            typing = try n.choice(TypingMethod.self)
            // A switch user types on what they scan; a hardware keyboard needs hands.
            if typing == .hardware { throw n.failure("a switch user types \"onScreen\" or \"constant\", not \"hardware\"") }
        }
    }

    package var jsonValue: JSONValue {
        .object([
            (key: "kind", value: .string(Self.kindKey)),
            (key: "scanning", value: .string(scanning.rawValue)),
            (key: "mode", value: .string(mode.rawValue)),
            (key: "scanInterval", value: .number(scanInterval)),
            (key: "firstItemPause", value: .number(firstItemPause)),
            (key: "loops", value: loops.map { .number(Double($0)) } ?? .null),
            (key: "resumeAfterSelection", value: .string(resumeAfterSelection.rawValue)),
            (key: "reactionTime", value: reactionTime.jsonValue),
            (key: "falseActivation", value: .number(falseActivation)),
            (key: "recoveryTime", value: recoveryTime.jsonValue),
            (key: "activationTime", value: activationTime.jsonValue),
            (key: "entryTimePerCharacter", value: entryTimePerCharacter.jsonValue),
            (key: "pressTime", value: pressTime.jsonValue),
            (key: "slip", value: .number(slip)),
            (key: "sweepSpeed", value: .number(sweepSpeed)),
            (key: "keyboard", value: keyboard.map(JSONValue.string) ?? .null),
            (key: "keyboardScanning", value: keyboardScanning.map { .string($0.rawValue) } ?? .null),
            (key: "scanNonActionable", value: .bool(scanNonActionable)),
            (key: "autoStartScan", value: .bool(autoStartScan)),
            (key: "scrollHighlights", value: .number(Double(scrollHighlights))),
            (key: "autoGroup", value: .bool(autoGroup)),
            (key: "rows", value: .string(rows.rawValue)),
            (key: "pointLines", value: .string(pointLines.rawValue)),
            (key: "typing", value: .string(typing.rawValue)),
        ])
    }

    /// A switch profile scans with the switch software of the app's platform
    /// (Switch Control on iOS, Switch Access on Android); on a web page, where
    /// the profile does not say which device it scans on, with "switch" alone.
    package func followers(on platform: Platform) -> [FollowedOrders.Follower] {
        switch platform {
        case .ios: [.switchControl, .switchUser]
        case .android: [.switchAccess, .switchUser]
        case .web: [.switchUser]
        }
    }

    /// The same profile without loop limit and false activations: the one
    /// whose closed form ranks orders when the profile as given has none.
    package var errorFree: SwitchScanningProfile {
        var profile = self
        profile.loops = nil
        profile.falseActivation = 0
        return profile
    }

    /// A stepping user differs in press times and slips, a scanning one in
    /// reaction times and false activations; both in typing speed.
    package var builtInSpread: [PeopleVariation.Parameter] {
        let stepping = scanning == .step
        return BuiltInSpreads.time(stepping ? "pressTime" : "reactionTime", stepping ? pressTime : reactionTime,
                                   logSD: BuiltInSpreads.logLocationSD)
            + [BuiltInSpreads.chance(stepping ? "slip" : "falseActivation", stepping ? slip : falseActivation)]
            + BuiltInSpreads.time("entryTimePerCharacter", entryTimePerCharacter, logSD: BuiltInSpreads.entrySD)
    }
}

extension UserProfile {
    /// A switch user's profile.
    public static func switchScanning(_ profile: SwitchScanningProfile) -> UserProfile { UserProfile(profile) }

    /// The profile as a `SwitchScanningProfile`, nil when it is of another kind.
    public var switchScanning: SwitchScanningProfile? { profile(as: SwitchScanningProfile.self) }
}
