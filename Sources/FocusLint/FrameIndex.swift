import FocusModel

/// Finds the frames that share area with a rectangle without looking at
/// every frame: frames sorted by their top edge, with a tree of the largest
/// bottom edge over each range, so a query visits only the frames whose
/// vertical extent meets the rectangle's (O(log n) per frame found) and then
/// checks them horizontally. A tall screen of stacked rows is then n log n
/// where comparing every pair was quadratic.
struct FrameIndex {
    private let frames: [Frame]
    /// Positions into `frames`, by top edge.
    private let byTop: [Int]
    private let tops: [Double]
    private let size: Int
    private var maximumBottom: [Double]

    init(_ frames: [Frame]) {
        self.frames = frames
        byTop = frames.indices.sorted { (frames[$0].y, $0) < (frames[$1].y, $1) }
        tops = byTop.map { frames[$0].y }
        var size = 1
        while size < byTop.count { size *= 2 }
        self.size = size
        maximumBottom = Array(repeating: -.infinity, count: 2 * size)
        for (slot, index) in byTop.enumerated() { maximumBottom[size + slot] = frames[index].y + frames[index].height }
        for node in stride(from: size - 1, through: 1, by: -1) {
            maximumBottom[node] = max(maximumBottom[2 * node], maximumBottom[2 * node + 1])
        }
    }

    /// The positions (in the order the frames were given) of the frames that
    /// overlap `rect` in area; touching edges do not count.
    func overlapping(_ rect: Frame) -> [Int] {
        // Frames whose top is above the rectangle's bottom form a prefix of `byTop`.
        var low = 0, high = tops.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] < rect.y + rect.height { low = middle + 1 } else { high = middle }
        }
        var found: [Int] = []
        collect(below: low, reaching: rect.y, node: 1, nodeLow: 0, nodeHigh: size) { index in
            let frame = frames[index]
            if frame.x < rect.x + rect.width && rect.x < frame.x + frame.width { found.append(index) }
        }
        return found.sorted()
    }

    /// Every slot before `limit` whose bottom lies below `top`.
    private func collect(below limit: Int, reaching top: Double, node: Int, nodeLow: Int, nodeHigh: Int,
                         _ visit: (Int) -> Void) {
        if nodeLow >= limit || maximumBottom[node] <= top { return }
        if node >= size { return visit(byTop[nodeLow]) }
        let middle = (nodeLow + nodeHigh) / 2
        collect(below: limit, reaching: top, node: 2 * node, nodeLow: nodeLow, nodeHigh: middle, visit)
        collect(below: limit, reaching: top, node: 2 * node + 1, nodeLow: middle, nodeHigh: nodeHigh, visit)
    }
}
