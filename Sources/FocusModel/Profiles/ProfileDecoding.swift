import FocusStats

/// Reads profile objects from scenario `users` and from `--profiles` files.
///
/// A profile may give only some keys. The rest come from, in this order of
/// preference: the profile named by `base`; else the profile of the same name
/// already in the catalog (so `{"ios-switch-control": {"scanInterval": 1.2}}`
/// adjusts the built-in); else the defaults of the profile's kind
/// (`SwitchScanningProfile`, `SwipeProfile` or `KeyboardProfile`; switch when
/// the profile names no kind).
enum ProfileDecoder {
    static let kinds = ["switch", "swipe", "keyboard"]

    static let switchKeys = [
        "kind", "base", "scanning", "mode", "scanInterval", "firstItemPause", "loops", "resumeAfterSelection",
        "reactionTime", "falseActivation", "recoveryTime", "activationTime", "entryTimePerCharacter",
        "pressTime", "slip", "sweepSpeed", "keyboard", "keyboardScanning", "scanNonActionable", "autoStartScan", "scrollHighlights", "autoGroup", "rows", "pointLines", "typing",
    ]

    /// Every member of `node` (an object of named profiles), resolved in file
    /// order. A profile's `base` may name a built-in, a profile of `catalog`
    /// or one defined earlier in the same object.
    static func decodeNamedProfiles(_ node: InputNode, over catalog: ProfileCatalog) throws(InputError) -> [NamedProfile] {
        var visible = catalog
        var resolved: [NamedProfile] = []
        for (name, profileNode) in try node.anyObject().members {
            if name.isEmpty { throw profileNode.failure("a profile name must not be empty") }
            let user = try decodeProfile(profileNode, named: name, over: visible)
            let people = try decodePeople(profileNode, named: name, profile: user, over: visible)
            let profile = NamedProfile(name: name, profile: user, people: people)
            resolved.append(profile)
            visible = visible.merging([profile])
        }
        return resolved
    }

    static func decodeProfile(_ node: InputNode, named name: String, over catalog: ProfileCatalog) throws(InputError) -> UserProfile {
        // The kind decides which keys are allowed, so it is read first.
        let members = try node.anyObject()
        var declaredKind: String?
        if let kindNode = members.optional("kind") {
            let kind = try kindNode.string()
            guard kinds.contains(kind) else {
                throw kindNode.failure("unknown kind \(quoted(kind)); allowed kinds: \(kinds.joined(separator: ", "))")
            }
            declaredKind = kind
        }
        let start = try startingPoint(of: members, named: name, in: catalog, declaredKind: declaredKind)
        if let declaredKind, declaredKind != start.kind, let kindNode = members.optional("kind") {
            throw kindNode.failure("kind \(quoted(declaredKind)) does not match the kind \(quoted(start.kind)) of the profile it builds on")
        }
        let object = try node.object(allowedKeys: keys(forKind: start.kind) + ["people"])
        switch start {
        case let .switchScanning(defaults):
            return .switchScanning(try SwitchScanningProfile(from: object, over: defaults))
        case let .swipe(defaults):
            return .swipe(try SwipeProfile(from: object, over: defaults))
        case let .keyboard(defaults):
            return .keyboard(try KeyboardProfile(from: object, over: defaults))
        }
    }

    /// The keys a profile of `kind` may give.
    static func keys(forKind kind: String) -> [String] {
        switch kind {
        case "swipe": swipeKeys
        case "keyboard": keyboardKeys
        default: switchKeys
        }
    }

    /// What a profile of `kind` starts from when it names no base and no profile of its name exists.
    static func defaults(forKind kind: String) -> UserProfile {
        switch kind {
        case "swipe": .swipe(SwipeProfile())
        case "keyboard": .keyboard(KeyboardProfile())
        default: .switchScanning(SwitchScanningProfile())
        }
    }

    private static func startingPoint(of object: InputObject, named name: String, in catalog: ProfileCatalog,
                                      declaredKind: String?) throws(InputError) -> UserProfile {
        if let baseNode = object.optional("base") {
            let baseName = try baseNode.nonEmptyString()
            guard let base = catalog.profile(named: baseName) else {
                throw baseNode.failure("unknown profile \(quoted(baseName)); available profiles: \(listed(catalog.names))")
            }
            return base.profile
        }
        return catalog.profile(named: name)?.profile ?? defaults(forKind: declaredKind ?? "switch")
    }
}

extension SwitchScanningProfile {
    /// `defaults` with every key that `object` gives replaced and checked.
    init(from object: InputObject, over defaults: SwitchScanningProfile) throws(InputError) {
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
}
