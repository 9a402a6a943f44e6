/// VoiceOver's geometric order as cashapp/AccessibilitySnapshot reconstructs
/// it (`Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift`,
/// `sortedElements(for:explicitlyOrdered:in:userInterfaceLayoutDirection:userInterfaceIdiom:)`;
/// the thresholds come from its issue 221 and pull requests 242 and 244).
///
/// Two frames are compared by their origins: when the tops differ by at
/// least the row tolerance (8 pt on a phone, 13 pt on a tablet, both found by
/// experiment there) the higher one comes first; otherwise the one whose
/// left edge comes first along the line (the smaller x left to right, the
/// larger x right to left). The comparison is pairwise, not a grouping into
/// rows: with tops at 0, 7 and 10 pt the first and last are in different rows
/// although each is in the middle one's row. Such chains are not transitive,
/// so the order is what the Swift standard library's `sort(by:)`
/// (`stdlib/public/core/Sort.swift`) makes of them: the same call
/// AccessibilitySnapshot makes, on the elements in document order.
///
/// A group without a frame of its own is placed by its first member in that
/// comparison (the minimum of its members' frames, taken the same way).
enum IOSReadingOrder {
    static func rowTolerance(_ device: DeviceClass) -> Double {
        switch device {
        case .phone: 8
        case .tablet: 13
        }
    }

    static func sort(_ units: [ReadingOrderUnit], direction: LayoutDirection,
                     device: DeviceClass) -> [ReadingOrderUnit] {
        units.sorted { precedes($0.frame, $1.frame, direction: direction, device: device) }
    }

    /// Whether `a` is read before `b`.
    static func precedes(_ a: Frame, _ b: Frame, direction: LayoutDirection, device: DeviceClass) -> Bool {
        if a.y != b.y, abs(a.y - b.y) >= rowTolerance(device) { return a.y < b.y }
        return direction == .ltr ? a.x < b.x : a.x > b.x
    }

    /// The frame that places a group: its first member by `precedes`, with
    /// members in document order.
    static func placement(of members: [Frame], direction: LayoutDirection, device: DeviceClass) -> Frame? {
        members.min { precedes($0, $1, direction: direction, device: device) }
    }
}
