import FocusModel
import FocusStats
import Foundation
import XCTest

/// The `people` object of population profiles and the built-in populations.
final class PopulationProfileTests: XCTestCase {
    private let over = ProfileCatalog.builtIn.merging(ProfileCatalog.builtInPopulations.profiles)

    private func decode(_ text: String) throws -> [NamedProfile] {
        try ProfileCatalog.decodeProfiles(text: text, file: "people.json", over: over)
    }

    private func assertRefused(_ text: String, path: String, message: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try decode(text), file: file, line: line) { error in
            guard let error = error as? InputError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(error.file, "people.json", file: file, line: line)
            XCTAssertEqual(error.path, path, error.message, file: file, line: line)
            XCTAssert(error.message.contains(message), "\(error.message) lacks \(message)", file: file, line: line)
        }
    }

    func testPeopleObjectIsDecodedInFileOrder() throws {
        let profiles = try decode("""
            {"clinic": {"base": "switch-novice", "people": {
              "reactionTime.mu": {"normal": {"mean": -0.1, "sd": 0.2}},
              "reactionTime.sigma": {"lognormal": {"mu": -0.9, "sigma": 0.25}},
              "falseActivation": {"beta": {"a": 2, "b": 98}}}}}
            """)
        let people = try XCTUnwrap(profiles[0].people)
        XCTAssertEqual(people.parameters.map(\.key), ["reactionTime.mu", "reactionTime.sigma", "falseActivation"])
        XCTAssertEqual(people.parameters[2].distribution, .beta(a: 2, b: 98))
    }

    func testDrawsStayInsideEveryParametersDomain() throws {
        let profiles = try decode("""
            {"wide": {"base": "switch-novice", "people": {
              "reactionTime.sigma": {"lognormal": {"mu": -1, "sigma": 0.5}},
              "falseActivation": {"logitNormal": {"mu": 0, "sigma": 40}}}}}
            """)
        let stream = RandomStream(seed: 4)
        for _ in 0..<5000 {
            guard let p = profiles[0].people!.person(from: profiles[0].profile, stream: stream).switchScanning
            else { return XCTFail("kind changed") }
            guard case let .lognormal(_, sigma) = p.reactionTime else { return XCTFail("family changed") }
            XCTAssertGreaterThan(sigma, 0)
            XCTAssert((0...1).contains(p.falseActivation), "\(p.falseActivation)")
        }
    }

    /// Valid draws can still make implausible people: a spread that gives
    /// more than 1% of them a mean time past the hour is refused at its key.
    func testASpreadBeyondPlausibleTimesIsRefusedAtItsKey() {
        assertRefused(#"{"x": {"base": "switch-novice", "people": {"reactionTime.sigma": {"lognormal": {"mu": 0, "sigma": 2}}}}}"#,
                      path: #"$.x.people["reactionTime.sigma"]"#,
                      message: "this lognormal spread gives more than 1% of people a reactionTime whose mean is infinite "
                          + "(at the 99th percentile person; the profile's is 0.975 s); a person's mean time must be from 0 to 3600 s")
        assertRefused(#"{"x": {"base": "switch-novice", "people": {"reactionTime.mu": {"normal": {"mean": 0, "sd": 10}}}}}"#,
                      path: #"$.x.people["reactionTime.mu"]"#,
                      message: "this normal spread gives more than 1% of people a reactionTime whose mean is 1.37e+10 s "
                          + "(at the 99th percentile person; the profile's is 0.975 s); a person's mean time must be from 0 to 3600 s")
    }

    /// A speech rate has a floor of plausibility that a spread may cross
    /// only for its rarest 1% of people, as durations have a ceiling.
    func testASpreadOfSpeechRatesBelowOneWordAMinuteIsRefused() throws {
        assertRefused(#"{"slow": {"base": "voiceover-novice", "people": {"speechRate": {"lognormal": {"mu": -20, "sigma": 0}}}}}"#,
                      path: "$.slow.people.speechRate",
                      message: "more than 1% of people a speechRate of 2.06e-09 (at the 1st percentile person)")
        assertRefused(#"{"slow": {"base": "voiceover-novice", "people": {"speechRate": {"fixed": 0.5}}}}"#,
                      path: "$.slow.people.speechRate", message: "speechRate must be at least 1 word per minute")
        XCTAssertNoThrow(try decode(#"{"ok": {"base": "voiceover-novice", "people": {"speechRate": {"lognormal": {"mu": 5, "sigma": 0.5}}}}}"#))
    }

    func testAProbabilityCannotComeFromANormal() {
        assertRefused(#"{"x": {"base": "switch-novice", "people": {"falseActivation": {"normal": {"mean": 0.01, "sd": 0.01}}}}}"#,
                      path: "$.x.people.falseActivation",
                      message: "falseActivation must be a probability in [0, 1], which a normal draw need not be; use fixed, beta or logitNormal")
    }

    func testAPositiveTimeCannotComeFromANormal() {
        assertRefused(#"{"x": {"base": "switch-novice", "people": {"reactionTime.sigma": {"normal": {"mean": 0.3, "sd": 0.1}}}}}"#,
                      path: #"$.x.people["reactionTime.sigma"]"#, message: "must be a number > 0")
    }

    func testScanSettingsAreTheCliniciansChoiceNotAPersonParameter() {
        assertRefused(#"{"x": {"base": "switch-novice", "people": {"scanInterval": {"fixed": 1}}}}"#,
                      path: "$.x.people.scanInterval", message: #"unknown key "scanInterval"; allowed keys: reactionTime.mu"#)
    }

    func testUniformBoundsCannotVary() {
        assertRefused(#"{"x": {"base": "switch-novice", "reactionTime": {"uniform": {"min": 0.2, "max": 0.9}}, "people": {"reactionTime.min": {"fixed": 0.3}}}}"#,
                      path: #"$.x.people["reactionTime.min"]"#, message: #"unknown key "reactionTime.min""#)
    }

    func testLognormalSpreadIsBounded() {
        assertRefused(#"{"x": {"base": "switch-novice", "people": {"reactionTime.sigma": {"lognormal": {"mu": 0, "sigma": 3}}}}}"#,
                      path: #"$.x.people["reactionTime.sigma"].lognormal.sigma"#, message: "must be at most 2, found 3")
    }

    func testAProfileOnAPopulationKeepsItsPeopleUnlessToldOtherwise() throws {
        let profiles = try decode("""
            {"slow": {"base": "switch-novice-population", "scanInterval": 1.5},
             "one": {"base": "switch-novice-population", "people": null}}
            """)
        XCTAssertEqual(profiles[0].people, over.profile(named: "switch-novice-population")?.people)
        XCTAssertNil(profiles[1].people)
    }

    func testAChangedFamilyRefusesTheInheritedPeople() {
        assertRefused(#"{"x": {"base": "switch-novice-population", "reactionTime": {"gamma": {"shape": 4, "scale": 0.2}}}}"#,
                      path: "$.x", message: #"varies "reactionTime.mu", which this profile's parameters do not allow"#)
    }

    /// A value the inherited people draw for every person would never be run
    /// with: it is refused where it is written, naming the spread that draws it.
    func testAValueThePeopleDrawIsRefusedWhereItIsWritten() {
        let drawn = "anew for each person (\"people\" of "
        assertRefused(#"{"x": {"base": "switch-novice-population", "reactionTime": {"lognormal": {"mu": -0.9, "sigma": 0.4}}}}"#,
                      path: "$.x.reactionTime.lognormal.mu",
                      message: #"population "x" draws reactionTime.mu \#(drawn)"switch-novice-population": "#
                          + #"{"reactionTime.mu":{"normal":{"mean":"#)
        assertRefused(#"{"x": {"base": "switch-novice-population", "falseActivation": 0.05}}"#,
                      path: "$.x.falseActivation", message: "draws falseActivation \(drawn)")
        assertRefused(#"{"x": {"base": "switch-novice-population", "entryTimePerCharacter": {"fixed": 4}}}"#,
                      path: "$.x.entryTimePerCharacter.fixed", message: "draws entryTimePerCharacter.value \(drawn)")
        assertRefused(#"{"x": {"base": "voiceover-expert-population", "speechRate": 300}}"#,
                      path: "$.x.speechRate", message: "draws speechRate \(drawn)")
        // The same name adjusts the population itself; only the changed sigma is named.
        assertRefused(#"{"switch-novice-population": {"reactionTime": {"lognormal": {"mu": \#(log(0.9)), "sigma": 0.5}}}}"#,
                      path: #"$["switch-novice-population"].reactionTime.lognormal.sigma"#,
                      message: #"draws reactionTime.sigma \#(drawn)"switch-novice-population""#)
        // Another family with the drawn parameters' names.
        assertRefused(#"{"x": {"base": "switch-novice-population", "reactionTime": {"exGaussian": {"mu": 0.5, "sigma": 0.1, "tau": 0.3}}}}"#,
                      path: "$.x.reactionTime.exGaussian.mu", message: "draws reactionTime.mu \(drawn)")
        // A population defined earlier in the same file.
        assertRefused(#"{"crowd": {"base": "switch-novice", "people": {"falseActivation": {"beta": {"a": 2, "b": 98}}}}, "#
                          + #""y": {"base": "crowd", "falseActivation": 0.2}}"#,
                      path: "$.y.falseActivation",
                      message: #"draws falseActivation \#(drawn)"crowd": {"falseActivation":{"beta":{"a":2,"b":98}}}), "#
                          + "so no person would have this value; to move the people, give this profile its own "
                          + #""people" (it replaces the inherited one whole) with that beta's a and b set so that "#
                          + #"a / (a + b) is the mean person's value, or "people": null for a profile of one person"#)
    }

    /// Keys the people share, values kept as the population had them, a
    /// profile's own people and a profile of one person are all read.
    func testValuesNoDrawReplacesAreKept() throws {
        let novice = try XCTUnwrap(over.profile(named: "switch-novice-population"))
        let profiles = try decode("""
            {"slower": {"base": "switch-novice-population", "scanInterval": 2, "falseActivation": 0.01,
                        "reactionTime": {"lognormal": {"mu": \(log(0.9)), "sigma": 0.4}}},
             "narrow": {"base": "switch-novice", "people": {"reactionTime.mu": {"normal": {"mean": -0.1, "sd": 0.1}}}},
             "steadier": {"base": "narrow", "reactionTime": {"lognormal": {"mu": \(log(0.9)), "sigma": 0.2}}},
             "own": {"base": "switch-novice-population", "reactionTime": {"lognormal": {"mu": -0.3, "sigma": 0.4}},
                     "people": {"reactionTime.mu": {"normal": {"mean": -0.3, "sd": 0.2}}}},
             "one": {"base": "switch-novice-population", "falseActivation": 0.2, "people": null}}
            """)
        XCTAssertEqual(profiles[0].profile.switchScanning?.scanInterval, 2)
        XCTAssertEqual(profiles[0].people, novice.people)
        XCTAssertEqual(profiles[2].profile.switchScanning?.reactionTime, .lognormal(mu: log(0.9), sigma: 0.2))
        XCTAssertEqual(profiles[2].people, profiles[1].people)
        XCTAssertEqual(profiles[3].profile.switchScanning?.reactionTime, .lognormal(mu: -0.3, sigma: 0.4))
        XCTAssertEqual(profiles[4].profile.switchScanning?.falseActivation, 0.2)
        XCTAssertNil(profiles[4].people)
    }

    func testEveryBuiltInHasAPopulationWhoseTypicalPersonIsTheProfile() throws {
        XCTAssertEqual(ProfileCatalog.builtInPopulations.names,
                       ProfileCatalog.builtIn.names.map { $0 + "-population" })
        for population in ProfileCatalog.builtInPopulations.profiles {
            let people = try XCTUnwrap(population.people, population.name)
            XCTAssertFalse(people.parameters.isEmpty, population.name)
            let base = ProfileCatalog.builtIn.profile(named: String(population.name.dropLast("-population".count)))
            XCTAssertEqual(population.profile, base?.profile)
            // The people object round-trips through the file format.
            let text = JSONValue.object([(key: "copy", value: .object([
                (key: "base", value: .string(base!.name)), (key: "people", value: people.jsonValue)]))])
                .serialized(pretty: false)
            XCTAssertEqual(try decode(text)[0].people, people, population.name)
        }
    }
}
