import FocusModel
import FocusTuning

/// The JSON object of a tuning run. With one parameter, values are numbers;
/// with two, "parameter" is "scanInterval,firstItemPause" and every value
/// (optimum, current, rule065, curve) is an array [scanInterval, firstItemPause].
package enum TuningJSON {
    public static func value(of result: TuningResult) -> JSONValue {
        .object([
            (key: "parameter", value: .string(result.parameters.map(\.rawValue).joined(separator: ","))),
            (key: "optimum", value: values(result.optimum.values)),
            (key: "expectedTime", value: number(result.objectiveValue(result.optimum))),
            (key: "current", value: point(result.current, result)),
            (key: "rule065", value: result.rule065.map { point($0, result) } ?? .null),
            (key: "curve", value: .array(result.curve.map { row($0) })),
            (key: "objective", value: .string(result.objective.rawValue)),
            (key: "maxMissRate", value: .number(orNull: result.maxMissRate)),
            (key: "optimumDetails", value: row(result.optimum)),
            (key: "typingSaving", value: number(result.typingSaving)),
            (key: "saving", value: result.saving.map { paired in
                ["mean": number(paired.mean), "ci95": EstimateJSON.interval(paired.ci95)]
            } ?? .null),
            (key: "closedForm", value: .bool(result.closedForm)),
            (key: "evaluations", value: .number(Double(result.evaluations))),
            (key: "scenario", value: .string(result.scenario)),
            (key: "order", value: .string(result.order)),
            (key: "user", value: .string(result.user)),
            (key: "replications", value: .number(Double(result.replications))),
            (key: "seed", value: .number(Double(result.seed))),
        ])
    }

    static func values(_ values: [Double]) -> JSONValue {
        values.count == 1 ? .number(values[0]) : .array(values.map(JSONValue.number))
    }

    /// Infinite and NaN values (an infeasible setting) become null.
    static func number(_ value: Double) -> JSONValue {
        .number(orNull: value.isFinite ? value : nil)
    }

    static func point(_ evaluation: SettingEvaluation, _ result: TuningResult) -> JSONValue {
        .object([
            (key: "value", value: values(evaluation.values)),
            (key: "expectedTime", value: number(result.objectiveValue(evaluation))),
            (key: "feasible", value: .bool(evaluation.feasible)),
        ])
    }

    static func row(_ evaluation: SettingEvaluation) -> JSONValue {
        .object([
            (key: "value", value: values(evaluation.values)),
            (key: "mean", value: number(evaluation.expectedTime)),
            (key: "p90", value: number(evaluation.p90)),
            (key: "missRate", value: number(evaluation.missRate)),
            (key: "falseActivations", value: number(evaluation.falseActivations)),
            (key: "entry", value: number(evaluation.entryTime)),
            (key: "feasible", value: .bool(evaluation.feasible)),
        ])
    }
}
