import FocusModel
import FocusSimulation
import FocusStats

/// `count` replications of a two-level model, replication i on stream (seed, i).
func replicate(_ model: TwoLevelScanningModel, count: Int, seed: UInt64 = 1,
               maxSeconds: Double = 3600) -> [ReplicationRecord] {
    replicate(by: TwoLevelScanningSimulator(model: model), count: count, seed: seed, maxSeconds: maxSeconds)
}

/// The profile of `profile(...)` in group mode.
func groupProfile(
    interval: Double = 1, pause: Double = 0.5, loops: Int? = nil,
    resume: SwitchScanningProfile.Resume = .first, reaction: Distribution,
    falseActivation: Double = 0, activation: Distribution = .fixed(0), entryPerCharacter: Distribution = .fixed(0),
    mode: SwitchScanningProfile.Mode = .group
) -> SwitchScanningProfile {
    var p = profile(interval: interval, pause: pause, loops: loops, resume: resume, reaction: reaction,
                    falseActivation: falseActivation, activation: activation, entryPerCharacter: entryPerCharacter)
    p.mode = mode
    return p
}

/// Task steps activating these element ids, with these character counts.
func task(_ targets: [String], characters: [Int]? = nil) -> [TaskStep] {
    targets.enumerated().map { TaskStep(target: $1, characters: characters?[$0] ?? 0) }
}
