import FocusModel

/// A scenario's constraints compiled over the elements of the reference
/// order (indices 0..<n, the reference's own sequence), as rules about
/// placing elements one at a time from the front.
///
/// An order keeps every constraint exactly when each of its elements, at the
/// moment it is placed, passes `canPlace`: its position lies in its window
/// (first, last, fixed, maxDisplacement), everything that must precede it is
/// placed (before, adjacent), an element whose immediate successor is owed
/// gets it next (adjacent), and a started, unfinished block is continued
/// (together). Each rule looks only at the set placed and the position, so a
/// search over sets (dynamic programming over subsets) is exact.
struct OrderRules: Sendable {
    static let maximumElements = 64

    let n: Int
    /// Allowed positions of each element.
    var low: [Int]
    var high: [Int]
    /// Elements that must be placed before each element.
    var predecessors: [UInt64]
    /// (a, b): b immediately follows a.
    var adjacencies: [(a: Int, b: Int)]
    var blocks: [UInt64]

    init(n: Int) {
        precondition(n <= Self.maximumElements)
        self.n = n
        low = [Int](repeating: 0, count: n)
        high = [Int](repeating: n - 1, count: n)
        predecessors = [UInt64](repeating: 0, count: n)
        adjacencies = []
        blocks = []
    }

    var full: UInt64 { n == 64 ? ~0 : (1 << UInt64(n)) - 1 }

    /// The only element that may come next, when a rule forces one: the owed
    /// successor of an adjacency. -1 when none is forced; -2 when two are (a dead end).
    @inline(__always)
    func forcedNext(placed: UInt64) -> Int {
        var forced = -1
        for (a, b) in adjacencies where placed & (1 << UInt64(a)) != 0 && placed & (1 << UInt64(b)) == 0 {
            if forced >= 0 && forced != b { return -2 }
            forced = b
        }
        return forced
    }

    /// Elements an open block restricts the next placement to (all ones when none is open).
    @inline(__always)
    func openBlockMask(placed: UInt64) -> UInt64 {
        var allowed = ~UInt64(0)
        for block in blocks where placed & block != 0 && placed & block != block { allowed &= block }
        return allowed
    }

    /// The elements that may be placed next, at position popcount(placed).
    @inline(__always)
    func candidates(placed: UInt64) -> UInt64 {
        let position = placed.nonzeroBitCount
        var allowed = full & ~placed & openBlockMask(placed: placed)
        let forced = forcedNext(placed: placed)
        if forced == -2 { return 0 }
        if forced >= 0 { allowed &= 1 << UInt64(forced) }
        var result: UInt64 = 0
        var rest = allowed
        while rest != 0 {
            let e = rest.trailingZeroBitCount
            rest &= rest - 1
            if low[e] <= position && position <= high[e] && predecessors[e] & ~placed == 0 {
                result |= 1 << UInt64(e)
            }
        }
        return result
    }

    /// Whether placing everything left now can still succeed as far as the
    /// windows tell: no unplaced element's window has closed.
    @inline(__always)
    func windowsOpen(placed: UInt64) -> Bool {
        let position = placed.nonzeroBitCount
        var rest = full & ~placed
        while rest != 0 {
            let e = rest.trailingZeroBitCount
            rest &= rest - 1
            if high[e] < position { return false }
        }
        return true
    }

    /// Whether `order` (a permutation of 0..<n) keeps every rule.
    func allows(_ order: [Int]) -> Bool {
        guard order.count == n else { return false }
        var placed: UInt64 = 0
        for e in order {
            guard candidates(placed: placed) & (1 << UInt64(e)) != 0 else { return false }
            placed |= 1 << UInt64(e)
        }
        return placed == full
    }

    /// Elements no rule ties to a single position.
    var movableCount: Int { (0..<n).filter { low[$0] < high[$0] }.count }
}
