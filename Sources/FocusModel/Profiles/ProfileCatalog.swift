/// The profiles a run can choose from, by name, in a stable order.
///
/// Precedence, lowest first: the built-ins, then the scenario's `users`, then
/// a `--profiles` file. A later layer replaces a profile of the same name
/// (keeping its place in the list) and appends new ones.
public struct ProfileCatalog: Sendable, Equatable {
    public var profiles: [NamedProfile]

    public init(profiles: [NamedProfile]) {
        self.profiles = profiles
    }

    /// Names in catalog order, for "unknown profile" messages and `--help`.
    public var names: [String] { profiles.map(\.name) }

    public func profile(named name: String) -> NamedProfile? {
        profiles.first { $0.name == name }
    }

    /// This catalog with `others` layered on top: same names are replaced in
    /// place, new names are appended in the order given.
    public func merging(_ others: [NamedProfile]) -> ProfileCatalog {
        var merged = profiles
        for profile in others {
            if let index = merged.firstIndex(where: { $0.name == profile.name }) {
                merged[index] = profile
            } else {
                merged.append(profile)
            }
        }
        return ProfileCatalog(profiles: merged)
    }

    /// One line for when `name` is not in the catalog.
    public func unknownProfileMessage(_ name: String) -> String {
        "unknown profile \(quoted(name)); available profiles: \(names.joined(separator: ", "))"
            + Suggestion.clause(for: name, among: names)
    }

    /// Reads a `--profiles` file: a JSON object whose keys are profile names
    /// and whose values are profile objects, each resolved against `base`
    /// (normally the built-ins merged with the scenario's users).
    public static func loadProfiles(contentsOf path: String, over base: ProfileCatalog) throws(InputError) -> [NamedProfile] {
        try decodeProfiles(utf8: InputFile.read(path), file: path, over: base)
    }

    /// The same as `loadProfiles(contentsOf:over:)`, from text already in memory.
    public static func decodeProfiles(text: String, file: String, over base: ProfileCatalog) throws(InputError) -> [NamedProfile] {
        try decodeProfiles(utf8: Array(text.utf8), file: file, over: base)
    }

    static func decodeProfiles(utf8 bytes: [UInt8], file: String, over base: ProfileCatalog) throws(InputError) -> [NamedProfile] {
        let root = try InputFile.parse(bytes, file: file)
        return try ProfileDecoder.decodeNamedProfiles(root, over: base)
    }

    /// Everything a run of `scenario` may use, with the documented precedence:
    /// built-ins (then the built-in populations) < the scenario's `users` < the
    /// `--profiles` file, if any.
    public static func forScenario(_ scenario: Scenario, profilesFile: String? = nil) throws(InputError) -> ProfileCatalog {
        try forScenario(scenario, profiles: profilesFile.map { path throws(InputError) in
            (bytes: try InputFile.read(path), file: path)
        })
    }

    /// The same, with the `--profiles` file's bytes already read (by a
    /// caller that reads each file once, as a pipe can only be read once).
    package static func forScenario(_ scenario: Scenario,
                                    profiles: (bytes: [UInt8], file: String)?) throws(InputError) -> ProfileCatalog {
        let withUsers = builtIn.merging(builtInPopulations.profiles).merging(scenario.users)
        guard let profiles else { return withUsers.builtInPopulationsLast }
        return withUsers.merging(try decodeProfiles(utf8: profiles.bytes, file: profiles.file, over: withUsers))
            .builtInPopulationsLast
    }
}
