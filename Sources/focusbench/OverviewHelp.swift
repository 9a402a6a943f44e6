/// What `focusbench --help` prints: the command list and the flags come
/// from the command table; the rest is written here.
enum OverviewHelp {
    static var page: String {
        let commands = CommandTable.commands.map { (label: $0.name, text: $0.abstract) }
            + [(label: CommandTable.helpCommand, text: "Show help for a command: focusbench help simulate")]
        let commandWidth = commands.map(\.label.count).max()! + 2
        let flags = CommandTable.flags.map { (label: $0.label, text: $0.help) }
        return HelpLayout.page([
            introduction,
            "Usage: focusbench <command> [arguments]",
            "Commands:\n" + HelpLayout.rows(commands, labelWidth: commandWidth),
            "Options:\n" + HelpLayout.rows(flags, labelWidth: flagWidth),
            exitStatus,
            HelpLayout.examples(["focusbench compare scenarios/signup.json --orders visual,passwordFirst"]),
        ])
    }

    private static let flagWidth = 13

    private static let introduction = """
        focusbench \(Version.current): estimates how long a switch user, a screen-reader user or a
        keyboard user takes to finish a form in a given focus order, by discrete-event Monte
        Carlo simulation.
        """

    private static let exitStatus = """
        Exit status: 0 success, 1 runtime failure, 2 bad usage or bad input
        (one line on stderr naming the file, the JSON path and the problem),
        3 report --fail-if-slower or check: an order is slower than the budget allows,
        4 lint (or check) found focus-order failures.
        """
}
