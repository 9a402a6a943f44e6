import FocusSimulation

/// A simulator that plays another's replication and adds time of its own
/// (scrolling, pooled typing, choosing in pickers): the task's steps, their
/// tallies and their ends are the wrapped simulator's.
protocol WrappingSimulator: InPlaceRecordSimulator {
    associatedtype Base: ReplicationSimulator
    var base: Base { get set }
}

extension WrappingSimulator {
    var stepCount: Int { base.stepCount }

    func stepTally(_ index: Int) -> StepTally { base.stepTally(index) }

    mutating func addStepTallies(to totals: UnsafeMutableBufferPointer<StepTotal>) {
        base.addStepTallies(to: totals)
    }

    mutating func keepStepEnds() { base.keepStepEnds() }

    var finishedSteps: Int { base.finishedSteps }
}
