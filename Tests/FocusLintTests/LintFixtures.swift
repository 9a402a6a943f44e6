import FocusCost
import FocusModel
import FocusStats

/// A named switch user with automatic item scanning, T = 1, P = 0.5, and no
/// loop limit, false activations, activation or entry time.
func switchUser(_ name: String = "tester", reaction: Distribution) -> NamedProfile {
    var p = SwitchScanningProfile()
    p.scanInterval = 1
    p.firstItemPause = 0.5
    p.loops = nil
    p.reactionTime = reaction
    p.falseActivation = 0
    p.activationTime = .fixed(0)
    p.entryTimePerCharacter = .fixed(0)
    return NamedProfile(name: name, profile: .switchScanning(p))
}

func settings(replications: Int, seed: UInt64 = 1) -> SimulationSettings {
    SimulationSettings(replications: replications, seed: seed, threads: 2, maxSeconds: 3600, keepReplications: false)
}
