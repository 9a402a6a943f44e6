/// The orders one step from an order: a swap of two elements, or a move of
/// one element or of a run of neighbours to another place. The local search
/// descends through them; the binding analysis looks among them for a faster
/// order that only one constraint forbids.
enum OrderNeighbours {
    /// Calls `visit` with each neighbour of `current()`, in a fixed sequence,
    /// moving runs of 1 to `longestRun` elements. `current` is read again for
    /// every neighbour, so a descent that has just taken one goes on from it.
    static func forEach(count n: Int, longestRun: Int, of current: () -> [Int], _ visit: ([Int]) -> Void) {
        for i in 0..<n {
            for j in 0..<n where j != i {
                if j > i {
                    var swapped = current()
                    swapped.swapAt(i, j)
                    visit(swapped)
                }
                for length in 1...longestRun where i + length <= n {
                    var moved = current()
                    let run = Array(moved[i..<(i + length)])
                    moved.removeSubrange(i..<(i + length))
                    guard j <= moved.count else { continue }
                    moved.insert(contentsOf: run, at: j)
                    visit(moved)
                }
            }
        }
    }
}
