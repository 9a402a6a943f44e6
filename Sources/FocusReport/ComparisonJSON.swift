import FocusCost
import FocusModel

/// The JSON object of a comparison: both estimates in full and the paired
/// difference A − B.
package enum ComparisonJSON {
    public static func value(of comparison: Comparison) -> JSONValue {
        let difference = comparison.difference
        return [
            "a": EstimateJSON.value(of: comparison.a),
            "b": EstimateJSON.value(of: comparison.b),
            "difference": [
                "mean": .number(difference.mean),
                "ci95": EstimateJSON.interval(difference.ci95),
                "pValue": .number(difference.pValue),
                "probabilityAFaster": .number(difference.probabilityAFaster),
            ],
        ]
    }
}
