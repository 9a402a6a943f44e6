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
        var rowOfRoot: [Int: Int] = [:]
        var rows: [[String]] = []
        for (index, id) in order.enumerated() {
            let r = root(index)
            if let row = rowOfRoot[r] {
                rows[row].append(id)
            } else {
                rowOfRoot[r] = rows.count
                rows.append([id])
            }
        }
        return rows
    }
}
