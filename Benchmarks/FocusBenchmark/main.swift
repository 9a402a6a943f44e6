import FocusCost
import FocusModel
import Foundation

var profile = SwitchScanningProfile()
profile.scanInterval = 1.0
profile.firstItemPause = 0.5
profile.loops = nil
profile.reactionTime = .lognormal(mu: log(0.6), sigma: 0.35)
profile.falseActivation = 0
profile.activationTime = .fixed(0)
let steps = [3, 7, 12, 15, 19].map { SwitchScanningModel.Step(position: $0, characters: 0, targetID: "e\($0)") }
let model = try SwitchScanningModel(itemCount: 20, steps: steps, profile: profile)
let scenario = Scenario(name: "b", platform: .ios,
    elements: (0..<20).map { Element(id: "e\($0)", role: .button, label: "Item \($0)") },
    orders: [NamedOrder(name: "linear", elementIDs: (0..<20).map { "e\($0)" })],
    task: [3, 7, 12, 15, 19].map { TaskStep(target: "e\($0)") })
for threads in [1, 2] {
    let e = try CostModel.simulate(scenario: scenario, order: "linear", user: NamedProfile(name: "bench-reference", profile: .switchScanning(profile)),
        settings: SimulationSettings(replications: 2_000_000, seed: 1, threads: threads))
    print(threads, e.summary.mean, e.analytic as Any, Double(2_000_000) / e.elapsedSeconds, e.breakdown, e.counts)
}
