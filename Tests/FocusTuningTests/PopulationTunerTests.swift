import FocusCost
import FocusModel
import FocusStats
import FocusTuning
import XCTest

/// `PopulationTuner`: one setting for a population of switch users.
final class PopulationTunerTests: XCTestCase {
    private let scenario: Scenario = {
        let ids = ["a", "b", "c", "d", "e"]
        return Scenario(name: "Five fields", platform: .web,
                        elements: ids.map { Element(id: $0, role: .textField, label: $0) },
                        orders: [NamedOrder(name: "visual", elementIDs: ids)],
                        task: [TaskStep(target: "b", characters: 0), TaskStep(target: "d", characters: 0),
                               TaskStep(target: "e", characters: 0)])
    }()

    private func population(_ parameters: [PeopleVariation.Parameter]) -> NamedProfile {
        var p = SwitchScanningProfile()
        p.mode = .item
        p.loops = nil
        p.firstItemPause = 0
        p.reactionTime = .lognormal(mu: log(0.6), sigma: 0.35)
        p.activationTime = .fixed(0)
        return NamedProfile(name: "clinic", profile: .switchScanning(p), people: PeopleVariation(parameters: parameters))
    }

    private func request(_ user: NamedProfile, maxMissRate: Double?, share: Double, people: Int = 40) -> PopulationTuningRequest {
        PopulationTuningRequest(
            tuning: TuningRequest(scenario: scenario, order: "visual", user: user, parameters: [.scanInterval],
                                  ranges: [0.6...2.4], maxMissRate: maxMissRate,
                                  settings: SimulationSettings(replications: 200, seed: 4, threads: 2), gridPoints: 7),
            people: people, maxShareOverMissRate: share)
    }

    /// People who are all alike have one best setting, the shared one, and gain nothing from their own.
    func testAlikePeopleGainNothingFromTheirOwnSetting() throws {
        let result = try PopulationTuner.tune(request(population([]), maxMissRate: nil, share: 1))
        XCTAssertEqual(result.personOptimum[0].p10, result.shared.values[0])
        XCTAssertEqual(result.personOptimum[0].p90, result.shared.values[0])
        XCTAssertEqual(result.personGain.p90, 0)
        let best = result.curve.filter(\.feasible).min { $0.meanOverPeople < $1.meanOverPeople }
        XCTAssertEqual(best?.values, result.shared.values)
    }

    /// The shared setting keeps the share of people over the limit within
    /// bounds, and a tighter bound never picks a setting with a larger share.
    func testTheShareOfPeopleOverTheMissRateIsRespected() throws {
        let user = population([.init(key: "reactionTime.mu", distribution: .normal(mean: log(0.6), sd: 0.3))])
        let loose = try PopulationTuner.tune(request(user, maxMissRate: 0.05, share: 0.5))
        let tight = try PopulationTuner.tune(request(user, maxMissRate: 0.05, share: 0.05))
        XCTAssertLessThanOrEqual(loose.shared.shareOverMissRate, 0.5)
        XCTAssertLessThanOrEqual(tight.shared.shareOverMissRate, 0.05)
        XCTAssertGreaterThanOrEqual(tight.shared.values[0], loose.shared.values[0])
        XCTAssertGreaterThan(loose.personGain.p90, 0, "people who differ gain from their own setting")
    }
}
