/// The shape of a cell's completion times, as the charts draw it and the JSON
/// stores it: a histogram on bins shared by every cell of the same user (so
/// orders can be compared bar by bar) and the percentiles 0…100.
public struct CellDistribution: Sendable, Equatable {
    public static let binCount = 30

    /// Left edge of the first bin, in seconds.
    public var start: Double
    public var binWidth: Double
    /// Replications per bin; the last bin includes its right edge.
    public var counts: [Int]
    /// percentiles[k] is the k-th percentile (k = 0…100); empty without replications.
    public var percentiles: [Double]

    public var end: Double { start + binWidth * Double(counts.count) }

    /// One distribution per cell, in the order of `cells`; cells of the same
    /// user share their bins.
    public static func of(_ cells: [ReportDocument.Cell]) -> [CellDistribution] {
        var ranges: [String: (low: Double, high: Double)] = [:]
        let sortedTotals = cells.map { $0.totals.sorted() }
        for (cell, totals) in zip(cells, sortedTotals) {
            guard let low = totals.first, let high = totals.last else { continue }
            let range = ranges[cell.user] ?? (low, high)
            ranges[cell.user] = (min(range.low, low), max(range.high, high))
        }
        return zip(cells, sortedTotals).map { cell, totals in
            let range = ranges[cell.user] ?? (0, 1)
            let width = range.high > range.low ? (range.high - range.low) / Double(binCount) : 1
            var counts = [Int](repeating: 0, count: binCount)
            for value in totals {
                let bin = min(binCount - 1, max(0, Int((value - range.low) / width)))
                counts[bin] += 1
            }
            return CellDistribution(start: range.low, binWidth: width, counts: counts,
                                    percentiles: percentiles(ofSorted: totals))
        }
    }

    /// Linear interpolation between order statistics (the rule the summaries use).
    static func percentiles(ofSorted values: [Double]) -> [Double] {
        guard !values.isEmpty else { return [] }
        return (0...100).map { k in
            let position = Double(k) / 100 * Double(values.count - 1)
            let lower = Int(position.rounded(.down))
            let upper = min(values.count - 1, lower + 1)
            let fraction = position - Double(lower)
            return values[lower] + (values[upper] - values[lower]) * fraction
        }
    }
}
