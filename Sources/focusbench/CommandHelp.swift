/// The parts of a command's `--help` written by hand. The option list
/// between them is generated from the command's declared options.
struct CommandHelp: Sendable {
    /// What follows "focusbench NAME " on each usage line; a line break
    /// inside one continues it, aligned after the command name.
    var usage: [String]
    /// What the command does and how, in paragraphs.
    var description: String
    /// Paragraphs after the options, such as the command's exit statuses.
    var notes: String?
    var examples: [String]
    /// Nil: "Example:" for one example, "Examples:" for several.
    var examplesHeading: String?

    /// The page `focusbench NAME --help` prints.
    func page(name: String, options: [OptionDeclaration]) -> String {
        let help = FlagDeclaration.helpFlag
        let rows = options.map { (label: $0.label, text: $0.help) } + [(label: help.label, text: help.help)]
        let sections = [usageLines(name: name), description,
                        "Options:\n" + HelpLayout.rows(rows, labelWidth: HelpLayout.optionLabelWidth)]
            + [notes].compactMap { $0 }
            + [HelpLayout.examples(examples, heading: examplesHeading)]
        return HelpLayout.page(sections)
    }

    private func usageLines(name: String) -> String {
        usage.enumerated().map { index, synopsis in
            let prefix = (index == 0 ? "Usage: " : "       ") + "focusbench \(name) "
            let continuation = "\n" + String(repeating: " ", count: prefix.count)
            return prefix + synopsis.split(separator: "\n").joined(separator: continuation)
        }.joined(separator: "\n")
    }
}
