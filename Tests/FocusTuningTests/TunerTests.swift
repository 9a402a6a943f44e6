import FocusCost
import FocusModel
import FocusSimulation
import FocusStats
import FocusTuning
import XCTest

/// The tuner on a small linear form: agreement with a dense grid, refusal of
/// settings a user can never hit in time, the miss-rate limit, the .65 rule.
final class TunerTests: XCTestCase {
    private func scenario() throws -> Scenario {
        try ScenarioLoader.decode(text: """
            {"name": "Five fields", "platform": "web",
             "elements": [{"id": "a", "role": "textField", "label": "a"}, {"id": "b", "role": "textField", "label": "b"},
                          {"id": "c", "role": "textField", "label": "c"}, {"id": "d", "role": "textField", "label": "d"},
                          {"id": "e", "role": "button", "label": "e"}],
             "orders": {"visual": ["a", "b", "c", "d", "e"]},
             "task": [{"activate": "b"}, {"activate": "d"}, {"activate": "e"}]}
            """, file: "five.json")
    }

    private func user(_ reaction: Distribution, loops: Int? = nil) -> NamedProfile {
        var p = SwitchScanningProfile()
        p.mode = .item
        p.loops = loops
        p.firstItemPause = 0
        p.reactionTime = reaction
        p.activationTime = .fixed(0)
        p.entryTimePerCharacter = .fixed(0)
        return NamedProfile(name: "tested", profile: .switchScanning(p))
    }

    private func request(_ user: NamedProfile, _ parameters: [TunedParameter] = [.scanInterval],
                         objective: TuningObjective = .mean, maxMissRate: Double? = nil,
                         replications: Int = 400) throws -> TuningRequest {
        TuningRequest(scenario: try scenario(), order: "visual", user: user, parameters: parameters,
                      objective: objective, maxMissRate: maxMissRate,
                      settings: SimulationSettings(replications: replications, seed: 5, threads: 2))
    }

    func testClosedFormOptimumAgreesWithADenseGrid() throws {
        let tested = user(.lognormal(mu: log(0.6), sigma: 0.35))
        let result = try Tuner.tune(try request(tested))
        XCTAssertTrue(result.closedForm)
        var p = SwitchScanningProfile()
        if let profile = tested.profile.switchScanning { p = profile }
        let scenario = try scenario()
        var best = (x: 0.0, mean: Double.infinity)
        for i in 0...2700 {
            let x = 0.3 + Double(i) * 0.001
            p.scanInterval = x
            guard let model = try? SwitchScanningModel(scenario: scenario, orderName: "visual", profile: p),
                  let mean = LinearScanClosedForm.moments(of: model)?.mean else { continue }
            if mean < best.mean { best = (x, mean) }
        }
        XCTAssertEqual(result.optimum.values[0], best.x, accuracy: 0.002)
        XCTAssertLessThanOrEqual(result.optimum.expectedTime, best.mean + 1e-9)
        XCTAssertEqual(result.curve.count, 19)
    }

    func testSimulatedOptimumIsNoWorseThanAnyGridPoint() throws {
        let result = try Tuner.tune(try request(user(.lognormal(mu: log(0.6), sigma: 0.35), loops: 4)))
        XCTAssertFalse(result.closedForm)
        for point in result.curve where point.feasible {
            XCTAssertLessThanOrEqual(result.optimum.expectedTime, point.expectedTime + 1e-9, "\(point.values)")
        }
    }

    func testUserSlowerThanAnIntervalIsNeverRecommendedIt() throws {
        // Every reaction takes at least 0.9 s, so shorter intervals can never select a target.
        let slow = user(.uniform(min: 0.9, max: 1.3), loops: 4)
        for objective in TuningObjective.allCases {
            for parameters in [[TunedParameter.scanInterval], [.scanInterval, .firstItemPause]] {
                let result = try Tuner.tune(try request(slow, parameters, objective: objective, replications: 200))
                XCTAssertGreaterThan(result.optimum.values[0], 0.9, "\(objective) \(parameters)")
                XCTAssertTrue(result.optimum.feasible)
                for point in result.curve where point.values[0] <= 0.9 {
                    XCTAssertFalse(point.feasible, "\(point.values)")
                }
            }
        }
    }

    func testMissRateLimitIsKept() throws {
        let tested = user(.lognormal(mu: log(0.6), sigma: 0.35), loops: 4)
        let free = try Tuner.tune(try request(tested))
        let limited = try Tuner.tune(try request(tested, maxMissRate: 0.05))
        XCTAssertGreaterThan(free.optimum.missRate, 0.05, "the limit should bind in this test")
        XCTAssertLessThanOrEqual(limited.optimum.missRate, 0.05)
        XCTAssertGreaterThan(limited.optimum.values[0], free.optimum.values[0])
    }

    func testRule065UsesTheReactionMean() throws {
        let reaction = Distribution.lognormal(mu: log(0.6), sigma: 0.35)
        let result = try Tuner.tune(try request(user(reaction), [.scanInterval]))
        XCTAssertEqual(result.rule065?.values[0] ?? 0, reaction.mean / 0.65, accuracy: 1e-12)
        XCTAssertEqual(result.current.values, [1.0])
        let pauseOnly = try Tuner.tune(try request(user(reaction), [.firstItemPause]))
        XCTAssertNil(pauseOnly.rule065)
    }

    func testRefusesProfilesWithoutAutomaticScanning() throws {
        let stepUser = NamedProfile(name: "switch-step", profile: .switchScanning(.switchStep))
        XCTAssertThrowsError(try Tuner.tune(try request(stepUser))) { error in
            XCTAssertTrue("\(error)".contains("automatic scanning"), "\(error)")
        }
        let swipe = try XCTUnwrap(ProfileCatalog.builtIn.profile(named: "voiceover-expert"))
        XCTAssertThrowsError(try Tuner.tune(try request(swipe))) { error in
            XCTAssertTrue("\(error)".contains("swipe profile"), "\(error)")
        }
    }
}
