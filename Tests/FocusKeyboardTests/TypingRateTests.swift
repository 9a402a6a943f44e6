@testable import FocusCost
import FocusKeyboard
import FocusModel
import XCTest

final class TypingRateTests: XCTestCase {
    private func run(_ profile: NamedProfile, layout: String? = nil, text: TypingText = .english(count: 120),
                     replications: Int = 600, seed: UInt64 = 1, threads: Int = 2) throws -> TypingEstimate {
        try KeyboardBenchmark.run(TypingRequest(
            user: profile, layout: layout, text: text,
            settings: SimulationSettings(replications: replications, seed: seed, threads: threads)))
    }

    private func builtIn(_ name: String) -> NamedProfile { ProfileCatalog.builtIn.profile(named: name)! }

    private func switchProfile(_ name: String, _ change: (inout SwitchScanningProfile) -> Void) -> NamedProfile {
        guard var p = builtIn(name).profile.switchScanning else { fatalError(name) }
        change(&p)
        return NamedProfile(name: name + "-changed", profile: .switchScanning(p))
    }

    /// Measured scanning users type at about 1 to 6 words per minute (Koester
    /// & Simpson 2014; Waddington et al. 2017).
    func testPlatformProfilesTypeInTheMeasuredRange() throws {
        for name in ["ios-switch-control", "android-switch-access"] {
            let estimate = try run(builtIn(name))
            XCTAssertEqual(estimate.layout, name.hasPrefix("ios") ? "ios-qwerty" : "android-qwerty")
            XCTAssert((1.0...6.0).contains(estimate.wordsPerMinute.mean), "\(name): \(estimate.wordsPerMinute)")
            XCTAssertLessThan(estimate.wordsPerMinute.ci95.high - estimate.wordsPerMinute.ci95.low, 0.2)
        }
        XCTAssertEqual(try run(builtIn("ios-switch-control")).method, "automatic group scanning")
        XCTAssertEqual(try run(builtIn("android-switch-access")).method, "automatic row-column scanning")
    }

    /// switch-novice types inside the 0.28-2.92 wpm of Koester & Simpson's
    /// users before retuning, switch-expert inside the 1.12-6.51 wpm after
    /// (JRRD 2014), on the literature's layout and on both phones' keyboards
    /// (docs/profiles.md, "Typing speed against the sources").
    func testGenericSwitchProfilesTypeInsideTheirSourcesRanges() throws {
        for (name, range) in [("switch-novice", 0.28...2.92), ("switch-expert", 1.12...6.51)] {
            for layout in [nil, "ios-qwerty", "android-qwerty"] {
                let wpm = try run(builtIn(name), layout: layout, replications: 200).wordsPerMinute
                XCTAssert(range.contains(wpm.ci95.low) && range.contains(wpm.ci95.high),
                          "\(name) on \(layout ?? "its keyboard"): \(wpm)")
            }
        }
    }

    func testAFastErrorFreeProfileIsFasterThanBoth() throws {
        let ios = try run(builtIn("ios-switch-control"))
        let android = try run(builtIn("android-switch-access"))
        for layout in ["ios-qwerty", "android-qwerty", "koester-levine"] {
            let fast = try run(builtIn("switch-expert"), layout: layout)
            XCTAssertEqual(fast.errorRate, 0)
            XCTAssertGreaterThan(fast.wordsPerMinute.ci95.low, ios.wordsPerMinute.ci95.high, layout)
            XCTAssertGreaterThan(fast.wordsPerMinute.ci95.low, android.wordsPerMinute.ci95.high, layout)
        }
    }

    /// With a fixed reaction shorter than the scan interval and no pause or
    /// mistakes, every key costs (highlights - selections) intervals plus one
    /// reaction per selection: for row-column scanning on the alphabetic
    /// keyboard, (SPC - 2) T + 2 R per character, exactly.
    func testErrorFreeTimeIsTheStepCountTimesTheInterval() throws {
        let exact = switchProfile("switch-expert") { p in
            p.reactionTime = .fixed(0.5)
            p.scanInterval = 1.0
            p.firstItemPause = 0
            p.activationTime = .fixed(0)
            p.keyboardScanning = .rowColumn
        }
        let estimate = try run(exact, layout: "alphabetic", text: .exact("hello world", source: "t"), replications: 50)
        let spc = try XCTUnwrap(estimate.stepsPerCharacter)
        XCTAssertEqual(estimate.secondsPerCharacter.mean, (spc - 2) * 1.0 + 2 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(estimate.wordsPerMinute.mean, 12 / ((spc - 2) + 1), accuracy: 1e-9)
    }

    func testWrongKeysAreDeletedAndCostTime() throws {
        let careful = switchProfile("switch-novice") { $0.falseActivation = 0 }
        let sloppy = switchProfile("switch-novice") { $0.falseActivation = 0.02 }
        let a = try run(careful, layout: "alphabetic")
        let b = try run(sloppy, layout: "alphabetic")
        XCTAssertEqual(a.errorRate, 0)
        // About 6 non-target highlights per key at 2% each: around one character in ten goes wrong.
        XCTAssert((0.04...0.2).contains(b.errorRate), "\(b.errorRate)")
        XCTAssertGreaterThan(b.breakdown.errors, a.breakdown.errors)
        XCTAssertGreaterThan(b.secondsPerCharacter.ci95.low, a.secondsPerCharacter.ci95.high)
        // Each wrong character costs at least one delete selection, which takes a
        // selection of the delete key's row (row 4) and key (column 3): 4 + 3 intervals.
        let extra = (b.secondsPerCharacter.mean - a.secondsPerCharacter.mean) / b.errorRate
        XCTAssertGreaterThan(extra, 7 * 1.5)
    }

    func testSameSeedSameNumbersAtAnyThreadCount() throws {
        let sloppy = switchProfile("switch-novice") { $0.falseActivation = 0.02 }
        let one = try run(sloppy, text: .english(count: 40), replications: 300, threads: 1)
        let four = try run(sloppy, text: .english(count: 40), replications: 300, threads: 4)
        XCTAssertEqual(one.secondsPerCharacter, four.secondsPerCharacter)
        XCTAssertEqual(one.errorRate, four.errorRate)
        XCTAssertNotEqual(try run(sloppy, text: .english(count: 40), replications: 300, seed: 2).secondsPerCharacter,
                          one.secondsPerCharacter)
    }

    func testOtherKindsOfUsersTypeAtTheirRate() throws {
        let keyboard = try run(builtIn("keyboard"), text: .exact("Hi there", source: "t"), replications: 10)
        XCTAssertEqual(keyboard.layout, "hardware")
        // Nine keystrokes (Shift for the capital) at 0.28 s for eight characters.
        XCTAssertEqual(keyboard.secondsPerCharacter.mean, 9 * 0.28 / 8, accuracy: 1e-12)
        let touch = try run(builtIn("voiceover-novice"), text: .exact("Hi", source: "t"), replications: 10)
        XCTAssertEqual(touch.method, "touch exploration")
        XCTAssertEqual(touch.selectionsPerCharacter, 1.5)
    }

    /// Throughput of the typing simulation, reported rather than asserted.
    func testReportThroughput() throws {
        let estimate = try run(builtIn("ios-switch-control"), replications: 1000, threads: 1)
        print("typing throughput: \(Int(estimate.simulatedCharactersPerSecond)) characters/s on one thread "
            + "(\(estimate.replications) replications of \(estimate.characters) characters in "
            + "\(estimate.elapsedSeconds) s)")
    }
}
