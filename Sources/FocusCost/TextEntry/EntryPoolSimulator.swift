import FocusSimulation
import FocusStats

/// A simulator whose steps' text entry is drawn from an `EntryPool`: the
/// wrapped simulator navigates (its own entry time set to zero) and each
/// replication then adds one pooled typing time per step that enters text.
struct EntryPoolSimulator<Base: ReplicationSimulator>: ReplicationSimulator {
    private var base: Base
    /// Every step's samples, one after another; `ranges` says where each typed step's are.
    private var samples: ContiguousArray<Double>
    private var ranges: ContiguousArray<(start: Int, count: Int)>

    init(base: Base, pool: EntryPool) {
        self.base = base
        var flat = ContiguousArray<Double>()
        var ranges = ContiguousArray<(start: Int, count: Int)>()
        for step in pool.samples where !step.isEmpty {
            // A step typed at a fixed rate has one value; it needs no draw.
            let values = step.allSatisfy { $0 == step[0] } ? [step[0]] : step
            ranges.append((flat.count, values.count))
            flat += values
        }
        samples = flat
        self.ranges = ranges
    }

    var modelDescription: ModelDescription { base.modelDescription }
    var stepCount: Int { base.stepCount }

    mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        // The typings are drawn first, so that two runs compared on common
        // random numbers draw the same typings (typing does not depend on the order).
        var typing = 0.0
        for range in ranges {
            let draw = range.count == 1 ? 0 : min(range.count - 1, Int(stream.uniform() * Double(range.count)))
            typing += samples[range.start + draw]
        }
        var record = base.run(stream: stream, maxSeconds: maxSeconds)
        if record.capped { return record }
        // Typing comes after navigation here, so a cap cuts the typing short.
        let charged = min(typing, maxSeconds - record.total)
        record.total += charged
        record.breakdown[.entry] += charged
        if charged < typing { record.capped = true }
        return record
    }

    func stepTally(_ index: Int) -> StepTally { base.stepTally(index) }

    func copyForWorker() -> Self {
        var copy = self
        copy.base = base.copyForWorker()
        // Storage of its own, so workers never contend for one reference count.
        copy.samples = samples.withUnsafeBufferPointer { ContiguousArray($0) }
        copy.ranges = ranges.withUnsafeBufferPointer { ContiguousArray($0) }
        return copy
    }
}
