import FocusModel

/// Routes the arguments to a command and turns every failure into one line
/// on stderr and an exit status.
enum FocusBenchCommandLine {
    static func run(_ arguments: [String]) -> Int32 {
        do {
            try dispatch(arguments)
            return ExitStatus.success
        } catch let failure as CommandLineFailure {
            StandardStreams.error(failure.message)
            return failure.exitStatus
        } catch let error as InputError {
            StandardStreams.error(error.description)
            return ExitStatus.badInput
        } catch {
            StandardStreams.error("\(error)")
            return ExitStatus.runtimeFailure
        }
    }

    private static func dispatch(_ arguments: [String]) throws {
        guard let first = arguments.first else {
            throw CommandLineFailure.usage("missing command", helpCommand: "focusbench")
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h", "help":
            try showHelp(about: rest)
        case "--version":
            if let extra = rest.first {
                throw CommandLineFailure.usage("unexpected argument '\(extra)'", helpCommand: "focusbench")
            }
            StandardStreams.write("focusbench \(Version.current)\n")
        default:
            try command(named: first).run(rest)
        }
    }

    /// `focusbench help` alone, or `focusbench help simulate`.
    private static func showHelp(about rest: [String]) throws {
        guard let name = rest.first, name != "help" else { return StandardStreams.write(HelpText.overview) }
        if rest.count > 1 {
            throw CommandLineFailure.usage("unexpected argument '\(rest[1])'", helpCommand: "focusbench")
        }
        StandardStreams.write(try command(named: name).help)
    }

    private static func command(named name: String) throws -> Command {
        if let command = Command(rawValue: name) { return command }
        let what = name.hasPrefix("-") ? "option" : "command"
        var message = "unknown \(what) '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: Command.allCases.map(\.rawValue) + ["--help", "--version"]) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw CommandLineFailure.usage(message, helpCommand: "focusbench")
    }
}

enum Command: String, CaseIterable {
    case simulate, compare, validate, optimize, report, calibrate, tune, lint, `import`

    var options: [OptionSpec] {
        switch self {
        case .simulate: SimulateOptions.specs
        case .compare: CompareOptions.specs
        case .validate: ValidateOptions.specs
        case .optimize: OptimizeOptions.specs
        case .calibrate: CalibrateOptions.specs
        case .tune: TuneOptions.specs
        case .report: ReportOptions.specs
        case .lint: LintOptions.specs
        case .import: ImportCommand.specs
        }
    }

    var help: String {
        switch self {
        case .simulate: HelpText.simulate
        case .compare: HelpText.compare
        case .validate: HelpText.validate
        case .optimize: HelpText.optimize
        case .calibrate: HelpText.calibrate
        case .tune: HelpText.tune
        case .report: HelpText.report
        case .lint: HelpText.lint
        case .import: ImportCommand.help
        }
    }

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, command: "focusbench \(rawValue)", options: options)
        if parsed.helpRequested { return StandardStreams.write(help) }
        switch self {
        case .simulate: try SimulateCommand.run(SimulateOptions(parsed))
        case .compare: try CompareCommand.run(CompareOptions(parsed))
        case .validate: try ValidateCommand.run(ValidateOptions(parsed))
        case .optimize: try OptimizeCommand.run(OptimizeOptions(parsed))
        case .calibrate: try CalibrateCommand.run(CalibrateOptions(parsed))
        case .tune: try TuneCommand.run(TuneOptions(parsed))
        case .report: try ReportCommand.run(ReportOptions(parsed))
        case .lint: try LintCommand.run(LintOptions(parsed))
        case .import: try ImportCommand.run(parsed)
        }
    }
}
