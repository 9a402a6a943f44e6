/// The shape of a cell's completion times, as the charts draw it and the JSON
/// stores it: a histogram on bins shared by every cell of the same user (so
/// orders can be compared bar by bar) and the percentiles 0…100.
package struct CellDistribution: Sendable, Equatable {
    public static let binCount = 30
    static let clipQuantile = 0.995

    /// Left edge of the first bin, in seconds.
    public var start: Double
    public var binWidth: Double
    /// Replications per bin. The bins end at the highest 99.5th percentile of
    /// the user's cells; the last bin also counts every slower replication.
    public var counts: [Int]
    /// percentiles[k] is the k-th percentile (k = 0…100); empty without replications.
    public var percentiles: [Double]

    public var end: Double { start + binWidth * Double(counts.count) }
    /// Replications slower than `end`, counted in the last bin (the overflow bin).
    public var beyondEnd = 0

    /// One distribution per cell, in the order of `cells`; cells of the same
    /// user share their bins.
    public static func of(_ cells: [ReportDocument.Cell]) -> [CellDistribution] {
        var ranges: [String: (low: Double, high: Double)] = [:]
        // The cells keep their times sorted already: no copy of a million times per cell.
        let sortedTotals = cells.map(\.sortedTotals)
        for (cell, totals) in zip(cells, sortedTotals) {
            guard let low = totals.first, let highest = totals.last else { continue }
            // A few very slow replications would squeeze every other bar into
            // a corner; the bins end at the 99.5th percentile instead.
            let clipped = totals[Int(Double(totals.count - 1) * clipQuantile)]
            let high = clipped > low ? clipped : highest
            let range = ranges[cell.user] ?? (low, high)
            ranges[cell.user] = (min(range.low, low), max(range.high, high))
        }
        return zip(cells, sortedTotals).map { cell, totals in
            let range = ranges[cell.user] ?? (0, 1)
            let width = range.high > range.low ? (range.high - range.low) / Double(binCount) : 1
            var counts = [Int](repeating: 0, count: binCount)
            var beyond = 0
            for value in totals {
                if value > range.low + width * Double(binCount) { beyond += 1 }
                let bin = min(binCount - 1, max(0, Int((value - range.low) / width)))
                counts[bin] += 1
            }
            var distribution = CellDistribution(start: range.low, binWidth: width, counts: counts,
                                                percentiles: percentiles(ofSorted: totals))
            distribution.beyondEnd = beyond
            return distribution
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
