import FocusCost
import FocusModel
import FocusStats
import FocusTuning
import XCTest

/// Text entry in task runs typed on keyboards: it depends on the scan
/// interval, splits into the navigation categories, moves tune's optimum,
/// keeps runs deterministic and leaves closed forms to the constant model.
final class TaskEntryTests: XCTestCase {
    private static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenarios")

    private func signup() throws -> Scenario {
        try ScenarioLoader.load(contentsOf: Self.scenarios.appendingPathComponent("signup.json").path)
    }

    private func settings(replications: Int = 400, threads: Int = 2) -> SimulationSettings {
        SimulationSettings(replications: replications, seed: 11, threads: threads)
    }

    private func iosSwitchControl(scanInterval: Double = 1.0, typing: TypingMethod = .onScreen) -> NamedProfile {
        guard var p = ProfileCatalog.builtIn.profile(named: "ios-switch-control")?.profile.switchScanning else {
            fatalError("ios-switch-control is a built-in switch profile")
        }
        p.scanInterval = scanInterval
        p.typing = typing
        return NamedProfile(name: "ios-switch-control", profile: .switchScanning(p))
    }

    /// iOS Switch Control with a quick reaction (median 0.3 s), so that misses
    /// stay rare at 0.8 s and the scan interval, not missed passes, sets the pace.
    private func quickUser(scanInterval: Double, typing: TypingMethod = .onScreen) -> NamedProfile {
        guard var p = iosSwitchControl(scanInterval: scanInterval, typing: typing).profile.switchScanning else {
            fatalError("ios-switch-control is a built-in switch profile")
        }
        p.reactionTime = Distribution.lognormal(mu: log(0.3), sigma: 0.25)
        return NamedProfile(name: "quick", profile: .switchScanning(p))
    }

    private func entry(_ user: NamedProfile, threads: Int = 2) throws -> Estimate {
        let scenario = try signup()
        return try CostModel.simulate(scenario: scenario, order: "visual", user: user,
                                      settings: settings(threads: threads))
    }

    func testEntryTimeFollowsTheScanInterval() throws {
        let fast = try entry(quickUser(scanInterval: 0.8))
        let slow = try entry(quickUser(scanInterval: 1.2))
        XCTAssertGreaterThan(slow.breakdown.entry, 1.1 * fast.breakdown.entry)
        // The constant model charges the same whatever the interval.
        let constantFast = try entry(quickUser(scanInterval: 0.8, typing: .constant))
        let constantSlow = try entry(quickUser(scanInterval: 1.2, typing: .constant))
        XCTAssertEqual(constantFast.breakdown.entry, 36 * 2.5, accuracy: 1e-9)
        XCTAssertEqual(constantSlow.breakdown.entry, constantFast.breakdown.entry, accuracy: 1e-9)
    }

    func testBuiltInSwitchControlTradesWaitingForErrorsWhileTyping() throws {
        // At the built-in's median reaction of 0.6 s, 0.8 s misses keys and
        // 1.2 s waits longer: entry is U-shaped, but where its time goes moves.
        let fast = try XCTUnwrap(try entry(iosSwitchControl(scanInterval: 0.8)).entryBreakdown)
        let slow = try XCTUnwrap(try entry(iosSwitchControl(scanInterval: 1.2)).entryBreakdown)
        XCTAssertGreaterThan(slow.waiting, 1.1 * fast.waiting)
        XCTAssertLessThan(slow.errors, fast.errors / 1.1)
    }

    func testTypingTimeSplitsIntoTheNavigationCategories() throws {
        let estimate = try entry(quickUser(scanInterval: 1.0))
        let split = try XCTUnwrap(estimate.entryBreakdown)
        XCTAssertEqual(split.total, estimate.breakdown.entry, accuracy: 1e-9 * estimate.breakdown.entry)
        XCTAssertGreaterThan(split.waiting, 0)
        XCTAssertGreaterThan(split.reacting, 0)
        XCTAssertEqual(split.entry, 0)
        XCTAssertNil(try entry(quickUser(scanInterval: 1.0, typing: .constant)).entryBreakdown)
    }

    func testSameNumbersOnOneAndTwoThreads() throws {
        let one = try entry(quickUser(scanInterval: 1.0), threads: 1)
        let two = try entry(quickUser(scanInterval: 1.0), threads: 2)
        XCTAssertEqual(one.summary.mean, two.summary.mean)
        XCTAssertEqual(one.summary.sd, two.summary.sd)
        XCTAssertEqual(one.breakdown, two.breakdown)
        XCTAssertEqual(one.entryBreakdown, two.entryBreakdown)
    }

    func testNoClosedFormIncludesTyping() throws {
        let typed = try entry(quickUser(scanInterval: 1.0))
        XCTAssertNil(typed.analytic)
        let scenario = try signup()
        XCTAssertNil(try CostModel.closedForm(scenario: scenario, order: "visual",
                                              profile: quickUser(scanInterval: 1.0).profile, settings: settings()))
        // With the constant model (and no loop limit) the closed form still describes the run.
        guard var p = quickUser(scanInterval: 1.0, typing: .constant).profile.switchScanning else { return }
        p.loops = nil
        let constant = try entry(NamedProfile(name: "unlimited", profile: .switchScanning(p)))
        let analytic = try XCTUnwrap(constant.analytic)
        XCTAssertEqual(constant.summary.mean, analytic.mean, accuracy: 4 * constant.summary.standardError)
    }

