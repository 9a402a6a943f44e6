import FocusKeyboard
import FocusModel
import FocusReport
import Foundation

/// `focusbench check`: one configuration file, one run, one exit status for
/// a CI job: the budgets of every listed scenario and, when asked, its lint.
enum CheckCommand: CommandDeclaration {
    static let name = "check"
    static let abstract = "Check scenarios against the budgets and lint level of a focusbench.json (for CI)"
    static let options = [
        OptionDeclaration.config.withHelp("The check configuration (default: \(CheckOptions.defaultConfig) in the current folder)"),
        CheckOptions.format.declaration,
        OptionDeclaration.threads.withHelp(SimulationOptions.threadsHelp),
    ]
    static let help = CommandHelp(
        usage: ["[--config FILE] [--format text|json|junit|sarif|github] [--threads K]"],
        description: """
            Reads the configuration (docs/check.md): the scenarios (paths and globs), the users and
            orders to run, replications and seed, the lint level, and budgets. A budget is an absolute
            mean time (maxMeanSeconds) or a relative one (maxSlowerPercent) against a baseline order,
            on common random numbers, or against a report stored with 'report --format json'. Every
            (order, user) cell is simulated once with the same seed.
            """,
        notes: """
            Exit status: 0 everything holds, 3 an error-level budget is broken, 4 lint errors remain
            (3 wins when both), 2 bad usage or a bad configuration, 1 the run failed.
            """,
        examples: [
            "focusbench check",
            "focusbench check --config ci/focusbench.json --format junit > focusbench.xml",
            "focusbench check --format sarif > focusbench.sarif",
        ])

    static func run(_ options: CheckOptions) throws {
        let configuration = try CheckConfiguration.load(contentsOf: options.configPath)
        let result: CheckResult
        do {
            result = try CheckRun.run(configuration, defaultUser: RunOptions.defaultUser, threads: options.threads,
                                      textEntry: KeyboardTextEntry()) { scenario, arms, settings in
                do {
                    try WorkBudget.check(scenario, arms: arms, settings: settings, budget: WorkBudget.defaultEvents)
                } catch CommandLineFailure.badInput(let message) {
                    throw CommandLineFailure.badInput("\(options.configPath): $.replications: \(scenario.name): \(message)")
                }
            }
        } catch let refusal as CheckRun.Refusal {
            throw CommandLineFailure.badInput(refusal.description)
        }
        StandardStreams.write(CheckReport.render(result, as: options.format, toolVersion: Version.current))
        switch result.outcome {
        case .passed: break
        case .budgetBroken: throw CommandLineFailure.slowerThanBudget(result.verdict)
        case .lintErrors: throw CommandLineFailure.findingsFound(result.verdict)
        }
    }
}

struct CheckOptions: ParsableOptions {
    static let defaultConfig = "focusbench.json"
    static let format = FormatOption(FindingsFormat.allCases, default: .text)

    var configPath: String
    var format: FindingsFormat
    var threads: Int

    init(_ parsed: ParsedArguments) throws {
        if let extra = parsed.positionals.first { throw parsed.usageError("unexpected argument '\(extra)'") }
        format = try Self.format.read(from: parsed)
        threads = try parsed.wholeNumber(.threads, atLeast: 1, atMost: ArgumentLimits.maxThreads)
            ?? ProcessInfo.processInfo.activeProcessorCount
        if let given = try parsed.text(.config) {
            configPath = given
        } else {
            guard FileManager.default.fileExists(atPath: Self.defaultConfig) else {
                throw CommandLineFailure.badInput("no \(Self.defaultConfig) in the current folder; "
                    + "give the configuration with --config FILE (see docs/check.md)")
            }
            configPath = Self.defaultConfig
        }
    }
}

extension OptionDeclaration {
    static let config = OptionDeclaration(name: "--config", valueName: "FILE",
                                          expects: "a check configuration file (docs/check.md)")
}
