/// TalkBack's geometric order, as Android sorts a view's children for
/// accessibility traversal (AOSP `core/java/android/view/ViewGroup.java`,
/// `ViewGroup.ViewLocationHolder.compareBoundsOfTree` and `compareTo`; the
/// same keys as TalkBack's
/// `utils/src/main/java/com/google/android/accessibility/utils/traversal/ReorderedChildrenIterator.kt`):
/// A comes before B when A ends at or above B's top (a horizontal stripe
/// lies between them); otherwise by leading edge (left, or right in a
/// right-to-left layout), then top, then the taller first, then the wider
/// first, and last by the order the views were created (here: the order of
/// the scenario's `elements`).
///
/// The stripe test makes the comparison intransitive when frames overlap
/// vertically, so the result is whatever Android's sort makes of it:
/// `ViewGroup.ChildListForAccessibility.sort` calls `Collections.sort`,
/// reproduced step for step by `JavaTimSort`. When that sort finds the
/// comparison inconsistent and throws, Android sorts again without the
/// stripe test (`COMPARISON_STRATEGY_LOCATION`), and so does this.
enum AndroidReadingOrder {
    enum Strategy {
        /// `COMPARISON_STRATEGY_STRIPE`, the one Android tries first.
        case stripe
        /// `COMPARISON_STRATEGY_LOCATION`, the fallback.
        case location
    }

    static func sort(_ units: [ReadingOrderUnit], direction: LayoutDirection) -> [ReadingOrderUnit] {
        do {
            return try JavaTimSort.sorted(units) { compare($0, $1, strategy: .stripe, direction: direction) }
        } catch {
            // Without the stripe test the keys are compared one after the other, a
            // total order: any correct sort gives the order Java's would.
            return units.sorted { compare($0, $1, strategy: .location, direction: direction) < 0 }
        }
    }

    /// Negative when `a` is read before `b`, positive when after; zero only
    /// for a unit compared with itself.
    static func compare(_ a: ReadingOrderUnit, _ b: ReadingOrderUnit, strategy: Strategy,
                        direction: LayoutDirection) -> Int {
        let bounds = compareBounds(a.frame, b.frame, strategy: strategy, direction: direction)
        if bounds != 0 { return bounds }
        return a.documentIndex < b.documentIndex ? -1 : (a.documentIndex > b.documentIndex ? 1 : 0)
    }

    static func compareBounds(_ a: Frame, _ b: Frame, strategy: Strategy, direction: LayoutDirection) -> Int {
        if strategy == .stripe {
            if a.maxY <= b.y { return -1 }
            if a.y >= b.maxY { return 1 }
        }
        let keys: [(Double, Double)] = [
            (a.leadingCoordinate(direction), b.leadingCoordinate(direction)),
            (a.y, b.y),
            (-a.height, -b.height),
            (-a.width, -b.width),
        ]
        for (ka, kb) in keys where ka != kb { return ka < kb ? -1 : 1 }
        return 0
    }
}
