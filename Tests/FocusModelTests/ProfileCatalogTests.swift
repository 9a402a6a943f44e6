import FocusModel
import FocusStats
import Foundation
import XCTest

final class ProfileCatalogTests: XCTestCase {
    private func switchProfile(_ profile: NamedProfile?, file: StaticString = #filePath, line: UInt = #line)
        -> SwitchScanningProfile?
    {
        guard let p = profile?.profile.switchScanning else {
            XCTFail("no switch profile", file: file, line: line)
            return nil
        }
        return p
    }

    private func decodeProfiles(_ text: String, over base: ProfileCatalog = .builtIn) throws -> [NamedProfile] {
        try ProfileCatalog.decodeProfiles(text: text, file: "profiles.json", over: base)
    }

    // MARK: - Built-ins

    /// The first built-ins keep their places; later models append theirs, and no name repeats.
    func testBuiltInNamesAndOrder() {
        let names = ProfileCatalog.builtIn.names
        XCTAssertEqual(Array(names.prefix(5)),
                       ["ios-switch-control", "android-switch-access", "switch-novice", "switch-expert", "bench-reference"])
        XCTAssertEqual(Set(names).count, names.count)
    }

    func testBenchReferenceIsExactlyAsSpecified() throws {
        let p = try XCTUnwrap(switchProfile(ProfileCatalog.builtIn.profile(named: "bench-reference")))
        XCTAssertEqual(p.scanning, .auto)
        XCTAssertEqual(p.mode, .item)
        XCTAssertEqual(p.scanInterval, 1.0)
        XCTAssertEqual(p.firstItemPause, 0.5)
        XCTAssertNil(p.loops)
        XCTAssertEqual(p.resumeAfterSelection, .first)
        XCTAssertEqual(p.reactionTime, .lognormal(mu: log(0.6), sigma: 0.35))
        XCTAssertEqual(p.falseActivation, 0)
        XCTAssertEqual(p.activationTime, .fixed(0))
        XCTAssertEqual(p.recoveryTime, SwitchScanningProfile().recoveryTime)
        XCTAssertEqual(p.entryTimePerCharacter, SwitchScanningProfile().entryTimePerCharacter)
    }

    func testPlatformDefaults() throws {
        let ios = try XCTUnwrap(switchProfile(ProfileCatalog.builtIn.profile(named: "ios-switch-control")))
        XCTAssertEqual(ios.scanInterval, 1.0)
        XCTAssertEqual(ios.loops, 4)
        XCTAssertEqual(ios.firstItemPause, 0, "the iOS first-item pause ships switched off")
        let android = try XCTUnwrap(switchProfile(ProfileCatalog.builtIn.profile(named: "android-switch-access")))
        XCTAssertEqual(android.scanInterval, 1.0)
        XCTAssertEqual(android.firstItemPause, 0.7)
        XCTAssertEqual(android.loops, 2)
    }

    func testNoviceAndExpertFollowTheSixtyFiveRule() throws {
        // scan interval ≈ mean reaction / 0.65, within 5%.
        for name in ["switch-novice", "switch-expert"] {
            let p = try XCTUnwrap(switchProfile(ProfileCatalog.builtIn.profile(named: name)))
            XCTAssertEqual(p.reactionTime.mean / 0.65, p.scanInterval, accuracy: 0.05 * p.scanInterval, name)
        }
        let novice = try XCTUnwrap(switchProfile(ProfileCatalog.builtIn.profile(named: "switch-novice")))
        let expert = try XCTUnwrap(switchProfile(ProfileCatalog.builtIn.profile(named: "switch-expert")))
        XCTAssertGreaterThan(novice.reactionTime.mean, expert.reactionTime.mean)
        XCTAssertGreaterThan(novice.falseActivation, 0)
    }

    func testEveryBuiltInRoundTripsThroughItsJSON() throws {
        let text = JSONValue.object(ProfileCatalog.builtIn.profiles.map { (key: $0.name, value: $0.profile.jsonValue) })
            .serialized(pretty: true)
        // Decoded over an empty catalog, so nothing can be filled in from the built-ins.
        let decoded = try decodeProfiles(text, over: ProfileCatalog(profiles: []))
        XCTAssertEqual(decoded, ProfileCatalog.builtIn.profiles)
    }

    // MARK: - Resolving partial profiles

    func testPartialOverrideOfABuiltInKeepsItsOtherValues() throws {
        let resolved = try decodeProfiles(#"{"android-switch-access": {"scanInterval": 1.25}}"#)
        var expected = SwitchScanningProfile.androidSwitchAccess
        expected.scanInterval = 1.25
        XCTAssertEqual(resolved, [NamedProfile(name: "android-switch-access", profile: .switchScanning(expected))])
    }

    func testBaseFillsMissingKeys() throws {
        let resolved = try decodeProfiles(#"{"my-expert": {"base": "switch-expert", "falseActivation": 0.02}}"#)
        var expected = SwitchScanningProfile.switchExpert
        expected.falseActivation = 0.02
        XCTAssertEqual(switchProfile(resolved.first), expected)
    }

    func testBaseMayNameAnEarlierProfileInTheSameObject() throws {
        let resolved = try decodeProfiles(#"""
        {"slow": {"base": "switch-novice", "scanInterval": 2.0},
         "slower": {"base": "slow", "firstItemPause": 1.0}}
        """#)
        let slower = try XCTUnwrap(switchProfile(resolved.last))
        XCTAssertEqual(slower.scanInterval, 2.0)
        XCTAssertEqual(slower.firstItemPause, 1.0)
        XCTAssertEqual(slower.reactionTime, SwitchScanningProfile.switchNovice.reactionTime)
    }

    func testExplicitBaseWinsOverTheSameNamedProfile() throws {
        let resolved = try decodeProfiles(#"{"ios-switch-control": {"base": "bench-reference"}}"#)
        XCTAssertEqual(switchProfile(resolved.first), .benchReference)
    }

    func testNewNameWithoutBaseStartsFromDefaults() throws {
        let resolved = try decodeProfiles(#"{"mine": {"loops": null, "reactionTime": {"gamma": {"shape": 4, "scale": 0.15}}}}"#)
        var expected = SwitchScanningProfile()
        expected.loops = nil
        expected.reactionTime = .gamma(shape: 4, scale: 0.15)
        XCTAssertEqual(switchProfile(resolved.first), expected)
        XCTAssertEqual(resolved.first?.profile.kind, "switch")
    }

    func testLoopsKeyAbsentKeepsBaseButNullClearsIt() throws {
        let kept = try decodeProfiles(#"{"a": {"base": "ios-switch-control"}}"#)
        XCTAssertEqual(switchProfile(kept.first)?.loops, 4)
        let cleared = try decodeProfiles(#"{"a": {"base": "ios-switch-control", "loops": null}}"#)
        XCTAssertNil(switchProfile(cleared.first)?.loops)
    }

    func testProfilesFileErrorsNameTheFileAndPath() {
        XCTAssertThrowsError(try decodeProfiles(#"{"quick": {"base": "switch-expert", "scanInterval": "fast"}}"#)) { error in
            XCTAssertEqual((error as? InputError)?.description,
                           #"profiles.json: $.quick.scanInterval: expected a number, found a string"#)
        }
        XCTAssertThrowsError(try decodeProfiles("[]")) { error in
            XCTAssertEqual((error as? InputError)?.path, "$")
        }
    }

    // MARK: - Catalog layering

    func testMergingReplacesInPlaceAndAppendsNewNames() {
        let a = NamedProfile(name: "a", profile: .switchScanning(.switchNovice))
        let b = NamedProfile(name: "b", profile: .switchScanning(.switchExpert))
        let newA = NamedProfile(name: "a", profile: .switchScanning(.benchReference))
        let c = NamedProfile(name: "c", profile: .switchScanning(.iosSwitchControl))
        let merged = ProfileCatalog(profiles: [a, b]).merging([c, newA])
        XCTAssertEqual(merged.names, ["a", "b", "c"])
        XCTAssertEqual(merged.profile(named: "a"), newA)
        XCTAssertNil(merged.profile(named: "d"))
    }

    func testPrecedenceBuiltInsThenScenarioUsersThenProfilesFile() throws {
        let scenarioText = exampleScenario
            .replacing(["users", "ios-switch-control"], with: ["scanInterval": 1.1])
            .serialized(pretty: false)
        let scenario = try ScenarioLoader.decode(text: scenarioText, file: "s.json")
        let profilesURL = FileManager.default.temporaryDirectory.appendingPathComponent("profiles-\(UUID().uuidString).json")
        try #"{"slow-scan": {"firstItemPause": 0.9}, "ios-switch-control": {"loops": 3}}"#
            .write(to: profilesURL, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: profilesURL) }

        let catalog = try ProfileCatalog.forScenario(scenario, profilesFile: profilesURL.path)

        let slowScan = try XCTUnwrap(switchProfile(catalog.profile(named: "slow-scan")))
        XCTAssertEqual(slowScan.scanInterval, 1.5, "kept from the scenario")
        XCTAssertEqual(slowScan.firstItemPause, 0.9, "overridden by the profiles file")
        let ios = try XCTUnwrap(switchProfile(catalog.profile(named: "ios-switch-control")))
        XCTAssertEqual(ios.scanInterval, 1.1, "from the scenario")
        XCTAssertEqual(ios.loops, 3, "from the profiles file")
        XCTAssertEqual(ios.activationTime, SwitchScanningProfile.iosSwitchControl.activationTime, "from the built-in")
        XCTAssertEqual(catalog.names.first, "ios-switch-control")
        // The built-in populations nothing replaced are listed after everything else.
        XCTAssertEqual(catalog.names.last { !$0.hasSuffix(ProfileCatalog.populationSuffix) }, "slow-scan")
        XCTAssertEqual(catalog.names.suffix(ProfileCatalog.builtInPopulations.profiles.count),
                       ArraySlice(ProfileCatalog.builtInPopulations.names))
    }

    func testUnknownProfileMessageListsNames() {
        XCTAssertEqual(ProfileCatalog.builtIn.unknownProfileMessage("fast"),
                       #"unknown profile "fast"; available profiles: "# + ProfileCatalog.builtIn.names.joined(separator: ", "))
        XCTAssert(ProfileCatalog.builtIn.unknownProfileMessage("fast").contains(
            "ios-switch-control, android-switch-access, switch-novice, switch-expert, bench-reference"))
    }

    func testDistributionJSONForm() {
        XCTAssertEqual(Distribution.fixed(2).jsonValue, ["fixed": 2])
        XCTAssertEqual(Distribution.uniform(min: 0.2, max: 0.4).jsonValue, ["uniform": ["min": 0.2, "max": 0.4]])
        XCTAssertEqual(Distribution.exGaussian(mu: 0.4, sigma: 0.05, tau: 0.2).jsonValue.serialized(pretty: false),
                       #"{"exGaussian":{"mu":0.4,"sigma":0.05,"tau":0.2}}"#)
    }
}
