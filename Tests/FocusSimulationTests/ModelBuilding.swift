import FocusModel
@testable import FocusSimulation
import FocusStats

/// A switch-scanning profile with the given settings and, unless stated,
/// no loop limit, no false activations and no activation or entry time.
func profile(
    interval: Double = 1, pause: Double = 0.5, loops: Int? = nil,
    resume: SwitchScanningProfile.Resume = .first, reaction: Distribution,
    falseActivation: Double = 0, recovery: Distribution = .fixed(2),
    activation: Distribution = .fixed(0), entryPerCharacter: Distribution = .fixed(0)
) -> SwitchScanningProfile {
    var p = SwitchScanningProfile()
    p.scanInterval = interval
    p.firstItemPause = pause
    p.loops = loops
    p.resumeAfterSelection = resume
    p.reactionTime = reaction
    p.falseActivation = falseActivation
    p.recoveryTime = recovery
    p.activationTime = activation
    p.entryTimePerCharacter = entryPerCharacter
    return p
}

/// Steps targeting these positions, with these character counts (0 when not given).
func steps(_ positions: [Int], characters: [Int]? = nil) -> [SwitchScanningModel.Step] {
    positions.enumerated().map { index, position in
        SwitchScanningModel.Step(position: position, characters: characters?[index] ?? 0, targetID: "e\(position)")
    }
}

/// `count` replications by `simulator`, replication i on stream (seed, i),
/// each kept as `keeping` makes it from the record and the simulator that played it.
func replicate<Simulator: ReplicationSimulator, Kept>(
    by simulator: Simulator, count: Int, seed: UInt64 = 1, maxSeconds: Double = 3600,
    keeping: (ReplicationRecord, Simulator) -> Kept
) -> [Kept] {
    var simulator = simulator
    let stream = RandomStream()
    return (0..<count).map { i in
        stream.reseed(run: seed, replication: i)
        let record = simulator.run(stream: stream, maxSeconds: maxSeconds)
        return keeping(record, simulator)
    }
}

/// The records of `count` replications by `simulator`.
func replicate<Simulator: ReplicationSimulator>(by simulator: Simulator, count: Int, seed: UInt64 = 1,
                                                maxSeconds: Double = 3600) -> [ReplicationRecord] {
    replicate(by: simulator, count: count, seed: seed, maxSeconds: maxSeconds) { record, _ in record }
}

/// `count` replications of `model`, replication i on stream (seed, i).
func replicate(_ model: SwitchScanningModel, count: Int, seed: UInt64 = 1,
               maxSeconds: Double = 3600) -> [ReplicationRecord] {
    replicate(by: SwitchScanningSimulator(model: model), count: count, seed: seed, maxSeconds: maxSeconds)
}

/// Mean and its standard error.
func meanAndStandardError(_ values: [Double]) -> (mean: Double, se: Double) {
    let n = Double(values.count)
    let mean = values.reduce(0, +) / n
    let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
    return (mean, (variance / n).squareRoot())
}
