/// Every command of `focusbench`, in the order the overview lists them.
enum CommandTable {
    static let commands: [any CommandDeclaration.Type] = [
        SimulateCommand.self,
        CompareCommand.self,
        ValidateCommand.self,
        OptimizeCommand.self,
        CalibrateCommand.self,
        TuneCommand.self,
        SweepCommand.self,
        MergeCommand.self,
        ReportCommand.self,
        LintCommand.self,
        CheckCommand.self,
        KeyboardCommand.self,
        ImportCommand.self,
        CompletionsCommand.self,
        ManCommand.self,
    ]

    /// The flags `focusbench` takes before any command.
    static let flags = [FlagDeclaration.helpFlag, .versionFlag]

    /// `focusbench help [COMMAND]`, a word rather than a declared command:
    /// it has no options and its page is the overview.
    static let helpCommand = "help"

    static func command(named name: String) -> (any CommandDeclaration.Type)? {
        commands.first { $0.name == name }
    }
}
