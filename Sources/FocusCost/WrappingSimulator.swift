import FocusSimulation
import FocusStats

/// A simulator that plays another's replication and adds time of its own
/// (scrolling, pooled typing, choosing in pickers): the task's steps, their
/// tallies and their ends are the wrapped simulator's.
protocol WrappingSimulator: ReplicationSimulator {
    associatedtype Base: ReplicationSimulator
    var base: Base { get set }
}

extension WrappingSimulator {
    var stepCount: Int { base.stepCount }

    func stepTally(_ index: Int) -> StepTally { base.stepTally(index) }

    mutating func addStepTallies(to totals: UnsafeMutableBufferPointer<StepTotal>) {
        base.addStepTallies(to: totals)
    }

    /// Wrappers write their record in place (`run(stream:maxSeconds:into:)`);
    /// this is that for callers that want it returned.
    mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        var record = ReplicationRecord.empty
        run(stream: stream, maxSeconds: maxSeconds, into: &record)
        return record
    }

    mutating func keepStepEnds() { base.keepStepEnds() }

    var finishedSteps: Int { base.finishedSteps }
}
