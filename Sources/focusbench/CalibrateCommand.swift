import FocusModel
import FocusReport
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
        CalibrateOptions.format.declaration,
    ]
    static let help = CommandHelp(
        usage: ["TIMES.csv [--column NAME] [--output FILE] [--name PROFILE] [--format text|json]"],
        description: """
            Fits a person's measured switch reaction times (seconds from highlight to press) with
            lognormal, gamma and ex-Gaussian distributions by maximum likelihood, reports each fit's
            parameters, log-likelihood, AIC and Kolmogorov-Smirnov distance, and picks the best by
            AIC. The file holds one number per line (a one-word header line is allowed), or a CSV
            with a header from which --column picks the column. Empty files, non-numeric, zero or
            negative values are refused with the line number (exit status 2).
            """,
        examples: ["focusbench calibrate scenarios/reaction-times-example.csv --output my-profile.json"])

    static func run(_ options: CalibrateOptions) throws {
        if let output = options.output, OrderDestination.sameFile(output, options.timesPath) {
            throw CommandLineFailure.badInput("--output \(output) is the reaction-time file itself; "
                + "calibrate never replaces its input")
        }
        if let people = try PersonTimesFile.read(path: options.timesPath, column: options.column) {
            return try CalibratePopulation.run(options, people)
        }
        let times = try ReactionTimeFile(path: options.timesPath, column: options.column)
        let fits: [DistributionFit]
        do {
            fits = try DistributionFitter.fitAll(times.values)
        } catch let error as FitError {
            throw CommandLineFailure.badInput("\(options.timesPath): \(error)")
        } catch let error as GSLError {
            throw CommandLineFailure.runtime("\(options.timesPath): fitting failed: \(error)")
        }
        // fitAll returns one fit per family, so there is a best one.
        let best = DistributionFitter.best(of: fits)!
        var report = CalibrationReport(file: options.timesPath, count: times.values.count, fits: fits, best: best,
                                       profileName: options.name, written: nil)
        if let output = options.output {
            try write(report, to: output)
            report.written = output
        }
        switch options.format {
        case .json: StandardStreams.write(CalibrationJSON.value(of: report).serialized(pretty: true) + "\n")
        default: StandardStreams.write(CalibrationText.render(report))
        }
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
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandLineFailure.badInput("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// `focusbench calibrate TIMES.csv`: where the times are and where the profile goes.
struct CalibrateOptions: ParsableOptions {
    static let defaultName = "calibrated"
    static let format = FormatOption.textOrJSON

    var timesPath: String
    var column: String?
    var output: String?
    var name: String
    var format: ReportFormat

    init(_ parsed: ParsedArguments) throws {
        timesPath = try parsed.singlePositional("TIMES.csv")
        column = try parsed.text(.column)
        output = try parsed.text(.output)
        name = try parsed.text(.profileName) ?? Self.defaultName
        format = try Self.format.read(from: parsed)
    }
}

extension OptionDeclaration {
    static let column = OptionDeclaration(name: "--column", valueName: "NAME",
                                          expects: "a column name from the file's header")
    static let profileName = OptionDeclaration(name: "--name", valueName: "PROFILE", expects: "a profile name")
}
