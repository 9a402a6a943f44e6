/// `focusbench completions SHELL`: the completion script for bash, zsh or
/// fish, generated from the command declarations.
enum CompletionsCommand: CommandDeclaration {
    static let name = "completions"
    static let abstract = "Print the shell completion script for bash, zsh or fish"
    static let argumentChoices = ShellCompletions.Shell.allCases.map(\.rawValue)
    static let options: [OptionDeclaration] = []
    static let help = CommandHelp(
        usage: ["bash|zsh|fish"],
        description: """
            Prints a completion script for the shell, generated from the same declarations as the
            help: commands, options, the values of choices such as --format, profile names for
            --user and --users, and files. 'make install' installs all three.
            """,
        examples: [
            "source <(focusbench completions bash)",
            "focusbench completions zsh > ~/.zfunc/_focusbench",
            "focusbench completions fish > ~/.config/fish/completions/focusbench.fish",
        ])

    static func run(_ options: CompletionsOptions) throws {
        StandardStreams.write(ShellCompletions.script(for: options.shell))
    }
}

struct CompletionsOptions: ParsableOptions {
    var shell: ShellCompletions.Shell

    init(_ parsed: ParsedArguments) throws {
        let shells = CompletionsCommand.argumentChoices.joinedWithOr
        guard !parsed.positionals.isEmpty else { throw parsed.usageError("completions expects \(shells)") }
        let word = try parsed.singlePositional("SHELL")
        guard let shell = ShellCompletions.Shell(rawValue: word) else {
            throw parsed.usageError("completions expects \(shells), got '\(word)'")
        }
        self.shell = shell
    }
}
