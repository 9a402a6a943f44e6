import CGSL

/// The error of a mean taken over clusters of draws: a sample drawn as
/// consecutive groups of `groupSize` that share something (the typings of one
/// text), where the groups, not the draws, are the independent units.
public enum ClusteredMean {
    /// The variance of the mean of `values` as an estimate of the mean over
    /// all groups that could have been drawn: the sample variance of the group
    /// means over their count; with one group, the sample variance of the draws
    /// over their count (the group itself was given, not drawn). Zero for
    /// fewer than two values.
    public static func varianceOfMean(_ values: [Double], groupSize: Int) -> Double {
        precondition(groupSize > 0 && values.count % groupSize == 0)
        let groups = values.count / groupSize
        if groups < 2 {
            guard values.count > 1 else { return 0 }
            return values.withUnsafeBufferPointer { gsl_stats_variance($0.baseAddress!, 1, values.count) }
                / Double(values.count)
        }
        var means = [Double](repeating: 0, count: groups)
        values.withUnsafeBufferPointer { buffer in
            for g in 0..<groups {
                means[g] = gsl_stats_mean(buffer.baseAddress! + g * groupSize, 1, groupSize)
            }
        }
        return means.withUnsafeBufferPointer { gsl_stats_variance($0.baseAddress!, 1, groups) } / Double(groups)
    }
}
