import Foundation
import FocusTuning

package enum TuningText {
    public static func render(_ result: TuningResult) -> String {
        let names = result.parameters.map(\.rawValue).joined(separator: ", ")
        var text = "Tuning \(names) for user '\(result.user)' on \(result.scenario), order '\(result.order)'\n"
        text += "Objective: \(result.objective == .mean ? "expected completion time" : "90th percentile")"
        if let limit = result.maxMissRate { text += ", at most \(limitText(limit)) of target highlights passed over" }
        text += result.closedForm ? " (closed form)\n"
            : " (simulation, \(result.replications) replications per setting, seed \(result.seed), common random numbers)\n\n"
        if result.closedForm { text += "\n" }
        var table = TextTable()
        table.heading("Setting", names, "time (s)", "miss rate")
        table.row("optimum", value(result.optimum.values), seconds(result.objectiveValue(result.optimum)),
                  NumberText.percent(result.optimum.missRate))
        table.row("current", value(result.current.values), seconds(result.objectiveValue(result.current)),
                  rate(result.current))
        if let rule = result.rule065 {
            table.row(".65 rule", value(rule.values), seconds(result.objectiveValue(rule)), rate(rule))
        }
        table.blank()
        table.heading("Curve", names, "mean (s)", "p90 (s)", "miss rate", "false act.")
        for point in result.curve {
            guard point.feasible else {
                table.row("", value(point.values), "never hits", "-", "-", "-")
                continue
            }
            table.row("", value(point.values), seconds(point.expectedTime), seconds(point.p90), rate(point),
                      NumberText.fixed(point.falseActivations, decimals: 2))
        }
        text += table.rendered()
        text += TuningSaving.lines(result)
        if result.curve.contains(where: { !$0.feasible }) {
            text += "\"never hits\": the user's reaction time is never shorter than the highlight; not recommended.\n"
        }
        return text
    }

    /// A miss-rate limit with enough digits to show what was asked (0.0001 is 0.01%, not 0.0%).
    private static func limitText(_ limit: Double) -> String {
        var decimals = 1
        while decimals < 6, (limit * 100 * pow(10, Double(decimals))).rounded() == 0 { decimals += 1 }
        return NumberText.fixed(limit * 100, decimals: decimals) + "%"
    }

    private static func value(_ values: [Double]) -> String {
        values.map { NumberText.fixed($0, decimals: 3) }.joined(separator: ", ")
    }

    private static func seconds(_ value: Double) -> String {
        value.isFinite ? NumberText.seconds(value) : "never hits"
    }

    private static func rate(_ point: SettingEvaluation) -> String {
        point.feasible ? NumberText.percent(point.missRate) : "-"
    }
}
