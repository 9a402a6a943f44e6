import FocusStats
import Foundation

// Every spread here is an assumption: no published study gives the
// between-person distribution of these parameters for switch, screen reader
// or keyboard users. They are documented as such in docs/profiles.md.

extension ProfileCatalog {
    /// A population for every built-in profile, named `<profile>-population`:
    /// the built-in profile as the typical person, with its person parameters
    /// spread by `BuiltInSpreads`.
    public static let builtInPopulations = ProfileCatalog(profiles: builtIn.profiles.map { named in
        NamedProfile(name: named.name + populationSuffix, profile: named.profile,
                     people: BuiltInSpreads.variation(around: named.profile))
    })

    /// What a built-in population's name adds to its profile's name.
    public static let populationSuffix = "-population"

    /// The same catalog with the built-in populations that nothing replaced
    /// moved to the end, so lists of names show the profiles people define first.
    var builtInPopulationsLast: ProfileCatalog {
        let untouched = Set(Self.builtInPopulations.profiles.filter { profile(named: $0.name) == $0 }.map(\.name))
        return ProfileCatalog(profiles: profiles.filter { !untouched.contains($0.name) }
            + profiles.filter { untouched.contains($0.name) })
    }
}

/// The assumed spreads of the built-in populations.
enum BuiltInSpreads {
    /// Assumption: people's median reaction, swipe and look times differ by
    /// about ±20% (one sd of the log), their variability by about ±25%.
    static let logLocationSD = 0.2
    static let logSpreadSD = 0.25
    /// Assumption: per-character entry and keystroke times differ by about ±30%,
    /// and speech rates by about ±20%.
    static let entrySD = 0.3
    static let speechRateSD = 0.2
    /// Assumption: error chances differ by a factor of about 2 either way
    /// (sd 0.75 on the logit scale); a profile that makes no errors is given
    /// a typical chance of 0.002.
    static let logitSD = 0.75
    static let floorErrorChance = 0.002

    static func variation(around profile: UserProfile) -> PeopleVariation {
        PeopleVariation(parameters: profile.kindProfile.builtInSpread)
    }

    /// A duration's spread: a lognormal's location and spread, or a fixed
    /// positive value spread on the log scale by `logSD`; nothing otherwise.
    static func time(_ field: String, _ distribution: Distribution, logSD: Double) -> [PeopleVariation.Parameter] {
        switch distribution {
        case let .lognormal(mu, sigma):
            [.init(key: "\(field).mu", distribution: .normal(mean: mu, sd: logLocationSD)),
             .init(key: "\(field).sigma", distribution: .lognormal(mu: log(sigma), sigma: logSpreadSD))]
        case let .fixed(v) where v > 0:
            [.init(key: "\(field).value", distribution: .lognormal(mu: log(v), sigma: logSD))]
        default:
            []
        }
    }

    /// An error chance's spread on the logit scale, around at least `floorErrorChance`.
    static func chance(_ key: String, _ p: Double) -> PeopleVariation.Parameter {
        let centre = max(p, floorErrorChance)
        return .init(key: key, distribution: .logitNormal(mu: log(centre / (1 - centre)), sigma: logitSD))
    }
}
