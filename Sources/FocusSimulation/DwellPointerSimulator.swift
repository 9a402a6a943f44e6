import FocusModel
import FocusStats
import Foundation

/// A task as a dwell-pointer user does it: for each step, the Fitts movement
/// time from where the pointer rests to the target's centre, then the dwell.
package struct DwellPointerModel: Sendable {
    package var movementSeconds: [Double]
    package var characters: [Int]
    package var profile: DwellPointerProfile

    package init(scenario: Scenario, profile: DwellPointerProfile) throws {
        let frames = scenario.task.map { scenario.element(id: $0.target)?.frame }
        let missing = zip(scenario.task, frames).filter { $0.1 == nil }.map { $0.0.target }
        guard missing.isEmpty else { throw SimulationError.pointScanningWithoutFrames(elementIDs: missing) }
        var x = 0.0
        var y = 0.0
        movementSeconds = frames.map { frame in
            let f = frame!
            let cx = f.x + f.width / 2
            let cy = f.y + f.height / 2
            let distance = ((cx - x) * (cx - x) + (cy - y) * (cy - y)).squareRoot()
            x = cx
            y = cy
            return profile.fittsIntercept + profile.fittsSlope * log2(distance / max(min(f.width, f.height), 1) + 1)
        }
        characters = scenario.task.map(\.characters)
        self.profile = profile
    }
}

/// Plays one replication: each step's movement (pressing), dwell (waiting),
/// activation and constant-rate entry.
package struct DwellPointerSimulator: PlannedSimulator {
    let model: DwellPointerModel
    var tallies: StepTallies
    var account = ReplicationAccount()

    package init(model: DwellPointerModel) {
        self.model = model
        tallies = StepTallies(count: model.movementSeconds.count)
    }

    package var modelDescription: ModelDescription {
        ModelDescription(name: "dwell pointer", categories: [.pressing, .waiting, .activation, .entry], counts: [])
    }

    package mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        resetAccounts()
        for step in 0..<model.movementSeconds.count {
            tallies.attempt(step)
            account.breakdown[.pressing] += model.movementSeconds[step]
            account.breakdown[.waiting] += model.profile.dwellTime.sample(stream)
            account.breakdown[.activation] += model.profile.activationTime.sample(stream)
            account.breakdown[.entry] += model.profile.entryTimePerCharacter.sum(ofDraws: model.characters[step], from: stream)
            tallies.finish(step, breakdown: account.breakdown)
        }
        return account.record(total: account.breakdown.total, capped: false, events: 0)
    }

    mutating func detachStorage() {}
}
