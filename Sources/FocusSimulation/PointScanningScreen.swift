import FocusModel

/// A half-open rectangle [minX, maxX) × [minY, maxY) in screen points, so
/// that a point on the edge between two neighbours belongs to exactly one.
package struct ScreenRect: Sendable, Equatable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public var isEmpty: Bool { !(minX < maxX && minY < maxY) }

    public func intersects(_ other: ScreenRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    @inline(__always)
    public func contains(x: Double, y: Double) -> Bool {
        minX <= x && x < maxX && minY <= y && y < maxY
    }

    public func low(_ axis: PointScanningAxis) -> Double { axis == .x ? minX : minY }
    public func high(_ axis: PointScanningAxis) -> Double { axis == .x ? maxX : maxY }
}

/// The two lines of a point scan: the vertical line moves along x, then the
/// horizontal line along y.
package enum PointScanningAxis: UInt8, Sendable, Equatable, CaseIterable, BitwiseCopyable {
    case x, y
}

/// What a crosshair can land on: the elements of the scenario with their
/// frames clipped to the screen, in the scenario's element order. Later
/// elements are drawn over earlier ones, as later subviews are, so the topmost
/// element under a point is the last one containing it.
package struct PointScanningScreen: Sendable {
    public struct Surface: Sendable, Equatable {
        public var id: String
        public var rect: ScreenRect
        /// Whether selecting it does something. Headings, static text and
        /// images do nothing when tapped, like empty space.
        public var isInteractive: Bool
    }

    public let width: Double
    public let height: Double
    /// Every element in drawing order, including those entirely off the
    /// screen (their rects are empty), so indices match the scenario's elements.
    public let surfaces: [Surface]

    public static func isInteractive(_ role: Role) -> Bool { role.isActionable }

    public func extent(_ axis: PointScanningAxis) -> Double { axis == .x ? width : height }

    /// The frame as it shows on the screen.
    public static func clip(_ frame: Frame, width: Double, height: Double) -> ScreenRect {
        ScreenRect(minX: max(0, frame.x), minY: max(0, frame.y),
                   maxX: min(width, frame.x + frame.width), maxY: min(height, frame.y + frame.height))
    }

    /// The topmost surface containing the point, ignoring `excluded`; nil over empty space.
    public func topmost(x: Double, y: Double, excluding excluded: Int = -1, above floor: Int = -1) -> Int? {
        var index = surfaces.count - 1
        while index > floor {
            if index != excluded && surfaces[index].rect.contains(x: x, y: y) { return index }
            index -= 1
        }
        return nil
    }
}
