import FocusStats

/// Reads profile objects from scenario `users` and from `--profiles` files.
///
/// A profile may give only some keys. The rest come from, in this order of
/// preference: the profile named by `base`; else the profile of the same name
/// already in the catalog (so `{"ios-switch-control": {"scanInterval": 1.2}}`
/// adjusts the built-in); else the defaults of `SwitchScanningProfile`.
enum ProfileDecoder {
    static let kinds = ["switch"]

    static let switchKeys = [
        "kind", "base", "scanning", "mode", "scanInterval", "firstItemPause", "loops", "resumeAfterSelection",
        "reactionTime", "falseActivation", "recoveryTime", "activationTime", "entryTimePerCharacter",
        "pressTime", "slip", "sweepSpeed",
    ]

    /// Every member of `node` (an object of named profiles), resolved in file
    /// order. A profile's `base` may name a built-in, a profile of `catalog`
    /// or one defined earlier in the same object.
    static func decodeNamedProfiles(_ node: InputNode, over catalog: ProfileCatalog) throws(InputError) -> [NamedProfile] {
        var visible = catalog
        var resolved: [NamedProfile] = []
        for (name, profileNode) in try node.anyObject().members {
            if name.isEmpty { throw profileNode.failure("a profile name must not be empty") }
            let profile = NamedProfile(name: name, profile: try decodeProfile(profileNode, named: name, over: visible))
            resolved.append(profile)
            visible = visible.merging([profile])
        }
        return resolved
    }

    static func decodeProfile(_ node: InputNode, named name: String, over catalog: ProfileCatalog) throws(InputError) -> UserProfile {
        let object = try node.object(allowedKeys: switchKeys)
        let start = try startingPoint(of: object, named: name, in: catalog)
        if let kindNode = object.optional("kind") {
            let kind = try kindNode.string()
            guard kinds.contains(kind) else {
                throw kindNode.failure("unknown kind \(quoted(kind)); allowed kinds: \(kinds.joined(separator: ", "))")
            }
            if kind != start.kind {
                throw kindNode.failure("kind \(quoted(kind)) does not match the kind \(quoted(start.kind)) of the profile it builds on")
            }
        }
        switch start {
        case let .switchScanning(defaults):
            return .switchScanning(try SwitchScanningProfile(from: object, over: defaults))
        }
    }

    private static func startingPoint(of object: InputObject, named name: String,
                                      in catalog: ProfileCatalog) throws(InputError) -> UserProfile {
        if let baseNode = object.optional("base") {
            let baseName = try baseNode.nonEmptyString()
            guard let base = catalog.profile(named: baseName) else {
                throw baseNode.failure("unknown profile \(quoted(baseName)); available profiles: \(listed(catalog.names))")
            }
            return base.profile
        }
        return catalog.profile(named: name)?.profile ?? .switchScanning(SwitchScanningProfile())
    }
}

extension SwitchScanningProfile {
    /// `defaults` with every key that `object` gives replaced and checked.
    init(from object: InputObject, over defaults: SwitchScanningProfile) throws(InputError) {
        self = defaults
        if let n = object.optional("scanning") { scanning = try n.choice(Scanning.self) }
        if let n = object.optional("mode") { mode = try n.choice(Mode.self) }
        if let n = object.optional("scanInterval") { scanInterval = try n.positiveNumber() }
        if let n = object.optional("firstItemPause") { firstItemPause = try n.nonNegativeNumber() }
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
        if let n = object.optional("sweepSpeed") { sweepSpeed = try n.positiveNumber() }
    }
}
