import FocusStats

/// Reads profile objects from scenario `users` and from `--profiles` files.
///
/// A profile may give only some keys. The rest come from, in this order of
/// preference: the profile named by `base`; else the profile of the same name
/// already in the catalog (so `{"ios-switch-control": {"scanInterval": 1.2}}`
/// adjusts the built-in); else the defaults of the profile's kind (each kind
/// is a `ProfileKind`, listed in `UserProfile.kinds`; switch when the profile
/// names no kind).
enum ProfileDecoder {
    /// The kind of a profile that names none.
    static let defaultKind: any ProfileKind.Type = SwitchScanningProfile.self


    /// Every member of `node` (an object of named profiles), resolved in file
    /// order. A profile's `base` may name a built-in, a profile of `catalog`
    /// or one defined earlier in the same object.
    static func decodeNamedProfiles(_ node: InputNode, over catalog: ProfileCatalog) throws(InputError) -> [NamedProfile] {
        var visible = catalog
        var resolved: [NamedProfile] = []
        for (name, profileNode) in try node.anyObject().members {
            try profileNode.checkIdentifier(name, what: "a profile name")
            let (user, start) = try decodeProfile(profileNode, named: name, over: visible)
            let people = try decodePeople(profileNode, named: name, profile: user, over: visible)
            try refuseDrawnValues(profileNode, named: name, builtOn: start, people: people)
            let profile = NamedProfile(name: name, profile: user, people: people)
            resolved.append(profile)
            visible = visible.merging([profile])
        }
        return resolved
    }

    /// The profile `node` describes, and the one it starts from (`start`): its
    /// base, the catalog's profile of the same name, or its kind's defaults.
    static func decodeProfile(_ node: InputNode, named name: String,
                              over catalog: ProfileCatalog) throws(InputError) -> (profile: UserProfile, start: UserProfile) {
        // The kind decides which keys are allowed, so it is read first.
        let members = try node.anyObject()
        var declaredKind: (any ProfileKind.Type)?
        if let kindNode = members.optional("kind") {
            let kind = try kindNode.string()
            guard let known = UserProfile.kind(named: kind) else {
                let allowed = UserProfile.kinds.map { $0.kindKey }.joined(separator: ", ")
                throw kindNode.failure("unknown kind \(quoted(kind)); allowed kinds: \(allowed)")
            }
            declaredKind = known
        }
        let start = try startingPoint(of: members, named: name, in: catalog, declaredKind: declaredKind)
        if let declaredKind, declaredKind.kindKey != start.kind, let kindNode = members.optional("kind") {
            throw kindNode.failure("kind \(quoted(declaredKind.kindKey)) does not match the kind \(quoted(start.kind)) of the profile it builds on")
        }
        return (profile: try start.kindProfile.reading(node), start: start)
    }

    private static func startingPoint(of object: InputObject, named name: String, in catalog: ProfileCatalog,
                                      declaredKind: (any ProfileKind.Type)?) throws(InputError) -> UserProfile {
        if let baseNode = object.optional("base") {
            let baseName = try baseNode.nonEmptyString()
            guard let base = catalog.profile(named: baseName) else {
                throw baseNode.failure("unknown profile \(quoted(baseName)); available profiles: \(listed(catalog.names))")
            }
            return base.profile
        }
        return catalog.profile(named: name)?.profile ?? (declaredKind ?? defaultKind).init().userProfile
    }
}