    func testTuneOptimumMovesWhenTypingIsSimulated() throws {
        // A missed key costs a pass of the keyboard and a missed form element
        // a pass of the (grouped) form; typing dominates the task, so the
        // optimum is the keyboard's rather than the form's and moves.
        let scenario = try signup()
        func optimum(_ typing: TypingMethod) throws -> TuningResult {
            try Tuner.tune(TuningRequest(scenario: scenario, order: "visual",
                                         user: iosSwitchControl(typing: typing),
                                         parameters: [.scanInterval], ranges: [0.6...1.6],
                                         settings: settings(replications: 1000)))
        }
        let constant = try optimum(.constant)
        let typed = try optimum(.onScreen)
        XCTAssertEqual(constant.typingSaving, 0, accuracy: 1e-9)
        XCTAssertGreaterThan(abs(typed.optimum.values[0] - constant.optimum.values[0]), 0.02)
        // Typing is most of the task, so it is most of the time saved too.
        XCTAssertGreaterThan(typed.typingSaving, 0)
    }

    func testExactTextIsTypedAndRefusedWhereTheKeyboardLacksACharacter() throws {
        var scenario = try signup()
        scenario.task[0] = TaskStep(target: "email", text: "jane.doe@example.com")
        let user = quickUser(scanInterval: 1.0)
        let typed = try CostModel.simulate(scenario: scenario, order: "visual", user: user, settings: settings())
        // The same letters without "." and "@" need no layer switches.
        var plain = scenario
        plain.task[0] = TaskStep(target: "email", text: "janedoeexamplecom")
        let letters = try CostModel.simulate(scenario: plain, order: "visual", user: user, settings: settings())
        XCTAssertGreaterThan(typed.breakdown.entry, letters.breakdown.entry)

        scenario.task[0] = TaskStep(target: "email", text: "zoë")
        XCTAssertThrowsError(try CostModel.simulate(scenario: scenario, order: "visual", user: user,
                                                    settings: settings())) { error in
            XCTAssertEqual("\(error)", "user 'quick': $.task[0].enter: line 1, column 3: the character 'ë' is not "
                + "on keyboard \"ios-qwerty\"")
        }
    }

    func testKeyboardUsersTypeEnglishCountsAsBefore() throws {
        // Hardware keystrokes of lower-case English text cost one fixed draw
        // a character, as the constant model does.
        let scenario = try signup()
        let user = try XCTUnwrap(ProfileCatalog.builtIn.profile(named: "keyboard"))
        let typed = try CostModel.simulate(scenario: scenario, order: "visual", user: user, settings: settings())
        var constantRate = settings()
        constantRate.taskTyping = .constantRate
        let constant = try CostModel.simulate(scenario: scenario, order: "visual", user: user, settings: constantRate)
        XCTAssertEqual(typed.summary.mean, constant.summary.mean, accuracy: 1e-9)
    }

    func testScreenReaderUsersTypeByTouchExplorationInTaskRuns() throws {
        let scenario = try signup()
        let user = try XCTUnwrap(ProfileCatalog.builtIn.profile(named: "voiceover-expert"))
        let typed = try CostModel.simulate(scenario: scenario, order: "visual", user: user, settings: settings())
        let split = try XCTUnwrap(typed.entryBreakdown)
        XCTAssertGreaterThan(split[.listening], 0)
        XCTAssertGreaterThan(split[.swiping], 0)
        XCTAssertEqual(split.total, typed.breakdown.entry, accuracy: 1e-6 * typed.breakdown.entry)
    }

    /// The built-in switch profiles (median reaction 0.6 s) type fastest near
    /// a 1 s interval, where the .65 rule puts a good scan period (mean press
    /// 0.64 s / 0.65): shorter intervals miss keys (each miss a pass of the
    /// keyboard), longer ones wait. Entry is U-shaped, never flat, in the interval.
    func testBuiltInSwitchProfilesTypeFastestNearTheirOwnGoodInterval() throws {
        for name in ["ios-switch-control", "android-switch-access"] {
            func entry(at interval: Double) throws -> Double {
                guard var p = ProfileCatalog.builtIn.profile(named: name)?.profile.switchScanning else {
                    fatalError(name)
                }
                p.scanInterval = interval
                return try CostModel.simulate(scenario: signup(), order: "visual",
                                              user: NamedProfile(name: name, profile: .switchScanning(p)),
                                              settings: settings()).breakdown.entry
            }
            let best = try entry(at: 1.0)
            XCTAssertGreaterThan(try entry(at: 0.6), 1.1 * best, name)
            XCTAssertGreaterThan(try entry(at: 1.5), 1.1 * best, name)
        }
    }
}
