import FocusCost
import FocusModel
import FocusReport
import FocusTuning
import Foundation

/// `focusbench tune SCENARIO --order NAME --user PROFILE`.
struct TuneOptions: ParsableOptions {
    static let defaultReplications = 4000
    static let format = FormatOption(for: .tuning)
    static let simulation = SimulationOptions(
        replications: "Replications per evaluated setting (default: \(defaultReplications))",
        defaultReplications: defaultReplications, threads: "Worker threads (default: all cores)")

    var files: ScenarioFiles
    var order: String?
    var userName: String
    var parameters: [TunedParameter]
    var ranges: [ClosedRange<Double>]?
    var objective: TuningObjective
    var maxMissRate: Double?
    var settings: SimulationSettings
    var format: any OutputFormat
    /// `--people` and `--max-share-over` (`TunePeople`).
    var people: Int?
    var maxShareOverMissRate: Double?
    var replicationsGiven: Bool

    init(_ parsed: ParsedArguments) throws {
        files = try ScenarioFiles(parsed)
        order = try parsed.text(.order)
        userName = try parsed.text(.user) ?? RunOptions.defaultUser
        parameters = try parsed.tunedParameters(.parameter) ?? [.scanInterval]
        ranges = try parsed.ranges(.range, count: parameters.count)
        objective = try parsed.choice(.objective, among: TuningObjective.allCases) ?? .mean
        maxMissRate = try parsed.share(.maxMissRate)
        format = try Self.format.read(from: parsed)
        settings = try Self.simulation.settings(from: parsed)
        people = try parsed.wholeNumber(PeopleOption.declaration, atLeast: 2, atMost: PeopleOption.maxPeople)
        maxShareOverMissRate = try parsed.share(TunePeople.maxShareDeclaration)
        replicationsGiven = parsed.isGiven(.replications)
    }
}

extension OptionDeclaration {
    /// One parameter, or both in the order `tunedParameters` reads them.
    private static let parameterChoices = TunedParameter.allCases.map(\.rawValue)
        + [TunedParameter.allCases.map(\.rawValue).joined(separator: ",")]
    static let parameter = OptionDeclaration(name: "--parameter", valueName: "P", expects: parameterChoices.joinedWithOr)
        .withChoices(parameterChoices)
    static let range = OptionDeclaration(
        name: "--range", valueName: "LO:HI",
        expects: "LO:HI in seconds within 0:\(Int(PlausibleRange.longestDuration)) "
            + "(LO:HI,LO:HI for two parameters), such as '0.3:3'")
    static let objective = OptionDeclaration(name: "--objective", valueName: "O",
                                             expects: TuningObjective.allCases.map(\.rawValue).joinedWithOr)
        .withChoices(TuningObjective.allCases.map(\.rawValue))
    static let maxMissRate = OptionDeclaration(name: "--max-miss-rate", valueName: "R",
                                               expects: "a share from 0 to 1, such as 0.1")
}

extension ParsedArguments {
    func tunedParameters(_ option: OptionDeclaration) throws -> [TunedParameter]? {
        guard let value = values[option.name] else { return nil }
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let parameters = names.compactMap(TunedParameter.init(rawValue:))
        guard parameters.count == names.count, (1...2).contains(parameters.count),
              Set(parameters).count == parameters.count else {
            throw invalid(option, value)
        }
        return parameters
    }

    func ranges(_ option: OptionDeclaration, count: Int) throws -> [ClosedRange<Double>]? {
        guard let value = values[option.name] else { return nil }
        let bad = invalid(option, value)
        let pieces = value.split(separator: ",", omittingEmptySubsequences: false)
        guard pieces.count == count else {
            throw CommandLineFailure.badInput("\(option.name) needs one LO:HI range per tuned parameter "
                + "(\(count)), got '\(value)'")
        }
        return try pieces.map { piece in
            let ends = piece.split(separator: ":", omittingEmptySubsequences: false)
            guard ends.count == 2, let low = DecimalNumber.parse(ends[0]), let high = DecimalNumber.parse(ends[1]),
                  low >= 0, low < high,
                  // The bound a profile's scanInterval and firstItemPause are read with.
                  high <= PlausibleRange.longestDuration else { throw bad }
            return low...high
        }
    }

    func share(_ option: OptionDeclaration) throws -> Double? {
        guard let value = values[option.name] else { return nil }
        guard let share = DecimalNumber.parse(value), share >= 0, share <= 1 else { throw invalid(option, value) }
        return share
    }
}
