import FocusSimulation
import FocusStats

/// A simulator whose task also scrolls: the wrapped simulator moves focus,
/// and each replication adds the time to scroll `screenfuls` screenfuls
/// (`Viewport.screenfulsScrolled`), charged to *scrolling*.
struct ScrollingSimulator<Base: ReplicationSimulator>: ReplicationSimulator {
    private var base: Base
    private let screenfuls: Int
    private let cost: ScrollCost
    let modelDescription: ModelDescription

    init(base: Base, screenfuls: Int, cost: ScrollCost) {
        self.base = base
        self.screenfuls = screenfuls
        self.cost = cost
        var description = base.modelDescription
        if !description.categories.contains(.scrolling) { description.categories.append(.scrolling) }
        modelDescription = description
    }

    var stepCount: Int { base.stepCount }

    mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        // Drawn after navigation, so that navigation draws the same numbers as
        // without scrolling and a run of the task's first k steps still replays
        // them exactly (`StepTimeline`); a capped replication draws none.
        var record = base.run(stream: stream, maxSeconds: maxSeconds)
        if record.capped { return record }
        var scrolling = Double(screenfuls) * cost.fixedSeconds
        for _ in 0..<(screenfuls * cost.draws) { scrolling += cost.draw.sample(stream) }
        // Charged after navigation here, so a cap cuts the scrolling short.
        record.appendCapped(scrolling, to: .scrolling, maxSeconds: maxSeconds)
        return record
    }

    func stepTally(_ index: Int) -> StepTally { base.stepTally(index) }

    func copyForWorker() -> Self {
        var copy = self
        copy.base = base.copyForWorker()
        return copy
    }
}
