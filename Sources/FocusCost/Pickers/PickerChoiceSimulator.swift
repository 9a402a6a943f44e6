import FocusSimulation
import FocusStats

/// A simulator whose task chooses options in pickers: the wrapped simulator
/// moves to and opens each picker, and each replication adds, for every step
/// that chooses, one run of the user's own simulator on that picker's list
/// (`PickerList`), charged to *picker*.
struct PickerChoiceSimulator<Base: ReplicationSimulator, List: ReplicationSimulator>: WrappingSimulator {
    var base: Base
    /// One simulator per step that chooses, in task order.
    private var lists: [List]
    /// The task step each list is chosen in, ascending.
    private let listSteps: [Int]
    /// In the replication last played: the choosing drawn up to and including
    /// each list, and the choosing charged (less when the cap cut it short).
    private var chosenThrough: [Double]
    private var choosingCharged = 0.0
    let modelDescription: ModelDescription

    init(base: Base, lists: [(step: Int, simulator: List)]) {
        self.base = base
        self.lists = lists.map(\.simulator)
        listSteps = lists.map(\.step)
        chosenThrough = Array(repeating: 0, count: lists.count)
        var description = base.modelDescription
        if !description.categories.contains(.picker) { description.categories.append(.picker) }
        modelDescription = description
    }

    mutating func run(stream: RandomStream, maxSeconds: Double, into record: inout ReplicationRecord) {
        // Drawn before navigation, so that two orders compared on common
        // random numbers choose in the same time (the lists do not depend on the order).
        var choosing = 0.0
        var counts = SIMD8<Int32>.zero
        var listCapped = false
        for index in lists.indices {
            let record = lists[index].run(stream: stream, maxSeconds: maxSeconds)
            choosing += record.total
            counts &+= record.counts
            listCapped = listCapped || record.capped
            chosenThrough[index] = choosing
        }
        choosingCharged = 0
        base.run(stream: stream, maxSeconds: maxSeconds, into: &record)
        record.counts &+= counts
        if record.capped { return }
        // Choosing is charged after navigation here, so a cap cuts it short.
        let before = record.breakdown[.picker]
        record.appendCapped(choosing, to: .picker, maxSeconds: maxSeconds)
        if listCapped { record.capped = true }
        choosingCharged = record.breakdown[.picker] - before
    }

    /// Each step's choosing is charged to that step.
    func breakdown(afterStep index: Int) -> TimeBreakdown {
        var breakdown = base.breakdown(afterStep: index)
        if let last = listSteps.lastIndex(where: { $0 <= index }) {
            breakdown[.picker] += min(chosenThrough[last], choosingCharged)
        }
        return breakdown
    }

    func copyForWorker() -> Self {
        var copy = self
        copy.base = base.copyForWorker()
        copy.lists = lists.map { $0.copyForWorker() }
        return copy
    }
}
