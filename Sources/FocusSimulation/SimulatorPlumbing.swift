import FocusStats

/// The replication plumbing every simulator shares: per-step tallies and
/// copies for worker threads.
protocol PlannedSimulator: ReplicationSimulator {
    var tallies: StepTallies { get set }
    /// Gives a worker's copy storage of its own beyond the tallies (plan
    /// arrays, the event queue), so threads share no reference counts.
    mutating func detachStorage()
}

extension PlannedSimulator {
    public var stepCount: Int { tallies.count }

    public func stepTally(_ index: Int) -> StepTally { tallies[index] }

    public var finishedSteps: Int { tallies.finishedSteps }

    public func breakdown(afterStep index: Int) -> TimeBreakdown { tallies.breakdown(afterStep: index) }

    public mutating func keepStepEnds() {
        tallies = StepTallies(count: tallies.count, keepsStepEnds: true)
    }

    /// A copy with storage of its own, so that threads share nothing.
    public func copyForWorker() -> Self {
        var copy = self
        copy.tallies = StepTallies(count: tallies.count, keepsStepEnds: tallies.keepsStepEnds)
        copy.detachStorage()
        return copy
    }

    /// The tallies are read straight from their storage, without a call per step.
    @inline(__always)
    public func addStepTallies(to totals: UnsafeMutableBufferPointer<StepTotal>) {
        tallies.add(to: totals)
    }
}

/// A simulator whose replication's account is part of it (the models played
/// on the event queue, and step scanning).
protocol AccountKeepingSimulator: PlannedSimulator {
    var account: ReplicationAccount { get set }
}

extension AccountKeepingSimulator {
    /// Zeroes the tallies and the account, at the start of a replication.
    @inline(__always)
    mutating func resetAccounts() {
        tallies.reset()
        account.reset()
    }
}

/// A simulator whose replication is a run of its event queue (see `EventKernel`).
/// It says how a replication starts and how an unfinished step's navigation
/// is charged; `run` does the rest the same way for every model.
protocol EventDrivenSimulator: AccountKeepingSimulator, EventDrivenReplication, InPlaceRecordSimulator {
    /// The task step being played.
    var stepIndex: Int { get set }
    /// Clears the model's own state of the last replication (`stepIndex` is done by `run`).
    mutating func resetModelState()
    /// Schedules the task's first events at time 0 (the task has a step).
    mutating func begin(stream: RandomStream)
    /// Charges the navigation of the step the time cap cut at `time`.
    mutating func chargeUnfinishedNavigation(until time: Double)
}

extension EventDrivenSimulator {
    /// Runs the task once with random numbers from `stream`; stops at `maxSeconds`
    /// of simulated time and reports the replication as capped.
    /// The record is written in place (see `ReplicationSimulator`).
    public mutating func run(stream: RandomStream, maxSeconds: Double, into record: inout ReplicationRecord) {
        queue.reset()
        resetAccounts()
        stepIndex = 0
        resetModelState()
        guard stepCount > 0 else {
            record = account.record(total: 0, capped: false, events: 0)
            return
        }
        begin(stream: stream)
        switch playEvents(stream: stream, maxSeconds: maxSeconds) {
        case let .finished(time, events):
            record = account.record(total: time, capped: false, events: events)
        case let .capped(time, events):
            if !account.chargeFinishing(until: time) { chargeUnfinishedNavigation(until: time) }
            // `time` is the cap, or earlier when the event limit stopped the
            // replication: the total is what the categories were charged up to.
            record = account.record(total: time, capped: true, events: events)
        }
    }
}

extension EventDrivenSimulator {
    /// A model whose only state is the step it plays has nothing more to clear.
    mutating func resetModelState() {}

    /// The step's activation and entry are done: charges them and moves on to
    /// the next step; returns whether that was the task's last step.
    @inline(__always)
    mutating func finishStep() -> Bool {
        account.chargeFinishedStep()
        tallies.finish(stepIndex, breakdown: account.breakdown)
        stepIndex += 1
        return stepIndex == stepCount
    }
}

extension ContiguousArray {
    /// A copy in storage of its own (a plain `var copy = array` shares it).
    func ownedCopy() -> ContiguousArray { withUnsafeBufferPointer { ContiguousArray($0) } }
}
