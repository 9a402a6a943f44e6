import FocusModel

/// The target size that applies on each platform, and whether missing it is
/// a failure or advice.
///
/// Web: WCAG 2.2 SC 2.5.8 Target Size (Minimum), level AA: a target is at
/// least 24 by 24 CSS px, or it is spaced: a 24 px diameter circle centred on
/// its bounding box intersects no other target and no other undersized
/// target's circle; and a link marked `inline` (in a sentence, its size set
/// by the line-height of the text around it) is exempt, the criterion's
/// "Inline" exception. (Its equivalent, user-agent and essential exceptions
/// are not in the scenario format.) An exempt link is still a target, so it
/// still counts against the spacing of others. iOS 44 by 44 pt
/// (Apple's Human Interface Guidelines) and Android 48 by 48 dp (Android's
/// accessibility guidance) are the platforms' recommendations, not a
/// conformance requirement, so missing them is advice.
enum TargetSizeRule {
    static func minimum(_ platform: Platform) -> Double {
        switch platform {
        case .ios: 44
        case .android: 48
        case .web: 24
        }
    }

    /// The unit `minimum` is in, as the platform's guidance names it. An
    /// exhaustive switch, so a new platform cannot compile without its unit.
    static func unit(_ platform: Platform) -> String {
        switch platform {
        case .ios: "pt"
        case .android: "dp"
        case .web: "CSS px"
        }
    }

    static func isAdvice(_ platform: Platform) -> Bool { platform != .web }

    /// Whether the rule exempts `element` whatever its size: WCAG 2.5.8's inline exception.
    static func isExempt(_ element: Element, on platform: Platform) -> Bool { platform == .web && element.inline }

    /// Whether the platform's rule lets an undersized target pass by spacing.
    static func hasSpacingException(_ platform: Platform) -> Bool { platform == .web }

    /// Whether undersized `target` meets the spacing exception among `others`
    /// (every other target's frame, with whether it is undersized too).
    static func isSpaced(_ target: Frame, among others: [(frame: Frame, undersized: Bool)]) -> Bool {
        let radius = minimum(.web) / 2
        let centre = target.centre
        return others.allSatisfy { other in
            if distance(from: centre, to: other.frame) < radius { return false }
            if other.undersized {
                let c = other.frame.centre
                if ((c.x - centre.x) * (c.x - centre.x) + (c.y - centre.y) * (c.y - centre.y)).squareRoot() < 2 * radius {
                    return false
                }
            }
            return true
        }
    }

    /// Distance from a point to the nearest point of a rectangle (0 inside it).
    static func distance(from point: (x: Double, y: Double), to frame: Frame) -> Double {
        let dx = max(frame.x - point.x, 0, point.x - (frame.x + frame.width))
        let dy = max(frame.y - point.y, 0, point.y - (frame.y + frame.height))
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension Frame {
    var centre: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
}
