import FocusSimulation
import FocusStats

/// A simulator whose steps' text entry is drawn from an `EntryPool`: the
/// wrapped simulator navigates (its own entry time set to zero) and each
/// replication then adds one pooled typing time per step that enters text.
struct EntryPoolSimulator<Base: ReplicationSimulator>: WrappingSimulator {
    var base: Base
    /// Every step's samples, one after another; `ranges` says where each typed step's are.
    private var samples: ContiguousArray<Double>
    private var ranges: ContiguousArray<(start: Int, count: Int)>
    /// The task step each range types for, ascending.
    private var rangeSteps: ContiguousArray<Int>
    /// In the replication last played: the typing drawn up to and including
    /// each range, and the typing charged (less when the cap cut it short).
    private var typedThrough: ContiguousArray<Double>
    private var typingCharged = 0.0

    init(base: Base, pool: EntryPool) {
        self.base = base
        var flat = ContiguousArray<Double>()
        var ranges = ContiguousArray<(start: Int, count: Int)>()
        var rangeSteps = ContiguousArray<Int>()
        for (index, step) in pool.samples.enumerated() where !step.isEmpty {
            rangeSteps.append(index)
            // A step typed at a fixed rate has one value; it needs no draw.
            let values = step.allSatisfy { $0 == step[0] } ? [step[0]] : step
            ranges.append((flat.count, values.count))
            flat += values
        }
        samples = flat
        self.ranges = ranges
        self.rangeSteps = rangeSteps
        typedThrough = ContiguousArray(repeating: 0, count: ranges.count)
    }

    var modelDescription: ModelDescription { base.modelDescription }

    mutating func run(stream: RandomStream, maxSeconds: Double, into record: inout ReplicationRecord) {
        // The typings are drawn first, so that two runs compared on common
        // random numbers draw the same typings (typing does not depend on the order).
        var typing = 0.0
        // By index: an iterator over the array held a reference count of it on every replication.
        for index in 0..<ranges.count {
            let range = ranges[index]
            let draw = range.count == 1 ? 0 : min(range.count - 1, Int(stream.uniform() * Double(range.count)))
            typing += samples[range.start + draw]
            typedThrough[index] = typing
        }
        base.run(stream: stream, maxSeconds: maxSeconds, into: &record)
        // Typing comes after navigation here, so a cap cuts the typing short.
        typingCharged = record.appendCapped(typing, to: .entry, maxSeconds: maxSeconds)
    }

    /// Each step's drawn typing is charged to that step (in time it comes after
    /// all navigation, so a cap that cuts it short cuts the last steps' typing).
    func breakdown(afterStep index: Int) -> TimeBreakdown {
        var breakdown = base.breakdown(afterStep: index)
        // The number of ranges typing for steps up to `index`.
        var low = 0, high = rangeSteps.count
        while low < high {
            let middle = (low + high) / 2
            if rangeSteps[middle] <= index { low = middle + 1 } else { high = middle }
        }
        if low > 0 { breakdown[.entry] += min(typedThrough[low - 1], typingCharged) }
        return breakdown
    }

    func copyForWorker() -> Self {
        var copy = self
        copy.base = base.copyForWorker()
        // Storage of its own, so workers never contend for one reference count.
        copy.samples = samples.withUnsafeBufferPointer { ContiguousArray($0) }
        copy.ranges = ranges.withUnsafeBufferPointer { ContiguousArray($0) }
        copy.rangeSteps = rangeSteps.withUnsafeBufferPointer { ContiguousArray($0) }
        copy.typedThrough = typedThrough.withUnsafeBufferPointer { ContiguousArray($0) }
        return copy
    }
}
