import FocusStats

/// The paired comparison of two samples drawn with common random numbers.
enum PairedDifferences {
    /// A − B per replication: mean, 95% CI (Student t), paired t-test p-value
    /// and the share of replications in which A was strictly faster.
    static func of(_ a: [Double], minus b: [Double]) -> PairedDifference {
        precondition(a.count == b.count && a.count >= 2)
        var differences = [Double](repeating: 0, count: a.count)
        var aFaster = 0
        for i in a.indices {
            differences[i] = a[i] - b[i]
            if a[i] < b[i] { aFaster += 1 }
        }
        let summary = Statistics.summarize(sortingInPlace: &differences)
        let standardError = summary.standardError
        let t = standardError > 0 ? summary.mean / standardError : (summary.mean == 0 ? 0 : .infinity)
        let pValue = standardError > 0 || summary.mean != 0
            ? Statistics.twoSidedPValue(t: t, degreesOfFreedom: Double(a.count - 1)) : 1
        return PairedDifference(mean: summary.mean, ci95: summary.ci95, pValue: pValue,
                                probabilityAFaster: Double(aFaster) / Double(a.count))
    }
}
