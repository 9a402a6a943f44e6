import FocusSimulation
import FocusStats

/// Typing without a scan, as a `ReplicationSimulator` that `MonteCarlo`
/// runs: each selection (or keystroke) one draw from `perSelection`, all of
/// it entry time. Hardware keyboards and the constant model type so.
struct FixedRateTyping: ReplicationSimulator {
    let perSelection: Distribution
    let selections: Int

    var modelDescription: ModelDescription {
        ModelDescription(name: "fixed-rate typing", categories: [.entry], counts: [])
    }

    var stepCount: Int { 0 }

    func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        let seconds = perSelection.sum(ofDraws: selections, from: stream)
        return ReplicationRecord(total: seconds, breakdown: TimeBreakdown(entry: seconds), capped: false)
    }

    func stepTally(_ index: Int) -> StepTally { StepTally() }
    mutating func keepStepEnds() {}
    var finishedSteps: Int { 0 }
    func breakdown(afterStep index: Int) -> TimeBreakdown { TimeBreakdown() }
    func copyForWorker() -> Self { self }
}
