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
        withTyping { typing, base in
            typing.draw(from: stream)
            base.run(stream: stream, maxSeconds: maxSeconds, into: &record)
            typing.complete(&record, maxSeconds: maxSeconds)
        }
    }

    /// The wrapped simulator's own batch loop, with the typing drawn and added
    /// in each replication: the same numbers as one `run` per replication.
    mutating func run(batch: inout ReplicationBatch, stream: RandomStream,
                      stepTotals: UnsafeMutableBufferPointer<StepTotal>) {
        withTyping { typing, base in
            base.run(batch: &batch, stream: stream, stepTotals: stepTotals, adding: &typing)
        }
    }

    /// The pooled typing over this simulator's samples, and the wrapped
    /// simulator, in place; keeps the typing charged in the last replication.
    @inline(__always)
    private mutating func withTyping(_ body: (inout PooledTyping, inout Base) -> Void) {
        samples.withUnsafeBufferPointer { samples in
            ranges.withUnsafeBufferPointer { ranges in
                typedThrough.withUnsafeMutableBufferPointer { typedThrough in
                    var typing = PooledTyping(samples: samples, ranges: ranges, typedThrough: typedThrough)
                    body(&typing, &base)
                    typingCharged = typing.charged
                }
            }
        }
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

/// One replication's pooled typing (`EntryPoolSimulator`): a draw for every
/// typed step, taken before navigation so that two runs compared on common
/// random numbers draw the same typings (typing does not depend on the
/// order), and added after it, where a cap cuts it short.
struct PooledTyping: ReplicationAddition {
    let samples: UnsafeBufferPointer<Double>
    let ranges: UnsafeBufferPointer<(start: Int, count: Int)>
    /// The typing drawn up to and including each range.
    let typedThrough: UnsafeMutableBufferPointer<Double>
    private var typing = 0.0
    /// The typing charged (less than drawn when the cap cut it short).
    private(set) var charged = 0.0

    init(samples: UnsafeBufferPointer<Double>, ranges: UnsafeBufferPointer<(start: Int, count: Int)>,
         typedThrough: UnsafeMutableBufferPointer<Double>) {
        self.samples = samples
        self.ranges = ranges
        self.typedThrough = typedThrough
    }

    mutating func draw(from stream: RandomStream) {
        typing = 0
        for index in 0..<ranges.count {
            let range = ranges[index]
            let draw = range.count == 1 ? 0 : min(range.count - 1, Int(stream.uniform() * Double(range.count)))
            typing += samples[range.start + draw]
            typedThrough[index] = typing
        }
    }

    mutating func complete(_ record: inout ReplicationRecord, maxSeconds: Double) {
        charged = record.appendCapped(typing, to: .entry, maxSeconds: maxSeconds)
    }
}
