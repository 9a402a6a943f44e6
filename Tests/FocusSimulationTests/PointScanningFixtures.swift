import FocusModel
import FocusSimulation
import FocusStats

/// A point-scanning profile with no loop limit and no activation or entry time unless given.
func pointProfile(speed: Double = 64, reaction: Distribution, loops: Int? = nil, recovery: Distribution = .fixed(2),
                  activation: Distribution = .fixed(0), entryPerCharacter: Distribution = .fixed(0))
    -> SwitchScanningProfile {
    var p = SwitchScanningProfile()
    p.scanning = .point
    p.sweepSpeed = speed
    p.reactionTime = reaction
    p.loops = loops
    p.recoveryTime = recovery
    p.activationTime = activation
    p.entryTimePerCharacter = entryPerCharacter
    return p
}

/// A scenario on a 256 × 512 pt screen with the given elements (all in one
/// order, `all`) and a task of (element id, characters) steps.
func pointScenario(_ elements: [(id: String, role: Role, frame: Frame?)], task: [(String, Int)],
                   screen: ScreenSize? = ScreenSize(width: 256, height: 512)) -> Scenario {
    Scenario(name: "point test", platform: .ios,
             elements: elements.map { Element(id: $0.id, role: $0.role, label: $0.id, frame: $0.frame) },
             orders: [NamedOrder(name: "all", elementIDs: elements.map(\.id))],
             task: task.map { TaskStep(target: $0.0, characters: $0.1) }, screen: screen)
}

/// `count` replications of a point-scanning model, replication i on stream (seed, i),
/// with each replication's per-step tallies.
func replicatePoint(_ model: PointScanningModel, count: Int, seed: UInt64 = 1, maxSeconds: Double = 3600)
    -> [(record: ReplicationRecord, tallies: [StepTally])] {
    replicate(by: PointScanningSimulator(model: model), count: count, seed: seed, maxSeconds: maxSeconds) { record, simulator in
        (record, (0..<simulator.stepCount).map { simulator.stepTally($0) })
    }
}

/// The shipped scenario `name` (in the package's scenarios folder).
func shippedScenario(_ name: String) throws -> Scenario {
    let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    return try ScenarioLoader.load(contentsOf: "/\(root)/scenarios/\(name)")
}
