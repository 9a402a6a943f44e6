/// TalkBack's geometric order, as Android's `ViewGroup` sorts children for
/// accessibility traversal: A comes before B when A ends above B's top (a
/// horizontal stripe lies between them); otherwise by leading edge, then
/// top, then height, then width.
///
/// That comparison is not transitive when frames overlap vertically, so the
/// result depends on the sorting procedure. A stable insertion sort over the
/// file's element order is used, which makes the order reproducible.
enum AndroidReadingOrder {
    static func sort(_ units: [ReadingOrderUnit], direction: LayoutDirection) -> [ReadingOrderUnit] {
        var result: [ReadingOrderUnit] = []
        for unit in units {
            var position = result.count
            while position > 0, precedes(unit.frame, result[position - 1].frame, direction: direction) {
                position -= 1
            }
            result.insert(unit, at: position)
        }
        return result
    }

    /// Whether `a` is read strictly before `b`.
    static func precedes(_ a: Frame, _ b: Frame, direction: LayoutDirection) -> Bool {
        if a.maxY <= b.y { return true }
        if a.y >= b.maxY { return false }
        let la = a.leadingCoordinate(direction), lb = b.leadingCoordinate(direction)
        if la != lb { return la < lb }
        if a.y != b.y { return a.y < b.y }
        if a.height != b.height { return a.height < b.height }
        return a.width < b.width
    }
}
