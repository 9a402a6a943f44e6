import FocusModel
import FocusOptimizer

/// The JSON object of an optimization. Key names are part of the
/// command-line interface (docs/commands.md): add keys rather than rename them.
package enum OptimizationJSON {
    public static func value(of report: OptimizationReport) -> JSONValue {
        let result = report.result
        var members: [(key: String, value: JSONValue)] = [
            ("order", .array(result.order.map(JSONValue.string))),
            ("expectedTime", .number(result.expectedTime)),
            ("reference", .string(result.reference)),
            ("referenceExpectedTime", .number(result.referenceExpectedTime)),
            ("improvement", [
                "mean": .number(result.improvement.mean),
                "ci95": EstimateJSON.interval(result.improvement.ci95),
                "percent": .number(result.improvement.percent),
            ]),
            ("provenOptimal", .bool(result.provenOptimal)),
            ("method", .string(result.method)),
            ("evaluations", .number(Double(result.evaluations))),
            ("elapsedSeconds", .number(result.elapsedSeconds)),
            ("bindingConstraints", .array(result.bindingConstraints.map(binding))),
            // The command line refuses seeds above 2^53, so this conversion is exact.
            ("seed", .number(Double(report.seed))),
            ("mix", .object(report.mix.map { (key: $0.user, value: .number($0.weight)) })),
            ("scenario", .string(report.scenarioName)),
            ("replications", .number(Double(report.verificationReplications))),
            ("referenceViolations", .array(result.referenceViolations.map {
                ["path": .string($0.path), "constraint": constraintJSON($0.text)]
            })),
            ("notes", .array(result.notes.map(JSONValue.string))),
        ]
        if let written = report.written {
            members.append(("writtenOrder", ["name": .string(written.name), "file": .string(written.file)]))
        }
        return .object(members)
    }

    /// The constraint as the scenario wrote it, as JSON again; should its
    /// text not parse, it is kept as a string rather than lost.
    static func binding(_ constraint: BindingConstraint) -> JSONValue {
        ["path": .string(constraint.path), "constraint": constraintJSON(constraint.text), "cost": .number(constraint.cost)]
    }

    static func constraintJSON(_ text: String) -> JSONValue {
        (try? JSONValue.parse(text)) ?? .string(text)
    }
}
