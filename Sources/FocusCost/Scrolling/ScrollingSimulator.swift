import FocusSimulation
import FocusStats

/// A simulator whose task also scrolls: the wrapped simulator moves focus,
/// and each replication adds the time to scroll `screenfuls` screenfuls
/// (`Viewport.screenfulsScrolled`), charged to *scrolling*.
struct ScrollingSimulator<Base: ReplicationSimulator>: WrappingSimulator {
    var base: Base
    private let screenfuls: Int
    /// Screenfuls scrolled up to and including each task step.
    private let screenfulsThroughStep: [Int]
    private let cost: ScrollCost
    /// The scrolling charged in the replication last played.
    private var scrollingCharged = 0.0
    let modelDescription: ModelDescription

    init(base: Base, screenfulsThroughStep: [Int], cost: ScrollCost) {
        self.base = base
        self.screenfulsThroughStep = screenfulsThroughStep
        screenfuls = screenfulsThroughStep.last ?? 0
        self.cost = cost
        var description = base.modelDescription
        if !description.categories.contains(.scrolling) { description.categories.append(.scrolling) }
        modelDescription = description
    }

    mutating func run(stream: RandomStream, maxSeconds: Double, into record: inout ReplicationRecord) {
        // Drawn after navigation, so that navigation draws the same numbers as
        // without scrolling and a run of the task's first k steps still replays
        // them exactly (`StepTimeline`); a capped replication draws none.
        scrollingCharged = 0
        base.run(stream: stream, maxSeconds: maxSeconds, into: &record)
        if record.capped { return }
        var scrolling = Double(screenfuls) * cost.fixedSeconds
        for _ in 0..<(screenfuls * cost.draws) { scrolling += cost.draw.sample(stream) }
        // Charged after navigation here, so a cap cuts the scrolling short.
        let before = record.breakdown[.scrolling]
        record.appendCapped(scrolling, to: .scrolling, maxSeconds: maxSeconds)
        scrollingCharged = record.breakdown[.scrolling] - before
    }

    /// Each step gets the share of the replication's scrolling that its
    /// screenfuls make up (exact with fixed scroll times; with drawn ones the
    /// steps' shares still add up to the replication's scrolling).
    func breakdown(afterStep index: Int) -> TimeBreakdown {
        var breakdown = base.breakdown(afterStep: index)
        if screenfuls > 0, index < screenfulsThroughStep.count {
            breakdown[.scrolling] += scrollingCharged * Double(screenfulsThroughStep[index]) / Double(screenfuls)
        }
        return breakdown
    }

    func copyForWorker() -> Self {
        var copy = self
        copy.base = base.copyForWorker()
        return copy
    }
}
