import FocusModel

extension ScanUnits {
    /// Row-column mode: elements whose vertical extents overlap share a row,
    /// and so do chains of them (a row is a connected set, so it does not
    /// depend on which pair is compared first). Rows come in the order of
    /// their first element in the focus order, and the items of a row in focus
    /// order. Edges that only touch do not overlap.
    ///
    /// - Precondition: every element of `order` has a frame in `frames`.
    public static func rows(order: [String], frames: [String: Frame]) -> [[String]] {
        let extents = order.map { id in
            let frame = frames[id]!
            return (top: frame.y, bottom: frame.y + frame.height)
        }
        var parent = Array(order.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i {
                parent[i] = parent[parent[i]]
                i = parent[i]
            }
            return i
        }
        for a in order.indices {
            for b in order.indices where b > a {
                if extents[a].top < extents[b].bottom && extents[b].top < extents[a].bottom {
                    parent[root(b)] = root(a)
                }
            }
        }
        return gathered(order) { index, _ in root(index) }
    }
}

extension ScanUnits {
    /// Row-column mode as Android Switch Access builds it
    /// (`RowColumnTreeBuilder`, google/talkback 92eb6dd4): elements whose
    /// frames have the same top and the same bottom form a row; rows go top
    /// to bottom (a taller row first on the same top, then the leftmost),
    /// items in a row left to right. A row of fewer than three elements
    /// (`MIN_NODES_PER_ROW`) is not a row: its elements are scanned one by
    /// one where the row would be. The layout, not the focus order, decides
    /// the sequence; the order only says which elements are scanned.
    ///
    /// - Precondition: every element of `order` has a frame in `frames`.
    public static func androidRows(order: [String], frames: [String: Frame]) -> [[String]] {
        struct RowKey: Hashable { var top: Double; var bottom: Double }
        var rows: [RowKey: [String]] = [:]
        var keys: [RowKey] = []
        for id in order {
            let frame = frames[id]!
            let key = RowKey(top: frame.y, bottom: frame.y + frame.height)
            if rows[key] == nil { keys.append(key) }
            rows[key, default: []].append(id)
        }
        func left(_ id: String) -> Double { frames[id]!.x }
        for key in keys { rows[key]!.sort { left($0) < left($1) } }
        keys.sort { a, b in
            if a.top != b.top { return a.top < b.top }
            if a.bottom != b.bottom { return a.bottom > b.bottom }
            return left(rows[a]![0]) < left(rows[b]![0])
        }
        let minimumRow = 3
        return keys.flatMap { key -> [[String]] in
            let row = rows[key]!
            return row.count >= minimumRow ? [row] : row.map { [$0] }
        }
    }
}
