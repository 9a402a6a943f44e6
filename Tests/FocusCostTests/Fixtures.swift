import Foundation
import FocusCost
import FocusModel
import FocusStats

/// A form with elements e0 ... e(n-1), the named orders given (ids by index),
/// and a task of (element index, characters) steps.
func form(elementCount: Int, orders: [String: [Int]], task: [(Int, Int)]) -> Scenario {
    let id = { (index: Int) in "e\(index)" }
    return Scenario(
        name: "test form", platform: .ios,
        elements: (0..<elementCount).map { Element(id: id($0), role: .textField, label: "Field \($0)") },
        orders: orders.keys.sorted().map { NamedOrder(name: $0, elementIDs: orders[$0]!.map(id)) },
        task: task.map { TaskStep(target: id($0.0), characters: $0.1) })
}

/// A form whose single order `linear` lists e0 ... e(n-1) in sequence.
func linearForm(elementCount: Int, task: [(Int, Int)]) -> Scenario {
    form(elementCount: elementCount, orders: ["linear": Array(0..<elementCount)], task: task)
}

/// A named switch user with no loop limit, no false activations and no
/// activation or entry time unless given; they type at that constant rate.
func switchUser(
    _ name: String = "tester", interval: Double = 1, pause: Double = 0.5, loops: Int? = nil,
    resume: SwitchScanningProfile.Resume = .first, reaction: Distribution,
    falseActivation: Double = 0, activation: Distribution = .fixed(0), entryPerCharacter: Distribution = .fixed(0)
) -> NamedProfile {
    var p = SwitchScanningProfile()
    p.scanInterval = interval
    p.firstItemPause = pause
    p.loops = loops
    p.resumeAfterSelection = resume
    p.reactionTime = reaction
    p.falseActivation = falseActivation
    p.activationTime = activation
    p.entryTimePerCharacter = entryPerCharacter
    p.typing = .constant
    return NamedProfile(name: name, profile: .switchScanning(p))
}

/// The bench-reference user: reaction lognormal(ln 0.6, 0.35), T = 1, P = 0.5.
let referenceUser = switchUser("bench-reference", reaction: .lognormal(mu: log(0.6), sigma: 0.35))

/// Settings of runs that test navigation: every user types at their
/// profile's constant rate (typing on keyboards is tested in FocusKeyboardTests).
func settings(replications: Int = 20_000, seed: UInt64 = 1, threads: Int = 2,
              maxSeconds: Double = 3600, keep: Bool = false) -> SimulationSettings {
    var settings = SimulationSettings(replications: replications, seed: seed, threads: threads,
                                      maxSeconds: maxSeconds, keepReplications: keep)
    settings.taskTyping = .constantRate
    return settings
}
