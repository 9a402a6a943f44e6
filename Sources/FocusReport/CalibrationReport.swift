import FocusModel
import FocusStats

/// What `focusbench calibrate` found: every family's fit, the one chosen and
/// the profile built from it.
public struct CalibrationReport: Sendable {
    public var file: String
    public var count: Int
    public var fits: [DistributionFit]
    public var best: DistributionFit
    public var profileName: String
    /// The profile as written: kind and reaction time; every other key keeps its default.
    public var profile: JSONValue
    /// Where the profiles file went, when `--output` was given.
    public var written: String?
    /// What to check before trusting the fit (`CalibrationAdvice`).
    public var warnings: [String] = []
    /// Whether the file held milliseconds (`--unit ms`); the fits are in seconds either way.
    public var unitMilliseconds = false

    public init(file: String, count: Int, fits: [DistributionFit], best: DistributionFit, profileName: String,
                written: String?) {
        self.file = file
        self.count = count
        self.fits = fits
        self.best = best
        self.profileName = profileName
        self.profile = Self.profile(reactionTime: best.distribution)
        self.written = written
    }

    /// A switch profile with the fitted reaction time, in the profile file format.
    package static func profile(reactionTime: Distribution) -> JSONValue {
        .object([(key: "kind", value: .string("switch")), (key: "reactionTime", value: reactionTime.jsonValue)])
    }
}

/// `{"best", "fits", "profile"}`; key names are part of the command-line interface.
package enum CalibrationJSON {
    public static func value(of report: CalibrationReport) -> JSONValue {
        .object([
            (key: "best", value: .string(report.best.family.rawValue)),
            (key: "fits", value: .array(report.fits.map(fit))),
            (key: "profile", value: report.profile),
            (key: "name", value: .string(report.profileName)),
            (key: "count", value: .number(Double(report.count))),
            (key: "output", value: report.written.map(JSONValue.string) ?? .null),
            (key: "unit", value: .string(report.unitMilliseconds ? "ms" : "s")),
            (key: "summary", value: .string(CalibrationAdvice.sentence(report.best.distribution))),
            (key: "warnings", value: .array(report.warnings.map(JSONValue.string))),
        ])
    }

    static func fit(_ fit: DistributionFit) -> JSONValue {
        .object([
            (key: "family", value: .string(fit.family.rawValue)),
            (key: "parameters", value: .object(fit.distribution.parameters.map { (key: $0.name, value: .number($0.value)) })),
            (key: "logLikelihood", value: .number(fit.logLikelihood)),
            (key: "aic", value: .number(fit.aic)),
            (key: "ks", value: .number(fit.ks)),
        ])
    }
}

package enum CalibrationText {
    public static func render(_ report: CalibrationReport) -> String {
        var text = CalibrationAdvice.sentence(report.best.distribution).prefix(1).uppercased()
            + CalibrationAdvice.sentence(report.best.distribution).dropFirst() + " (\(report.best.family.rawValue) fit).\n"
        for warning in report.warnings { text += "Warning: \(warning).\n" }
        text += "\nReaction times: \(report.file) (\(report.count) values\(report.unitMilliseconds ? ", read as milliseconds" : ""))\n"
        text += "Mean \(NumberText.fixed(report.best.distribution.mean, decimals: 3)) s of the best fit; "
            + ".65 rule scan interval \(NumberText.fixed(report.best.distribution.mean / 0.65, decimals: 2)) s\n\n"
        var table = TextTable()
        table.heading("Fit (maximum likelihood)", "parameters", "log L", "AIC", "KS")
        for fit in report.fits {
            let parameters = fit.distribution.parameters.map { "\($0.name) \(NumberText.fixed($0.value, decimals: 4))" }
                .joined(separator: ", ")
            table.row(fit.family.rawValue + (fit.family == report.best.family ? " (best)" : ""), parameters,
                      NumberText.fixed(fit.logLikelihood, decimals: 2), NumberText.fixed(fit.aic, decimals: 2),
                      NumberText.fixed(fit.ks, decimals: 4))
        }
        text += table.rendered()
        text += "\nBest by AIC: \(report.best.family.rawValue). Profile '\(report.profileName)':\n"
        text += JSONValue.object([(key: report.profileName, value: report.profile)]).serialized(pretty: true) + "\n"
        if let written = report.written { text += "Written to \(written) (use with --profiles).\n" }
        return text
    }
}
