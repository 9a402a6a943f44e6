/// One subcommand of `focusbench`, declared once, in the shape of
/// swift-argument-parser's `ParsableCommand`:
///
/// - `name` and `abstract`: the command word and its line in the overview;
/// - `options`: every option the command takes, each an `OptionDeclaration`
///   with its help line (shared declarations such as `--format`, built by
///   `FormatOption`, and the simulation settings, built by
///   `SimulationOptions`, are spliced in);
/// - `help`: the parts of `--help` written by hand: usage lines, the
///   description, notes after the options (exit status) and examples;
/// - `Options`: the values read from the parsed arguments and checked;
/// - `run`: one call into the library with those values, then printing.
///
/// `CommandTable.commands` lists every command; dispatch, `focusbench help
/// COMMAND`, the overview's command list and "did you mean" all come from
/// it. The option list of each `--help` page is generated from `options`,
/// the same list the parser accepts, so help and parser cannot disagree.
/// Adding a command is one new type and one line in the table.
protocol CommandDeclaration: Sendable {
    associatedtype Options: ParsableOptions

    static var name: String { get }
    static var abstract: String { get }
    static var options: [OptionDeclaration] { get }
    static var help: CommandHelp { get }
    /// The only words the first argument may be (`import web|android|ios`),
    /// which shell completions offer; empty when it is a file.
    static var argumentChoices: [String] { get }
    static func run(_ options: Options) throws
}

/// A command's option values, read from its parsed arguments; every refusal
/// is a `CommandLineFailure` naming the option.
protocol ParsableOptions {
    init(_ parsed: ParsedArguments) throws
}

extension CommandDeclaration {
    static var argumentChoices: [String] { [] }

    /// "focusbench simulate": where usage errors point.
    static var invocation: String { "focusbench \(name)" }

    /// Parses `arguments` against the declared options, then shows the help
    /// or runs the command.
    static func main(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, command: invocation, options: options)
        if parsed.helpRequested { return StandardStreams.write(helpPage) }
        try run(Options(parsed))
    }

    /// The whole `--help` page.
    static var helpPage: String {
        help.page(name: name, options: options)
    }
}
