@testable import FocusCost
import FocusKeyboard
import FocusModel
import FocusStats
import XCTest

/// Touch exploration by screen-reader users: exact times on a tiny case,
/// the path a finger takes, monotone effects of skill and landing error, and
/// the built-in profiles against the measured rates.
final class TouchTypingTests: XCTestCase {
    private func run(_ profile: SwipeProfile, name: String = "touch", layout: String? = nil,
                     text: TypingText = .english(count: 120), replications: Int = 600) throws -> TypingEstimate {
        try KeyboardBenchmark.run(TypingRequest(
            user: NamedProfile(name: name, profile: .swipe(profile)), layout: layout, text: text,
            settings: SimulationSettings(replications: replications, seed: 5, threads: 2)))
    }

    private func builtIn(_ name: String) -> SwipeProfile {
        guard let p = ProfileCatalog.builtIn.profile(named: name)?.profile.swipe else { fatalError(name) }
        return p
    }

    /// A user whose finger lands on the key aimed at, with fixed times.
    private func exact(_ reader: SwipeProfile.ScreenReader) -> SwipeProfile {
        var p = SwipeProfile()
        p.screenReader = reader
        p.swipeTime = .fixed(0.3)
        p.activationTime = .fixed(0.25)
        p.speechRate = 120  // one word in 0.5 s
        p.interruptsSpeech = false
        p.landingError = 0
        p.wrongKeyChance = 0
        return p
    }

    /// Every key costs the recall (KLM's M, 1.35 s), the touch (0.3 s), one
    /// announcement (0.5 s) and, for VoiceOver's default, the double tap
    /// (0.25 s); TalkBack's lift costs nothing more.
    func testExactTimesWhenTheFingerLandsOnTheKey() throws {
        // "Hi" on ios-qwerty is three key selections: shift, h, i.
        let voiceOver = try run(exact(.voiceover), text: .exact("Hi", source: "t"), replications: 20)
        XCTAssertEqual(voiceOver.secondsPerCharacter.mean, 3 * (1.35 + 0.3 + 0.5 + 0.25) / 2, accuracy: 1e-9)
        XCTAssertEqual(voiceOver.breakdown[.listening], 3 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(voiceOver.breakdown[.activation], 3 * 0.25, accuracy: 1e-9)
        XCTAssertEqual(voiceOver.breakdown[.swiping], 3 * (1.35 + 0.3), accuracy: 1e-9)
        XCTAssertEqual(voiceOver.errorRate, 0)
        let talkBack = try run(exact(.talkback), layout: "ios-qwerty", text: .exact("Hi", source: "t"),
                               replications: 20)
        XCTAssertEqual(talkBack.secondsPerCharacter.mean, 3 * (1.35 + 0.3 + 0.5) / 2, accuracy: 1e-9)
        var lifting = exact(.voiceover)
        lifting.keyConfirmation = .lift
        XCTAssertEqual(try run(lifting, text: .exact("Hi", source: "t"), replications: 20).secondsPerCharacter.mean,
                       talkBack.secondsPerCharacter.mean, accuracy: 1e-9)
    }

    /// Typing "q" after landing on "m": up into the row of a s d at m's
    /// centre (k), up again (o), then along the top row to q. Worked out by
    /// hand from the iPhone rows: m's centre is 8.0 key widths from the
    /// left (shift 1.5 + z x c v b n 6 + half a key), the middle row starts
    /// at 0.5, so 8.0 falls on its 8th key (k) and on the top row's 9th (o).
    func testTheFingerCorrectsTheRowThenSlidesAlongIt() throws {
        let exactTime = try run(exact(.voiceover), text: .exact("q", source: "t"), replications: 4)
        let perKey = 1.35 + 0.3 + 0.5 + 0.25
        XCTAssertEqual(exactTime.secondsPerCharacter.mean, perKey, accuracy: 1e-9)
        // The path itself (landed on m, aimed at q): k, o, i, u, y, t, r, e, w, q.
        let letters = KeyboardLayout.builtIn(named: "ios-qwerty")!.layers[0]
        let m = try XCTUnwrap(letters.place(typing: "m"))
        let q = try XCTUnwrap(letters.place(typing: "q"))
        let path = TouchKeyboardGeometry(letters).path(from: m, to: q)
        XCTAssertEqual(path.compactMap { letters.key(at: $0).kind.typed }, Array("koiuytrewq"))
    }

    func testExpertsTypeFasterThanNovices() throws {
        let expert = try run(builtIn("voiceover-expert"))
        let novice = try run(builtIn("voiceover-novice"))
        XCTAssertGreaterThan(expert.wordsPerMinute.ci95.low, novice.wordsPerMinute.ci95.high)
        XCTAssertLessThan(expert.errorRate, novice.errorRate)
    }

    /// A wider landing spread means more keys crossed, so more announcements:
    /// with one word per key at 0.5 s, listening time counts them.
    func testLargerLandingErrorMeansMoreAnnouncements() throws {
        var listening: [Double] = []
        for spread in [0.0, 0.5, 1.0, 2.0] {
            var p = exact(.voiceover)
            p.landingError = spread
            let estimate = try run(p, replications: 400)
            listening.append(estimate.breakdown[.listening])
            if spread == 0 {
                // Landing on the key: one announcement per selection, exactly.
                let selections = estimate.selectionsPerCharacter * Double(estimate.characters)
                XCTAssertEqual(listening[0], 0.5 * selections, accuracy: 1e-6)
            }
        }
        for k in 1..<listening.count { XCTAssertGreaterThan(listening[k], 1.05 * listening[k - 1]) }
    }

    /// Blind users' measured rates with the screen reader's QWERTY keyboard
    /// span about 1.6 to 6 wpm: 2.1 wpm (Oliveira et al. 2011), 1.6 wpm in a
    /// first week to 4.0 after eight (Nicolau et al. 2015), 4.3 wpm (Azenkot &
    /// Lee 2013), about 6 wpm in everyday use (Nicolau et al. 2017).
    func testBuiltInScreenReaderProfilesTypeInTheMeasuredRange() throws {
        for name in ["voiceover-novice", "voiceover-expert", "talkback-default"] {
            let estimate = try run(builtIn(name), name: name)
            XCTAssertEqual(estimate.method, "touch exploration")
            XCTAssert((1.6...6.0).contains(estimate.wordsPerMinute.mean), "\(name): \(estimate.wordsPerMinute)")
        }
    }

    func testWrongKeysAreDeletedAndCountedAsErrors() throws {
        var p = exact(.talkback)
        p.wrongKeyChance = 0.2
        let estimate = try run(p, layout: "android-qwerty", replications: 2000)
        // Each selection goes wrong with chance 0.2; a character is typed wrong
        // at least once with about that chance (a bit more: layer switches and
        // shifts serve characters too). 4 standard errors of a proportion.
        let n = Double(estimate.characters * 2000)
        XCTAssertGreaterThan(estimate.errorRate, 0.2 - 4 * (0.2 * 0.8 / n).squareRoot())
        XCTAssertLessThan(estimate.errorRate, 0.3)
        XCTAssertGreaterThan(estimate.breakdown[.errors], 0)
        // Same seed, same numbers at any thread count.
        let one = try KeyboardBenchmark.run(TypingRequest(
            user: NamedProfile(name: "touch", profile: .swipe(p)), layout: "android-qwerty",
            text: .english(count: 120), settings: SimulationSettings(replications: 2000, seed: 5, threads: 1)))
        XCTAssertEqual(one.secondsPerCharacter.mean, estimate.secondsPerCharacter.mean)
    }
}
