/// Which of several means (orders of a sweep cell, a report's orders for
/// one user, the two sides of `compare`) may be called the fastest.
///
/// A replication stopped at the time cap counts at the cap, so a mean with
/// any capped replication is only a lower bound: its true value may lie
/// above another's. The lowest mean names the fastest only when it is
/// exact; a capped mean above it does not stand in the way, as its true
/// value can only be higher still.
public enum LowestMean: Sendable, Equatable {
    /// The index of the lowest mean, which is exact: that one is the fastest.
    case fastest(Int)
    /// The index of the lowest mean, which is a lower bound: none can be called the fastest.
    case lowerBound(Int)

    /// The lowest of `means` (the first given on a tie); nil for none.
    public static func of(_ means: [(mean: Double, capped: Bool)]) -> LowestMean? {
        guard let lowest = means.indices.min(by: { means[$0].mean < means[$1].mean }) else { return nil }
        return means[lowest].capped ? .lowerBound(lowest) : .fastest(lowest)
    }

    /// The lowest of `estimates`' means, each a lower bound where a replication was capped.
    public static func of(_ estimates: [Estimate]) -> LowestMean? {
        of(estimates.map { (mean: $0.summary.mean, capped: $0.counts.capped > 0) })
    }

    /// The index of the fastest, nil where the lowest mean is a lower bound.
    public var fastest: Int? {
        if case let .fastest(index) = self { return index }
        return nil
    }

    /// The index of the lowest mean, exact or not.
    public var lowest: Int {
        switch self {
        case let .fastest(index), let .lowerBound(index): index
        }
    }
}
