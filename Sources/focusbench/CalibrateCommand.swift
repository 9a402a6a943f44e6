import FocusModel
import FocusReport
import FocusStats
import Foundation

/// `focusbench calibrate`: fits a person's reaction times and writes a profile.
enum CalibrateCommand {
    static func run(_ options: CalibrateOptions) throws {
        if let output = options.output, OrderDestination.sameFile(output, options.timesPath) {
            throw CommandLineFailure.badInput("--output \(output) is the reaction-time file itself; "
                + "calibrate never replaces its input")
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
