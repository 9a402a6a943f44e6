import FocusCost
import FocusReport
import FocusTuning
import Foundation

/// `focusbench calibrate TIMES.csv`: where the times are and where the profile goes.
struct CalibrateOptions {
    static let specs: [OptionSpec] = [.column, .output, .profileName, .textOrJSON]
    static let defaultName = "calibrated"

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
        format = try parsed.choice(.textOrJSON, among: [ReportFormat.text, .json]) ?? .text
    }
}

/// `focusbench tune SCENARIO --order NAME --user PROFILE`.
struct TuneOptions {
    static let specs: [OptionSpec] = [.order, .user, .profiles, .parameter, .range, .objective, .maxMissRate,
                                      .replications, .seed, .threads, .textOrJSON]
    static let defaultReplications = 4000

    var scenarioPath: String
    var order: String?
    var userName: String
    var profilesPath: String?
    var parameters: [TunedParameter]
    var ranges: [ClosedRange<Double>]?
    var objective: TuningObjective
    var maxMissRate: Double?
    var settings: SimulationSettings
    var format: ReportFormat

    init(_ parsed: ParsedArguments) throws {
        scenarioPath = try parsed.singlePositional("SCENARIO")
        order = try parsed.text(.order)
        userName = try parsed.text(.user) ?? RunOptions.defaultUser
        profilesPath = try parsed.text(.profiles)
        parameters = try parsed.tunedParameters(.parameter) ?? [.scanInterval]
        ranges = try parsed.ranges(.range, count: parameters.count)
        objective = try parsed.choice(.objective, among: TuningObjective.allCases) ?? .mean
        maxMissRate = try parsed.share(.maxMissRate)
        format = try parsed.choice(.textOrJSON, among: [ReportFormat.text, .json]) ?? .text
        settings = SimulationSettings(
            replications: try parsed.wholeNumber(.replications, atLeast: 2, atMost: ArgumentLimits.maxReplications)
                ?? Self.defaultReplications,
            seed: try parsed.seed(.seed) ?? SimulationSettings.defaultSeed,
            threads: try parsed.wholeNumber(.threads, atLeast: 1, atMost: ArgumentLimits.maxThreads)
                ?? ProcessInfo.processInfo.activeProcessorCount)
    }
}

extension OptionSpec {
    static let column = OptionSpec(name: "--column", expects: "a column name from the file's header")
    static let profileName = OptionSpec(name: "--name", expects: "a profile name")
    static let textOrJSON = OptionSpec(name: "--format", expects: "text or json")
    static let parameter = OptionSpec(name: "--parameter",
                                      expects: "scanInterval, firstItemPause or scanInterval,firstItemPause")
    static let range = OptionSpec(name: "--range",
                                  expects: "LO:HI in seconds (LO:HI,LO:HI for two parameters), such as '0.3:3'")
    static let objective = OptionSpec(name: "--objective",
                                      expects: TuningObjective.allCases.map(\.rawValue).joinedWithOr)
    static let maxMissRate = OptionSpec(name: "--max-miss-rate", expects: "a share from 0 to 1, such as 0.1")
}

extension ParsedArguments {
    func tunedParameters(_ option: OptionSpec) throws -> [TunedParameter]? {
        guard let value = values[option.name] else { return nil }
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let parameters = names.compactMap(TunedParameter.init(rawValue:))
        guard parameters.count == names.count, (1...2).contains(parameters.count),
              Set(parameters).count == parameters.count else {
            throw CommandLineFailure.badInput("\(option.name) expects \(option.expects), got '\(value)'")
        }
        return parameters
    }

    func ranges(_ option: OptionSpec, count: Int) throws -> [ClosedRange<Double>]? {
        guard let value = values[option.name] else { return nil }
        let bad = CommandLineFailure.badInput("\(option.name) expects \(option.expects), got '\(value)'")
        let pieces = value.split(separator: ",", omittingEmptySubsequences: false)
        guard pieces.count == count else {
            throw CommandLineFailure.badInput("\(option.name) needs one LO:HI range per tuned parameter "
                + "(\(count)), got '\(value)'")
        }
        return try pieces.map { piece in
            let ends = piece.split(separator: ":", omittingEmptySubsequences: false)
            guard ends.count == 2, let low = Double(ends[0]), let high = Double(ends[1]),
                  low.isFinite, high.isFinite, low >= 0, low < high else { throw bad }
            return low...high
        }
    }

    func share(_ option: OptionSpec) throws -> Double? {
        guard let value = values[option.name] else { return nil }
        guard let share = Double(value), share >= 0, share <= 1 else {
            throw CommandLineFailure.badInput("\(option.name) expects \(option.expects), got '\(value)'")
        }
        return share
    }
}
