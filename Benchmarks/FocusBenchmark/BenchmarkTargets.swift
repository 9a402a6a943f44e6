import FocusModel

/// The throughput ratios the project holds itself to, gathered from one
/// run's report so they can be read in one place: the Swift simulator against
/// the C+GSL loop, group against item scanning, a sweep against its cells
/// run alone. A ratio whose section did not run (`--sweep off`) is left out.
struct BenchmarkTargets {
    var report: JSONValue

    private struct Target {
        var name: String
        var section: String
        var key: String
        var bound: Double
        /// Whether the ratio must be at least the bound (a speed) or at most it (a cost).
        var atLeast: Bool
    }

    private static let targets = [
        Target(name: "swiftPerCReference", section: "cReference", key: "swiftPerC",
               bound: CReferenceComparison.targetRatio, atLeast: true),
        Target(name: "groupPerItemScanning", section: "scanningLevels", key: "groupPerItemReplication",
               bound: ScanningLevels.targetRatio, atLeast: false),
        Target(name: "sweepPerCellsAlone", section: "sweepCost", key: "sweepPerCellsAlone",
               bound: SweepCost.targetRatio, atLeast: false),
    ]

    var summary: JSONValue {
        .object(Self.targets.compactMap { target in
            guard let ratio = report[target.section]?[target.key]?.numberValue else { return nil }
            return (target.name, .object([
                ("ratio", .number(ratio)),
                (target.atLeast ? "atLeast" : "atMost", .number(target.bound)),
                ("met", .bool(target.atLeast ? ratio >= target.bound : ratio <= target.bound)),
            ]))
        })
    }
}
