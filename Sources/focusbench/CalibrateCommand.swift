import FocusModel
import FocusReport
import FocusRun
import FocusStats
import Foundation

/// `focusbench calibrate`: fits a person's reaction times and writes a profile.
enum CalibrateCommand: CommandDeclaration {
    static let name = "calibrate"
    static let abstract = "Fit a person's measured reaction times and write a switch profile"
    static let options = [
        OptionDeclaration.column.withHelp("The CSV column with the times (default: the only column)"),
        OptionDeclaration.output.withHelp(
            "Write a profiles file {\"PROFILE\": {...}} for --profiles; never the input"),
        OptionDeclaration.profileName.withHelp(
            "The profile's name in the output (default: \(CalibrateOptions.defaultName))"),
        OptionDeclaration.unit.withHelp("The unit of the times in the file: s or ms (default: s)"),
        CalibrateOptions.format.declaration,
    ]
    static let help = CommandHelp(
        usage: ["TIMES.csv [--column NAME] [--unit s|ms] [--output FILE] [--name PROFILE] [--format text|json]"],
        description: """
            Fits a person's measured switch reaction times (seconds from highlight to press) with
            lognormal, gamma and ex-Gaussian distributions by maximum likelihood, reports each fit's
            parameters, log-likelihood, AIC and Kolmogorov-Smirnov distance, and picks the best by
            AIC. The file holds one number per line (a one-word header line is allowed), or a CSV
            with a header from which --column picks the column. Empty files, non-numeric, zero or
            negative values are refused with the line number (exit status 2).

            The output opens with the fit in plain words (the typical reaction and the time within
            which 9 presses in 10 come) and warns when times look like milliseconds (above 20 s;
            --unit ms converts them), when fewer than 20 times make the fit uncertain (the
            ex-Gaussian is not fitted to fewer than 10), and when times are under 0.05 s.
            """,
        examples: ["focusbench calibrate scenarios/reaction-times-example.csv --output my-profile.json"])

    static func run(_ options: CalibrateOptions) throws {
        if let output = options.output, AtomicFileWriter.sameFile(output, options.timesPath) {
            throw CommandLineFailure.badInput("--output \(output) is the reaction-time file itself; "
                + "calibrate never replaces its input")
        }
        if let people = try PersonTimesFile.read(path: options.timesPath, column: options.column,
                                                 milliseconds: options.milliseconds) {
            return try CalibratePopulation.run(options, people)
        }
        let seconds = try ReactionTimeFile(path: options.timesPath, column: options.column,
                                           milliseconds: options.milliseconds).values
        let fits: [DistributionFit]
        do {
            fits = try CalibrationAdvice.families(forCount: seconds.count).map {
                try DistributionFitter.fit($0, to: seconds)
            }
        } catch let error as FitError {
            throw CommandLineFailure.badInput("\(options.timesPath): \(error)")
        } catch let error as GSLError {
            throw CommandLineFailure.runtime("\(options.timesPath): fitting failed: \(error)")
        }
        // At least the two-parameter families are fitted, so there is a best one.
        let best = DistributionFitter.best(of: fits)!
        var report = CalibrationReport(file: options.timesPath, count: seconds.count, fits: fits, best: best,
                                       profileName: options.name, written: nil)
        report.unitMilliseconds = options.milliseconds
        report.warnings = CalibrationAdvice.warnings(seconds, givenInMilliseconds: options.milliseconds)
        if let output = options.output {
            try write(report, to: output)
            report.written = output
        }
        try StandardStreams.write(.calibration(report), as: options.format)
    }

    /// A profiles file `{NAME: profile}`, checked to load, written through a
    /// temporary file renamed into place.
    private static func write(_ report: CalibrationReport, to path: String) throws {
        let text = JSONValue.object([(key: report.profileName, value: report.profile)]).serialized(pretty: true) + "\n"
        do {
            _ = try ProfileCatalog.decodeProfiles(text: text, file: path, over: .builtIn)
        } catch {
            throw CommandLineFailure.runtime("the calibrated profile does not load: \(error)")
        }
        try OutputFile.write(text, to: path)
    }
}

/// `focusbench calibrate TIMES.csv`: where the times are and where the profile goes.
struct CalibrateOptions: ParsableOptions {
    static let defaultName = "calibrated"
    static let format = FormatOption(for: .calibration)

    var timesPath: String
    var column: String?
    var output: String?
    var name: String
    var format: any OutputFormat
    /// `--unit ms`: the file holds milliseconds.
    var milliseconds: Bool

    init(_ parsed: ParsedArguments) throws {
        timesPath = try parsed.singlePositional("TIMES.csv")
        column = try parsed.text(.column)
        output = try OutputFile.checked(parsed.text(.output))
        name = try parsed.text(.profileName) ?? Self.defaultName
        format = try Self.format.read(from: parsed)
        milliseconds = try parsed.choice(.unit, among: TimeUnit.allCases) == .milliseconds
    }

    enum TimeUnit: String, CaseIterable {
        case seconds = "s"
        case milliseconds = "ms"
    }
}

extension OptionDeclaration {
    static let column = OptionDeclaration(name: "--column", valueName: "NAME",
                                          expects: "a column name from the file's header")
    static let unit = OptionDeclaration(name: "--unit", valueName: "UNIT", expects: "s or ms").withChoices(["s", "ms"])
    static let profileName = OptionDeclaration(name: "--name", valueName: "PROFILE", expects: "a profile name")
}
