import Foundation
import FocusCost
import FocusModel
import FocusStats
import XCTest

/// The swipe and keyboard closed form against the simulation: exact with
/// fixed times, within 4 standard errors with random ones.
final class SwipeKeyboardAnalyticTests: XCTestCase {
    /// A form with a heading, static text and controls of every stateful kind.
    private let scenario = Scenario(
        name: "mixed form", platform: .ios,
        elements: [
            Element(id: "title", role: .heading, label: "Create your account"),
            Element(id: "intro", role: .staticText, label: "It takes less than a minute."),
            Element(id: "email", role: .textField, label: "Email address"),
            Element(id: "password", role: .secureTextField, label: "Password"),
            Element(id: "hint", role: .staticText, label: "At least 8 characters, with a number."),
            Element(id: "terms", role: .checkbox, label: "I agree to the terms"),
            Element(id: "dark", role: .toggle, label: "Dark mode"),
            Element(id: "submit", role: .button, label: "Create account"),
        ],
        orders: [NamedOrder(name: "visual",
                            elementIDs: ["title", "intro", "email", "password", "hint", "terms", "dark", "submit"])],
        task: [TaskStep(target: "email", characters: 24), TaskStep(target: "password", characters: 12),
               TaskStep(target: "terms"), TaskStep(target: "email", characters: 3), TaskStep(target: "submit")])

    private func swipe(_ p: SwipeProfile) -> NamedProfile { NamedProfile(name: "swipe", profile: .swipe(p)) }
    private func keyboard(_ p: KeyboardProfile) -> NamedProfile { NamedProfile(name: "keys", profile: .keyboard(p)) }

    /// Fixed times at 180 wpm (1/3 s a word, not exact in binary): every
    /// replication equals the closed form to the last bit, for each navigation.
    func testFixedTimesEqualTheClosedFormExactly() throws {
        for navigation in SwipeProfile.Navigation.allCases {
            for reader in SwipeProfile.ScreenReader.allCases {
                var p = SwipeProfile()
                p.screenReader = reader
                p.navigation = navigation
                p.swipeTime = .fixed(0.37)
                p.activationTime = .fixed(0.31)
                p.entryTimePerCharacter = .fixed(2.9)
                p.overshoot = 0
                p.interruptsSpeech = navigation == .shortest
                let label = "\(reader) \(navigation)"
                let estimate = try CostModel.simulate(scenario: scenario, order: "visual", user: swipe(p),
                                                      settings: settings(replications: 4, keep: true))
                let analytic = try XCTUnwrap(estimate.analytic, label)
                XCTAssertEqual(analytic.sd, 0, label)
                for record in try XCTUnwrap(estimate.records) {
                    XCTAssertEqual(record.total, analytic.mean, label)
                    XCTAssertEqual(record.breakdown.total, record.total, accuracy: 1e-9, label)
                }
            }
        }
        var k = KeyboardProfile()
        k.lookTime = .fixed(0.33)
        k.navigation = .shortest
        let estimate = try CostModel.simulate(scenario: scenario, order: "visual", user: keyboard(k),
                                              settings: settings(replications: 4, keep: true))
        XCTAssertEqual(estimate.records?.first?.total, try XCTUnwrap(estimate.analytic).mean)
    }

    /// Random swipe, activation, look and entry times, no overshoot.
    func testRandomTimesAgreeWithinFourStandardErrors() throws {
        var novice = SwipeProfile.voiceoverNovice
        novice.overshoot = 0
        var expert = SwipeProfile.voiceoverExpert
        expert.overshoot = 0
        expert.entryTimePerCharacter = .gamma(shape: 4, scale: 0.4)
        var talkback = SwipeProfile.talkbackDefault
        talkback.overshoot = 0
        talkback.navigation = .shortest
        var keys = KeyboardProfile.keyboardDefault
        keys.keystrokeTime = .uniform(min: 0.2, max: 0.4)
        keys.entryTimePerCharacter = .normal(mean: 0.3, sd: 0.1)
        let users = [swipe(novice), swipe(expert), swipe(talkback), keyboard(keys)]
        for (index, user) in users.enumerated() {
            let estimate = try CostModel.simulate(scenario: scenario, order: "visual", user: user,
                                                  settings: settings(replications: 20_000, seed: 70 + UInt64(index),
                                                                     keep: true))
            let analytic = try XCTUnwrap(estimate.analytic)
            assertMeanAgrees(estimate, with: analytic, "user \(index)")
            try assertSDAgrees(estimate, with: analytic, "user \(index)")
        }
    }

    func testNoClosedFormWithOvershoots() throws {
        let estimate = try CostModel.simulate(scenario: scenario, order: "visual", user: swipe(.voiceoverNovice),
                                              settings: settings(replications: 2_000))
        XCTAssertNil(estimate.analytic)
        XCTAssertGreaterThan(estimate.counts.overshoots, 0)
        XCTAssertEqual(estimate.model.categories, [.swiping, .listening, .errors, .activation, .entry])
        XCTAssertEqual(estimate.model.counts, [.overshoots])
        XCTAssertGreaterThan(estimate.breakdown.errors, 0)
    }

    /// On a form with headings and hints, the expert (fast speech, interrupting,
    /// form-controls rotor) beats the novice by far, paired on common random numbers.
    func testExpertIsFasterThanNovice() throws {
        let comparison = try CostModel.compare(
            scenario: scenario,
            a: Arm(order: "visual", user: NamedProfile(name: "voiceover-novice", profile: .swipe(.voiceoverNovice))),
            b: Arm(order: "visual", user: NamedProfile(name: "voiceover-expert", profile: .swipe(.voiceoverExpert))),
            settings: settings(replications: 4_000))
        XCTAssertGreaterThan(comparison.difference.ci95.low, 0)
        XCTAssertLessThan(comparison.b.breakdown[.listening], comparison.a.breakdown[.listening] / 2)
    }
}
