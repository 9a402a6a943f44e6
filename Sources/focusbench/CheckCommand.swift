import FocusModel
import FocusReport
import FocusRun
import Foundation

/// `focusbench check`: one configuration file, one run, one exit status for
/// a CI job: the budgets of every listed scenario and, when asked, its lint.
enum CheckCommand: CommandDeclaration {
    static let name = "check"
    static let abstract = "Check scenarios against the budgets and lint level of a focusbench.json (for CI)"
    static let options = [
        OptionDeclaration.config.withHelp("The check configuration (default: \(CheckOptions.defaultConfig) in the current folder)"),
    ] + FindingsOutputs.declarations(CheckOptions.format, kind: .check) + [
        OptionDeclaration.threads.withHelp(SimulationOptions.threadsHelp),
    ]
    static let help = CommandHelp(
        usage: ["[--config FILE] [--format FORMAT] [--output FORMAT=FILE]... [--source-root DIR]\n[--threads K]"],
        description: """
            Reads the configuration (docs/check.md): the scenarios (paths and globs), the users and
            orders to run, replications and seed, the lint level, and budgets. A budget is an absolute
            mean time (maxMeanSeconds) or a relative one (maxSlowerPercent) against a baseline order,
            on common random numbers, or against a report stored with 'report --format json'. Every
            (order, user) cell is simulated once with the same seed. Captures listed beside the
            scenarios (saved pages, Android dumps, iOS page sources) are imported on every run, their
            guesses printed on stderr, and their findings point at the capture file.
            """,
        notes: """
            Exit status: 0 everything holds, 3 an error-level budget is broken, 4 lint errors remain
            (3 wins when both), 2 bad usage or a bad configuration, 1 the run failed. A SARIF
            destination gets a log in every case, saying what failed when the run stopped.
            """,
        examples: [
            "focusbench check",
            "focusbench check --config ci/focusbench.json --format junit > focusbench.xml",
            "focusbench check --output sarif=focusbench.sarif --output junit=focusbench.xml",
        ])

    static func run(_ options: CheckOptions) throws {
        let result: CheckResult
        do {
            result = try check(options)
        } catch {
            options.outputs.writeFailure(RunFailure(command: name, failure: error),
                                         protecting: options.configPath.map { [$0] } ?? [])
            throw error
        }
        try options.outputs.write(.check(result), protecting: [result.configurationFile] + result.scenarioFiles)
        switch result.outcome {
        case .passed: break
        case .budgetBroken: throw CommandLineFailure.slowerThanBudget(result.verdict)
        case .lintErrors: throw CommandLineFailure.findingsFound(result.verdict)
        }
    }

    private static func check(_ options: CheckOptions) throws -> CheckResult {
        guard let configPath = options.configPath else {
            throw CommandLineFailure.badInput("no \(CheckOptions.defaultConfig) in the current folder; "
                + "give the configuration with --config FILE (see docs/check.md)")
        }
        let configuration = try CheckConfiguration.load(contentsOf: configPath)
        do {
            let result = try CheckRun.run(configuration, threads: options.threads) { scenario, work, settings in
                do {
                    try WorkBudget.check(work, settings: settings, budget: WorkBudget.defaultEvents)
                } catch CommandLineFailure.badInput(let message) {
                    throw CommandLineFailure.badInput("\(configPath): $.replications: \(scenario.name): \(message)")
                }
            }
            for guess in result.guesses { StandardStreams.error(guess) }
            for note in result.notes { StandardStreams.error(note) }
            return result
        } catch let refusal as CheckRun.Refusal {
            let failure = CommandLineFailure.refusal(refusal.error, file: refusal.file, user: refusal.user)
            // A refusal found for a budget is placed in the configuration, as its other problems are.
            guard let place = refusal.place, case let .badInput(line) = failure else { throw failure }
            throw CommandLineFailure.badInput("\(configPath): \(place): \(line)")
        } catch let failure as CaptureFailure {
            throw failure.isBadInput ? CommandLineFailure.badInput(failure.description)
                : CommandLineFailure.runtime(failure.description)
        }
    }
}

struct CheckOptions: ParsableOptions {
    static let defaultConfig = "focusbench.json"
    static let format = FormatOption(for: .check)

    /// Nil: none given and no focusbench.json here (refused when the run starts, so a SARIF log can say so).
    var configPath: String?
    var outputs: FindingsOutputs
    var threads: Int

    init(_ parsed: ParsedArguments) throws {
        if let extra = parsed.positionals.first { throw parsed.usageError("unexpected argument '\(extra)'") }
        outputs = try FindingsOutputs(parsed, format: Self.format, kind: .check)
        threads = try parsed.wholeNumber(.threads, atLeast: 1, atMost: ArgumentLimits.maxThreads)
            ?? ProcessInfo.processInfo.activeProcessorCount
        configPath = try parsed.text(.config)
            ?? (FileManager.default.fileExists(atPath: Self.defaultConfig) ? Self.defaultConfig : nil)
    }
}

extension OptionDeclaration {
    static let config = OptionDeclaration(name: "--config", valueName: "FILE",
                                          expects: "a check configuration file (docs/check.md)")
}
