import FocusCost
import FocusModel
import FocusStats

/// The JSON object of one estimate. Key names are part of the command-line
/// interface (docs/commands.md); scripts rely on them, so add keys rather
/// than rename them.
package enum EstimateJSON {
    public static func value(of estimate: Estimate) -> JSONValue {
        let summary = estimate.summary
        let settings = estimate.settings
        let value: JSONValue = [
            "scenario": .string(estimate.scenario),
            "order": .string(estimate.order),
            "user": .string(estimate.user),
            "replications": .number(Double(settings.replications)),
            // Seeds above 2^53 would not survive a JSON number; the command
            // line refuses them, so this conversion is exact.
            "seed": .number(Double(settings.seed)),
            "threads": .number(Double(settings.threads)),
            "maxSeconds": .number(settings.maxSeconds),
            "mean": .number(summary.mean),
            "sd": .number(summary.sd),
            "variance": .number(summary.variance),
            "standardError": .number(summary.standardError),
            "ci95": interval(summary.ci95),
            "median": .number(summary.median),
            "p90": .number(summary.p90),
            "p95": .number(summary.p95),
            "min": .number(summary.min),
            "max": .number(summary.max),
            "model": .string(estimate.model.name),
            "breakdown": .object(estimate.breakdown.listing(estimate.model.categories).map {
                (key: $0.name, value: .number($0.seconds))
            }),
            "entryBreakdown": entryBreakdown(of: estimate),
            "counts": .object(estimate.model.counts.map { (key: $0.name, value: .number(Double(estimate.counts[$0]))) }
                + [(key: "capped", value: .number(Double(estimate.counts.capped)))]),
            "targets": .array(estimate.targets.map(target)),
            "analytic": estimate.analytic.map { ["mean": .number($0.mean), "sd": .number($0.sd)] } ?? .null,
            "elapsedSeconds": .number(estimate.elapsedSeconds),
        ]
        guard let groups = estimate.scanGroups, case let .object(members) = value else { return value }
        return .object(members + [(key: "groups", value: .array(groups.map(group)))])
    }

    static func group(_ group: UsedScanGroup) -> JSONValue {
        ["id": .string(group.id), "members": .array(group.memberIDs.map(JSONValue.string)),
         "automatic": .bool(group.automatic)]
    }

    /// Where the typing time went, when the user typed on a keyboard; null for the constant model.
    static func entryBreakdown(of estimate: Estimate) -> JSONValue {
        guard let split = estimate.entryBreakdown else { return .null }
        return .object(split.listing(split.usedCategories).map { (key: $0.name, value: .number($0.seconds)) })
    }

    static func target(_ target: TargetStatistics) -> JSONValue {
        [
            "step": .number(Double(target.step + 1)),
            "target": .string(target.target),
            "attemptsPerReplication": .number(target.attemptsPerReplication),
            "missesPerReplication": .number(target.missesPerReplication),
            "missRate": target.missRate.isNaN ? .null : .number(target.missRate),
        ]
    }

    static func interval(_ interval: ClosedInterval) -> JSONValue {
        [.number(interval.low), .number(interval.high)]
    }
}
