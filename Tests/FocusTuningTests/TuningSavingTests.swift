import FocusCost
import FocusModel
import FocusStats
import FocusTuning
import XCTest

/// The saving `tune` reports: paired on common random numbers, a flag when
/// the current setting breaks the miss-rate limit, and a refusal when every
/// setting on the grid ends at the time cap.
final class TuningSavingTests: XCTestCase {
    private func request(reaction: Distribution, scanInterval: Double = 2, maxMissRate: Double? = nil,
                         replications: Int = 400) throws -> TuningRequest {
        let scenario = try ScenarioLoader.decode(text: """
            {"name": "Four fields", "platform": "web",
             "elements": [{"id": "a", "role": "textField", "label": "a"}, {"id": "b", "role": "textField", "label": "b"},
                          {"id": "c", "role": "textField", "label": "c"}, {"id": "d", "role": "button", "label": "d"}],
             "orders": {"visual": ["a", "b", "c", "d"]},
             "task": [{"activate": "b"}, {"activate": "d"}]}
            """, file: "four.json")
        var profile = SwitchScanningProfile()
        profile.mode = .item
        profile.scanInterval = scanInterval
        profile.reactionTime = reaction
        profile.entryTimePerCharacter = .fixed(0)
        return TuningRequest(scenario: scenario, order: "visual",
                             user: NamedProfile(name: "tested", profile: .switchScanning(profile)),
                             parameters: [.scanInterval], objective: .mean, maxMissRate: maxMissRate,
                             settings: SimulationSettings(replications: replications, seed: 3, threads: 2))
    }

    func testSavingIsThePairedDifferenceOfTheSimulatedMeans() throws {
        let result = try Tuner.tune(try request(reaction: .lognormal(mu: log(0.6), sigma: 0.3)))
        let saving = try XCTUnwrap(result.saving)
        // Both sides are simulated with the request's seed, as each setting on the curve is.
        XCTAssertEqual(saving.mean, result.current.simulatedMean - result.optimum.simulatedMean, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(saving.ci95.low, saving.mean)
        XCTAssertGreaterThanOrEqual(saving.ci95.high, saving.mean)
        // A 2 s interval for a 0.6 s reaction wastes most of each highlight: the saving is clearly positive.
        XCTAssertGreaterThan(saving.ci95.low, 0)
    }

    func testCurrentSettingOverTheMissRateLimitIsFlagged() throws {
        // A 0.5 s interval passes over many highlights of a 0.6 s median reaction.
        let over = try Tuner.tune(try request(reaction: .lognormal(mu: log(0.6), sigma: 0.3), scanInterval: 0.5,
                                              maxMissRate: 0.05))
        XCTAssertGreaterThan(over.current.missRate, 0.05)
        XCTAssertTrue(over.currentBreaksMissRate)
        let within = try Tuner.tune(try request(reaction: .lognormal(mu: log(0.6), sigma: 0.3), scanInterval: 2.5,
                                                maxMissRate: 0.05))
        XCTAssertFalse(within.currentBreaksMissRate)
    }

    func testEverySettingCappedIsRefused() throws {
        // Reaction times written in milliseconds: a median of 600 "seconds".
        XCTAssertThrowsError(try Tuner.tune(try request(reaction: .lognormal(mu: log(600), sigma: 0.3),
                                                        replications: 50))) { error in
            guard case let TuningError.everySettingCapped(message) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(message.contains("milliseconds"), message)
        }
    }
}
