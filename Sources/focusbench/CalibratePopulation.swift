import FocusModel
import FocusReport
import FocusStats
import Foundation

/// `calibrate` on a file with a `person` column: a population profile.
enum CalibratePopulation {
    static func run(_ options: CalibrateOptions, _ file: PersonTimesFile) throws {
        let fit: PopulationFit
        do {
            fit = try PopulationFit(groups: file.groups)
        } catch {
            throw CommandLineFailure.badInput("\(options.timesPath): \(error)")
        }
        var report = PopulationCalibrationReport(file: options.timesPath, fit: fit, profileName: options.name,
                                                 written: nil)
        if let output = options.output {
            let text = JSONValue.object([(key: report.profileName, value: report.profile)]).serialized(pretty: true) + "\n"
            do {
                _ = try ProfileCatalog.decodeProfiles(text: text, file: output, over: .builtIn)
            } catch {
                throw CommandLineFailure.runtime("the calibrated population does not load: \(error)")
            }
            try OutputFile.write(text, to: output, protecting: [options.timesPath])
            report.written = output
        }
        try StandardStreams.write(.populationCalibration(report), as: options.format)
    }
}
