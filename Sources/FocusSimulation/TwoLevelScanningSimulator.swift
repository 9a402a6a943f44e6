import FocusModel
import FocusStats

/// Plays one replication of a switch user doing the task under automatic
/// scanning: item scanning, group mode (groups, then their members) or
/// row-column mode (rows, then their items). Item scanning is the case in
/// which every top-level unit is one element.
///
/// Two processes take turns: the scanner (`ItemScanner`, one per level),
/// which announces highlight onsets and resolves switch presses into
/// selections, and the user (`ScanningUser`), who reacts to the highlights of
/// the target (and, by accident, to others) with a press after a
/// reaction-time draw; a miss when the reaction is longer than the highlight.
/// Highlights the user will let pass are not materialised: their onsets are
/// known in closed form, so the scanner jumps to the next one that matters
/// (the target, the highlight a false press lands on, or the end of the
/// run's loops). What the second level adds:
///
/// - selecting the target's unit starts a member run at member 0 (a unit of one
///   element is the element itself and is selected directly); in group mode
///   the member pass ends with iOS's back-out highlight (m + 1 highlights),
///   which returns to the top level on the group just left;
/// - in group mode a group selected by mistake opens, and the user leaves it
///   by waiting for its back-out highlight and selecting it;
/// - a member run that ends its loops without a selection goes back to the top
///   level, whose run starts on the unit just left (no press needed);
/// - a stopped top-level run is restarted with a press and starts on unit 0;
/// - any other wrong selection, at either level, costs a recovery time and the scan
///   resumes at the top level, per `resumeAfterSelection`, on unit 0 or on the
///   unit holding the wrongly selected element.
///
/// Every event handled causes exactly one next event, so one event is pending
/// at a time and a replication (`TwoLevelReplay`) follows that chain in plain
/// loops, with the event kernel's clock, time cap and event limit, without a queue.
///
/// Reuse one simulator per thread: `run` allocates nothing after the first call.
package struct TwoLevelScanningSimulator: Sendable {
    public let modelDescription: ModelDescription
    /// One element, so that a replication can read it through a pointer.
    private var timing: ContiguousArray<TwoLevelReplay.Timing>
    private var plan: ContiguousArray<TwoLevelReplay.PlannedStep>
    /// Members of every top-level unit, for a group entered by mistake.
    private var unitSizes: ContiguousArray<Int32>
    private let topScanner: ItemScanner
    private let reactionTime: Distribution
    private let falseActivation: Double

    var tallies: StepTallies

    private init(profile p: SwitchScanningProfile, unitSizes: [Int], plan: [TwoLevelReplay.PlannedStep]) {
        let name = switch p.mode {
        case .item: "switch, automatic item scanning"
        case .group: "switch, automatic group scanning"
        case .rowColumn: "switch, automatic row-column scanning"
        }
        modelDescription = ModelDescription(name: name, categories: [.waiting, .reacting, .errors, .activation, .entry],
                                            counts: [.misses, .falseActivations, .restarts])
        timing = [TwoLevelReplay.Timing(
            scanInterval: p.scanInterval, firstItemPause: p.firstItemPause, loops: p.loops,
            resumesOnCurrent: p.resumeAfterSelection == .current, recoveryTime: p.recoveryTime,
            activationTime: p.activationTime, entryTimePerCharacter: p.entryTimePerCharacter,
            startPress: p.startPress, backOut: p.mode == .group)]
        self.plan = ContiguousArray(plan.map { step in
            var step = step
            step.fixedFinishing = FixedFinishing(characters: step.characters, activationTime: p.activationTime,
                                                 entryTimePerCharacter: p.entryTimePerCharacter)
            return step
        })
        self.unitSizes = ContiguousArray(unitSizes.map { Int32($0) })
        tallies = StepTallies(count: plan.count)
        reactionTime = p.reactionTime
        falseActivation = p.falseActivation
        topScanner = ItemScanner(itemCount: max(unitSizes.count, 1), scanInterval: p.scanInterval,
                                 firstItemPause: p.firstItemPause, loops: p.loops)
    }

    public init(model: TwoLevelScanningModel) {
        self.init(profile: model.profile, unitSizes: model.units.map(\.count), plan: model.steps.indices.map { index in
            let step = model.steps[index]
            return TwoLevelReplay.PlannedStep(unit: step.unit, member: step.member, memberCount: step.memberCount,
                                              characters: step.characters, resumeUnit: model.resumeUnit(forStep: index))
        })
    }

    /// Item scanning: every item is a unit of one member.
    ///
    /// The task's first run starts on item 0, as it always has in the
    /// simulation, even where `model.resumeItem(forStep: 0)` (the reachability
    /// check and the closed form) is a later phase's `startItem`.
    public init(model: SwitchScanningModel) {
        self.init(profile: model.profile, unitSizes: Array(repeating: 1, count: model.itemCount),
                  plan: model.steps.indices.map { index in
            let step = model.steps[index]
            return TwoLevelReplay.PlannedStep(unit: step.position, member: 0, memberCount: 1,
                                              characters: step.characters,
                                              resumeUnit: index == 0 ? 0 : model.resumeItem(forStep: index))
        })
    }

    /// Runs the task once with random numbers from `stream`; stops at `maxSeconds`
    /// of simulated time and reports the replication as capped.
    public mutating func run(stream: RandomStream, maxSeconds: Double, into record: inout ReplicationRecord) {
        tallies.reset()
        guard !plan.isEmpty else {
            record = ReplicationAccount().record(total: 0, capped: false, events: 0)
            return
        }
        withReplayData { timing, plan, unitSizes in
            record = playOnce(timing: timing, plan: plan, unitSizes: unitSizes, maxSeconds: maxSeconds, stream: stream)
        }
    }

    /// Plays the batch as one loop, with the numbers of one `run` per
    /// replication: the replication's data are taken in place once per batch,
    /// not once per replication, and each replication's step tallies are
    /// added to `stepTotals` and zeroed in one pass. After a batch the tallies are zero.
    public mutating func run(batch: inout ReplicationBatch, stream: RandomStream,
                             stepTotals: UnsafeMutableBufferPointer<StepTotal>) {
        var none = NoAddition()
        playBatch(&batch, stream: stream, stepTotals: stepTotals, adding: &none)
    }

    /// The same loop with a wrapper's addition in every replication (pooled typing).
    public mutating func run<Addition: ReplicationAddition>(batch: inout ReplicationBatch, stream: RandomStream,
                                                            stepTotals: UnsafeMutableBufferPointer<StepTotal>,
                                                            adding addition: inout Addition) {
        playBatch(&batch, stream: stream, stepTotals: stepTotals, adding: &addition)
    }

    /// Both batch forms in one place; with `NoAddition` the addition compiles away.
    @inline(__always)
    private mutating func playBatch<Addition: ReplicationAddition>(
        _ batch: inout ReplicationBatch, stream: RandomStream, stepTotals: UnsafeMutableBufferPointer<StepTotal>,
        adding addition: inout Addition
    ) {
        tallies.reset()
        let maxSeconds = batch.maxSeconds
        guard !plan.isEmpty else {
            for i in batch.indices {
                batch.reseed(stream, for: i)
                addition.draw(from: stream)
                var record = ReplicationAccount().record(total: 0, capped: false, events: 0)
                addition.complete(&record, maxSeconds: maxSeconds)
                batch.add(record, at: i)
            }
            return
        }
        withReplayData { timing, plan, unitSizes in
            for i in batch.indices {
                batch.reseed(stream, for: i)
                addition.draw(from: stream)
                var record = playOnce(timing: timing, plan: plan, unitSizes: unitSizes, maxSeconds: maxSeconds,
                                      stream: stream)
                addition.complete(&record, maxSeconds: maxSeconds)
                batch.add(record, at: i)
                tallies.drain(into: stepTotals)
            }
        }
    }

    /// The replication's data, read in place.
    @inline(__always)
    private func withReplayData(
        _ body: (UnsafePointer<TwoLevelReplay.Timing>, UnsafeBufferPointer<TwoLevelReplay.PlannedStep>,
                 UnsafeBufferPointer<Int32>) -> Void
    ) {
        plan.withUnsafeBufferPointer { plan in
          unitSizes.withUnsafeBufferPointer { unitSizes in
            timing.withUnsafeBufferPointer { timing in
                body(timing.baseAddress!, plan, unitSizes)
            }
          }
        }
    }

    /// One replication, from zeroed tallies.
    @inline(__always)
    private func playOnce(timing: UnsafePointer<TwoLevelReplay.Timing>, plan: UnsafeBufferPointer<TwoLevelReplay.PlannedStep>,
                          unitSizes: UnsafeBufferPointer<Int32>, maxSeconds: Double,
                          stream: RandomStream) -> ReplicationRecord {
        // The replication's state is a local value, not part of `self`, so the
        // compiler can keep it in registers across the loop.
        var replay = TwoLevelReplay(timing: timing, plan: plan, unitSizes: unitSizes, topScanner: topScanner,
                                    user: ScanningUser(reactionTime: reactionTime, falseActivation: falseActivation))
        let end = replay.play(maxSeconds: maxSeconds, tallies: tallies, stream: stream)
        return replay.account.record(total: end.time, capped: end.capped, events: end.events)
    }
}

extension TwoLevelScanningSimulator: PlannedSimulator, InPlaceRecordSimulator {
    mutating func detachStorage() {
        plan = plan.ownedCopy()
        unitSizes = unitSizes.ownedCopy()
        timing = timing.ownedCopy()
    }
}

/// Item scanning is two-level scanning in which every unit is one element;
/// the name stays for the code that builds item scanning.
package typealias SwitchScanningSimulator = TwoLevelScanningSimulator
