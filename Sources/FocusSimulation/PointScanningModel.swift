import FocusModel
import FocusStats
import Foundation

/// A scenario, one of its orders and a point-scanning profile, reduced to what
/// a replication needs: the screen, what lies where on it, and for each task
/// step where the user aims each line and which reaction times stop it early,
/// on the target, or too late.
///
/// The user aims each line at the middle of the target's visible extent and,
/// seeing the line coming, times the press to its arrival there; the press
/// lands off that moment by R − m, where R is a reaction-time draw and m its
/// median. The line therefore stops at c + v (R − m), c the aim and v the
/// sweep speed. The focus order plays no part: point scanning reaches any
/// point of the screen. The order is still checked to hold every target.
///
/// Content below the viewport is scrolled into view first (its time is
/// charged by `ScrollingSimulator`), then the crosshair glides over the
/// screenful showing the target (`Viewport.screenful`): each step aims at
/// the screen as scrolled to its target's screenful, with every element
/// moved up by that many screen heights and clipped to the viewport.
package struct PointScanningModel: Sendable {
    /// The user's aim along one axis for one target, and the reaction times that hit it.
    public struct Aim: Sendable, Equatable {
        /// Middle of the target's visible extent on this axis, in points.
        public var centre: Double
        public var low: Double
        public var high: Double
        /// Reactions below this stop the line before `low`. −∞ when the target
        /// starts at the screen edge: a press that early stops the line at the
        /// edge, which is on the target.
        public var earlyBelow: Double
        /// Reactions from this on would come after the line has left the
        /// target; the user holds the press and waits for the next sweep.
        public var lateFrom: Double
    }

    public struct Step: Sendable, Equatable {
        public var targetID: String
        /// Index of the target among its screen's surfaces.
        public var surface: Int
        /// Index in `screens` of the scrolled screen the step is done on.
        public var screen: Int = 0
        public var characters: Int
        public var x: Aim
        public var y: Aim

        public func aim(_ axis: PointScanningAxis) -> Aim { axis == .x ? x : y }
    }

    /// The viewport at each scroll position a step needs, the top first.
    /// Each holds every element (off-screen ones with empty rects) so that a
    /// surface index is an element index on every screen: memory grows with
    /// (screenfuls holding a target) × elements, at most the product of task
    /// length and screen size, which a page would need hundreds of targets on
    /// as many screenfuls to feel; only screenfuls a target is on are built.
    public let screens: [PointScanningScreen]
    /// The viewport at the top of the content (every screen has its size).
    public var screen: PointScanningScreen { screens[0] }
    public let steps: [Step]
    public let profile: SwitchScanningProfile
    /// The median reaction time: the delay the user's timing allows for.
    public let typicalReaction: Double

    public init(scenario: Scenario, orderName: String, profile: SwitchScanningProfile) throws {
        guard let order = scenario.order(named: orderName) else {
            throw SimulationError.unknownOrder(orderName, available: scenario.orders.map(\.name))
        }
        for (index, step) in scenario.task.enumerated() where !order.elementIDs.contains(step.target) {
            throw SimulationError.targetNotInOrder(step: index, target: step.target, order: orderName)
        }
        guard let size = scenario.screen else { throw SimulationError.pointScanningWithoutScreen }
        let frameless = scenario.elements.filter { $0.frame == nil }.map(\.id)
        guard frameless.isEmpty else { throw SimulationError.pointScanningWithoutFrames(elementIDs: frameless) }
        var index: [String: Int] = [:]
        for (i, element) in scenario.elements.enumerated() where index[element.id] == nil { index[element.id] = i }
        let pages = Viewport.targetScreenfuls(of: scenario)
        let used = Array(Set(pages)).sorted()
        let screens = used.map { page in
            PointScanningScreen(width: size.width, height: size.height, surfaces: scenario.elements.map { element in
                var frame = element.frame!
                frame.y -= Double(page) * size.height
                return PointScanningScreen.Surface(
                    id: element.id, rect: PointScanningScreen.clip(frame, width: size.width, height: size.height),
                    isInteractive: PointScanningScreen.isInteractive(element.role))
            })
        }
        let targets = zip(scenario.task, pages).map { step, page in
            (screen: used.firstIndex(of: page)!, surface: index[step.target]!, characters: step.characters)
        }
        try self.init(screens: screens, targets: targets, profile: profile)
    }

    /// A model over a hand-built screen; `targets` are surface indices with characters to type.
    public init(screen: PointScanningScreen, targets: [(surface: Int, characters: Int)],
                profile: SwitchScanningProfile) throws {
        try self.init(screens: [screen], targets: targets.map { (0, $0.surface, $0.characters) }, profile: profile)
    }

    /// A model over hand-built scroll positions; each target names its screen and its surface there.
    public init(screens: [PointScanningScreen], targets: [(screen: Int, surface: Int, characters: Int)],
                profile: SwitchScanningProfile) throws {
        self.screens = screens
        self.profile = profile
        let m = Self.median(of: profile.reactionTime)
        typicalReaction = m
        steps = targets.map { target in
            let surface = screens[target.screen].surfaces[target.surface]
            let rect = surface.rect
            return Step(targetID: surface.id, surface: target.surface, screen: target.screen,
                        characters: target.characters,
                        x: Self.aim(low: rect.minX, high: rect.maxX, speed: profile.sweepSpeed, median: m),
                        y: Self.aim(low: rect.minY, high: rect.maxY, speed: profile.sweepSpeed, median: m))
        }
        try checkEveryTargetCanBeSelected()
    }

    /// The viewport as scrolled for `step`.
    public func screen(of step: Step) -> PointScanningScreen { screens[step.screen] }

    /// Seconds one sweep of the line takes to cross the screen.
    public func sweepDuration(_ axis: PointScanningAxis) -> Double { screen.extent(axis) / profile.sweepSpeed }

    /// The reaction time at which the line stops at `position` when aiming at `centre`.
    static func reaction(stoppingAt position: Double, centre: Double, speed: Double, median: Double) -> Double {
        median + (position - centre) / speed
    }

    private static func aim(low: Double, high: Double, speed: Double, median: Double) -> Aim {
        let centre = (low + high) / 2
        let early = low <= 0 ? -Double.infinity : reaction(stoppingAt: low, centre: centre, speed: speed, median: median)
        return Aim(centre: centre, low: low, high: high, earlyBelow: early,
                   lateFrom: reaction(stoppingAt: high, centre: centre, speed: speed, median: median))
    }

    /// The median of a reaction-time distribution: exact for the families
    /// that have a simple one, else by bisection on the CDF.
    static func median(of distribution: Distribution) -> Double {
        switch distribution {
        case let .fixed(v): return v
        case let .uniform(a, b): return (a + b) / 2
        case let .lognormal(mu, _): return exp(mu)
        default:
            var low = 0.0
            var high = max(distribution.mean, 1e-9)
            while distribution.probabilityBelow(high) < 0.5 { high *= 2 }
            for _ in 0..<200 where high - low > 1e-12 * high {
                let mid = (low + high) / 2
                if distribution.probabilityBelow(mid) < 0.5 { low = mid } else { high = mid }
            }
            return (low + high) / 2
        }
    }

    /// Refuses a target no crosshair can select, which would otherwise loop
    /// until the time cap on every replication.
    private func checkEveryTargetCanBeSelected() throws {
        for index in steps.indices {
            let step = steps[index]
            let rect = screen(of: step).surfaces[step.surface].rect
            let reason: String
            if rect.isEmpty {
                // Scrolling is vertical, so only content beside the screen or above its top stays out of reach.
                reason = "its frame lies beside the \(format(screen.width)) pt wide screen or above its top, "
                    + "where vertical scrolling cannot bring it"
            } else {
                let chances = PointScanningCrosshair(model: self, step: index)
                if chances.target > 0 { continue }
                if let axis = PointScanningAxis.allCases.first(where: { chances.axis($0).hit == 0 }) {
                    let line = axis == .x ? "vertical" : "horizontal"
                    reason = "the \(line) line never stops on its extent (\(axis) from \(format(rect.low(axis))) "
                        + "to \(format(rect.high(axis))) pt): at \(format(profile.sweepSpeed)) pt/s every "
                        + "reaction time puts the stop outside it"
                } else {
                    reason = "elements drawn over it cover every point where the crosshair can stop on it"
                }
            }
            throw SimulationError.unreachableTarget(step: index, target: step.targetID, reason: reason)
        }
    }
}

private func format(_ x: Double) -> String {
    let rounded = (x * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
