/// The pairs an order puts the other way round from a reference ranking, in
/// O(n log n): the count by merge sort, the first few pairs (in the order a
/// double loop over the order would list them) by a minimum tree, and the
/// elements that take part in any pair from running maxima and minima.
struct Inversions {
    /// How many pairs are inverted: the Kendall distance.
    var count: Int
    /// The first `limit` pairs, the order's first element then its second.
    var firstPairs: [[String]]
    /// The ids that belong to at least one inverted pair, in the order's order.
    var involved: [String]

    /// The number of pairs a lint finding lists.
    static let listedPairs = 50

    init(_ ids: [String], rank: [String: Int], limit: Int = Inversions.listedPairs) {
        let ranks = ids.map { rank[$0]! }
        count = Self.countInversions(ranks)
        firstPairs = Self.firstPairs(ids, ranks, limit: limit)
        var involved: [String] = []
        var suffixMinimum = Array(repeating: Int.max, count: ranks.count + 1)
        for index in ranks.indices.reversed() { suffixMinimum[index] = min(ranks[index], suffixMinimum[index + 1]) }
        var prefixMaximum = Int.min
        for index in ranks.indices {
            if prefixMaximum > ranks[index] || suffixMinimum[index + 1] < ranks[index] { involved.append(ids[index]) }
            prefixMaximum = max(prefixMaximum, ranks[index])
        }
        self.involved = involved
    }

    private static func countInversions(_ values: [Int]) -> Int {
        var values = values
        var buffer = values
        var total = 0
        var width = 1
        while width < values.count {
            var start = 0
            while start < values.count {
                let middle = min(start + width, values.count), end = min(start + 2 * width, values.count)
                var left = start, right = middle, out = start
                while left < middle || right < end {
                    if right >= end || (left < middle && values[left] <= values[right]) {
                        buffer[out] = values[left]
                        left += 1
                    } else {
                        // Every value still waiting on the left is larger: each makes a pair.
                        total += middle - left
                        buffer[out] = values[right]
                        right += 1
                    }
                    out += 1
                }
                start += 2 * width
            }
            swap(&values, &buffer)
            width *= 2
        }
        return total
    }

    /// For each position in turn, the later positions of lower rank, found
    /// one at a time by descending a tree of range minima.
    private static func firstPairs(_ ids: [String], _ ranks: [Int], limit: Int) -> [[String]] {
        guard limit > 0, ranks.count > 1 else { return [] }
        var size = 1
        while size < ranks.count { size *= 2 }
        var tree = Array(repeating: Int.max, count: 2 * size)
        for (index, value) in ranks.enumerated() { tree[size + index] = value }
        for node in stride(from: size - 1, through: 1, by: -1) { tree[node] = min(tree[2 * node], tree[2 * node + 1]) }

        /// The first position at or after `from` whose rank is below `bound`.
        func firstBelow(_ bound: Int, from: Int, node: Int = 1, low: Int = 0, high: Int) -> Int? {
            if high <= from || tree[node] >= bound { return nil }
            if node >= size { return low }
            let middle = (low + high) / 2
            return firstBelow(bound, from: from, node: 2 * node, low: low, high: middle)
                ?? firstBelow(bound, from: from, node: 2 * node + 1, low: middle, high: high)
        }

        var pairs: [[String]] = []
        for first in ranks.indices {
            var next = first + 1
            while pairs.count < limit, let later = firstBelow(ranks[first], from: next, high: size) {
                pairs.append([ids[first], ids[later]])
                next = later + 1
            }
            if pairs.count == limit { break }
        }
        return pairs
    }
}
