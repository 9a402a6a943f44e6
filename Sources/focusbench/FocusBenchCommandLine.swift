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
        if FlagDeclaration.helpFlag.names.contains(first) || first == CommandTable.helpCommand {
            try showHelp(about: rest)
        } else if FlagDeclaration.versionFlag.names.contains(first) {
            if let extra = rest.first {
                throw CommandLineFailure.usage("unexpected argument '\(extra)'", helpCommand: "focusbench")
            }
            StandardStreams.write("focusbench \(Version.current)\n")
        } else {
            try command(named: first).main(rest)
        }
    }

    /// `focusbench help` alone, or `focusbench help simulate`.
    private static func showHelp(about rest: [String]) throws {
        // `help --help` asks for help about help: the overview is that help.
        guard let name = rest.first, name != CommandTable.helpCommand,
              !FlagDeclaration.helpFlag.names.contains(name) else {
            return StandardStreams.write(OverviewHelp.page)
        }
        if rest.count > 1 {
            throw CommandLineFailure.usage("unexpected argument '\(rest[1])'", helpCommand: "focusbench")
        }
        StandardStreams.write(try command(named: name).helpPage)
    }

    private static func command(named name: String) throws -> any CommandDeclaration.Type {
        if let command = CommandTable.command(named: name) { return command }
        let what = name.hasPrefix("-") ? "option" : "command"
        var message = "unknown \(what) '\(name)'"
        let candidates = CommandTable.commands.map { $0.name } + CommandTable.flags.map(\.name)
        if let suggestion = Suggestion.closest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw CommandLineFailure.usage(message, helpCommand: "focusbench")
    }
}
