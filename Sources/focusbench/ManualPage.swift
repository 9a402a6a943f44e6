/// The manual page focusbench(1) in roff (the `man` macros), written from the
/// overview and every command's `--help` page, so it says what the help says.
enum ManualPage {
    static var roff: String {
        var lines = [
            ".TH FOCUSBENCH 1 \"\" \"focusbench \(Version.current)\" \"User Commands\"",
            ".SH NAME",
            "focusbench \\- time focus orders for switch, screen-reader and keyboard users",
            ".SH SYNOPSIS",
            ".B focusbench",
            "\\fICOMMAND\\fR [\\fIARGUMENTS\\fR]",
            ".SH DESCRIPTION",
        ]
        lines += verbatim(OverviewHelp.page)
        lines.append(".SH COMMANDS")
        for command in CommandTable.commands {
            lines.append(".SS \(command.name)")
            lines += verbatim(command.helpPage)
        }
        lines += [".SH SEE ALSO", "The documentation in the docs folder of the source: commands.md, check.md."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text kept as laid out (`.nf`), with backslashes and leading dots escaped.
    private static func verbatim(_ text: String) -> [String] {
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let escaped = line.replacingOccurrences(of: "\\", with: "\\e")
            return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
        }
        return [".nf"] + body + [".fi"]
    }
}

/// `focusbench man`: prints the manual page, for `make install`.
enum ManCommand: CommandDeclaration {
    static let name = "man"
    static let abstract = "Print the manual page focusbench(1), generated from the help"
    static let options: [OptionDeclaration] = []
    static let help = CommandHelp(
        usage: ["[-h]"],
        description: "Prints focusbench(1) in roff: the overview and every command's help page.",
        examples: ["focusbench man > focusbench.1 && man ./focusbench.1"])

    static func run(_ options: NoOptions) throws {
        StandardStreams.write(ManualPage.roff)
    }
}

/// A command that takes no arguments.
struct NoOptions: ParsableOptions {
    init(_ parsed: ParsedArguments) throws {
        if let extra = parsed.positionals.first { throw parsed.usageError("unexpected argument '\(extra)'") }
    }
}
