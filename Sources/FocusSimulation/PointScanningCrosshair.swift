import FocusStats

/// What one sweep of a line does, aimed at a step's target: stop before the
/// target, stop on its extent, or pass it while the user holds the press.
package struct PointScanningAxisChances: Sendable, Equatable {
    public var early: Double
    public var hit: Double
    public var late: Double { max(0, 1 - early - hit) }
    /// The chance that the sweep ends with a press (early or on the target).
    public var press: Double { early + hit }
}

/// A stretch of one axis between consecutive element edges, where the
/// topmost element under the stop is the same everywhere, and the reaction
/// times that stop the line in it.
package struct PointScanningStopInterval: Sendable, Equatable {
    public var low: Double
    public var high: Double
    /// The stop falls in [low, high) exactly when reactionFrom <= R < reactionBelow.
    public var reactionFrom: Double
    public var reactionBelow: Double
    /// P(reactionFrom <= R < reactionBelow): the chance a sweep stops here.
    public var probability: Double
    /// Whether the stretch lies within the target's extent on this axis.
    public var onTarget: Bool
}

/// Exact chances, for one task step, of each sweep's outcome on each axis
/// and of what a crosshair (both lines stopped) selects.
///
/// Both stops are functions of independent reaction draws, so the crosshair
/// falls in the cell [x interval) × [y interval) with the product of the two
/// intervals' chances (given that both lines were stopped). The edges of every
/// element cut the screen into cells within which the topmost element is the
/// same, so summing the cells by what lies on top gives the exact chances.
package struct PointScanningCrosshair: Sendable {
    public let x: PointScanningAxisChances
    public let y: PointScanningAxisChances
    public let xStops: [PointScanningStopInterval]
    public let yStops: [PointScanningStopInterval]
    /// Given both lines stopped: the chance the crosshair selects the target,
    /// another interactive element, or nothing (empty space or an element that
    /// does not act when tapped).
    public let target: Double
    public let wrongElement: Double
    public var nothing: Double { max(0, 1 - target - wrongElement) }

    /// What a crosshair in each cell selects, for `forEachCell`.
    public enum Selection: Sendable, Equatable { case target, wrongElement, nothing }

    public func axis(_ axis: PointScanningAxis) -> PointScanningAxisChances { axis == .x ? x : y }

    public init(model: PointScanningModel, step index: Int) {
        let step = model.steps[index]
        xStops = Self.stops(model: model, step: step, axis: .x)
        yStops = Self.stops(model: model, step: step, axis: .y)
        x = Self.chances(xStops, aim: step.x, reaction: model.profile.reactionTime)
        y = Self.chances(yStops, aim: step.y, reaction: model.profile.reactionTime)
        var target = 0.0
        var wrong = 0.0
        Self.forEachCell(screen: model.screen(of: step), targetSurface: step.surface, xStops: xStops, yStops: yStops) {
            probability, selection in
            switch selection {
            case .target: target += probability
            case .wrongElement: wrong += probability
            case .nothing: break
            }
        }
        let pressBoth = x.press * y.press
        self.target = pressBoth > 0 ? target / pressBoth : 0
        wrongElement = pressBoth > 0 ? wrong / pressBoth : 0
    }

    /// The expected share of sweeps aimed at the target that miss it (pass it,
    /// or stop off its extent on that line's axis): each crosshair attempt
    /// takes 1/p sweeps of each line, of which 1 − h/p miss, and attempts
    /// repeat independently, so the ratio of expected misses to expected
    /// sweeps is that of one attempt. Without a loop limit.
    public var expectedMissRate: Double {
        guard x.press > 0, y.press > 0 else { return 1 }
        let sweeps = 1 / x.press + 1 / y.press
        let misses = (1 - x.hit) / x.press + (1 - y.hit) / y.press
        return misses / sweeps
    }

    /// Calls `body` with the joint chance (both lines stopped, in this cell)
    /// and what the crosshair selects, for every cell of positive chance.
    public static func forEachCell(screen: PointScanningScreen, targetSurface: Int,
                                   xStops: [PointScanningStopInterval], yStops: [PointScanningStopInterval],
                                   _ body: (Double, Selection) -> Void) {
        for xi in xStops {
            for yi in yStops {
                let px = (xi.low + xi.high) / 2
                let py = (yi.low + yi.high) / 2
                body(xi.probability * yi.probability,
                     selection(screen: screen, targetSurface: targetSurface, x: px, y: py,
                               onTarget: xi.onTarget && yi.onTarget))
            }
        }
    }

    /// What a crosshair at (x, y) selects. `onTarget` says whether both stops
    /// fell on the target's extents, judged on the reaction times so that the
    /// simulation and these chances agree even on an edge.
    public static func selection(screen: PointScanningScreen, targetSurface: Int, x: Double, y: Double,
                                 onTarget: Bool) -> Selection {
        let found = onTarget
            ? screen.topmost(x: x, y: y, above: targetSurface)
            : screen.topmost(x: x, y: y, excluding: targetSurface)
        guard let found else { return onTarget ? .target : .nothing }
        return screen.surfaces[found].isInteractive ? .wrongElement : .nothing
    }

    /// The stretches of `axis` where a sweep aimed at the target can stop.
    /// Stops past the target's far edge never happen (the user holds the
    /// press), so the stretches end there.
    static func stops(model: PointScanningModel, step: PointScanningModel.Step,
                      axis: PointScanningAxis) -> [PointScanningStopInterval] {
        let aim = step.aim(axis)
        let extent = model.screen.extent(axis)
        var edges: [Double] = [0, aim.high]
        for surface in model.screen(of: step).surfaces where !surface.rect.isEmpty {
            edges.append(surface.rect.low(axis))
            edges.append(surface.rect.high(axis))
        }
        edges = Array(Set(edges.filter { $0 >= 0 && $0 <= min(extent, aim.high) })).sorted()
        let reaction = model.profile.reactionTime
        let speed = model.profile.sweepSpeed
        let m = model.typicalReaction
        var result: [PointScanningStopInterval] = []
        for (low, high) in zip(edges, edges.dropFirst()) {
            // A press before the line could reach 0 stops it at the screen edge.
            let from = low == 0 ? -Double.infinity
                : (low == aim.low ? aim.earlyBelow
                    : PointScanningModel.reaction(stoppingAt: low, centre: aim.centre, speed: speed, median: m))
            let below = high == aim.high ? aim.lateFrom
                : (high == aim.low ? aim.earlyBelow
                    : PointScanningModel.reaction(stoppingAt: high, centre: aim.centre, speed: speed, median: m))
            let probability = max(0, cdf(reaction, below) - cdf(reaction, from))
            guard probability > 0 else { continue }
            result.append(PointScanningStopInterval(
                low: low, high: high, reactionFrom: from, reactionBelow: below, probability: probability,
                onTarget: low >= aim.low && high <= aim.high))
        }
        return result
    }

    private static func chances(_ stops: [PointScanningStopInterval], aim: PointScanningModel.Aim,
                                reaction: Distribution) -> PointScanningAxisChances {
        let hit = max(0, cdf(reaction, aim.lateFrom) - cdf(reaction, aim.earlyBelow))
        return PointScanningAxisChances(early: cdf(reaction, aim.earlyBelow), hit: hit)
    }

    /// P(R < x), with P(R < −∞) = 0.
    static func cdf(_ reaction: Distribution, _ x: Double) -> Double {
        x == -.infinity ? 0 : reaction.probabilityBelow(x)
    }
}
