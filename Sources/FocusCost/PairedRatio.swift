/// What the ratio of two paired means and its delta-method interval need,
/// taken while both samples are still in replication order, so that a
/// report need not keep them in that order afterwards (`RelativeDifference`
/// in FocusReport makes the interval).
public struct PairedRatio: Sendable, Equatable {
    public var count: Int
    public var meanA: Double
    public var meanB: Double
    /// Σ (a[i] − r·b[i])² with r = meanA / meanB: small when the two samples
    /// move together, as common random numbers make them.
    public var residualSumOfSquares: Double

    /// `a[i]` and `b[i]` share replication i's stream.
    public static func of(_ a: [Double], over b: [Double]) -> PairedRatio {
        precondition(a.count == b.count && a.count >= 2)
        let n = Double(a.count)
        let meanA = a.reduce(0, +) / n
        let meanB = b.reduce(0, +) / n
        let ratio = meanA / meanB
        var sumOfSquares = 0.0
        for i in a.indices {
            let residual = a[i] - ratio * b[i]
            sumOfSquares += residual * residual
        }
        return PairedRatio(count: a.count, meanA: meanA, meanB: meanB, residualSumOfSquares: sumOfSquares)
    }
}
