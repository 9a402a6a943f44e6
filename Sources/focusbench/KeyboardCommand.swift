import FocusCost
import FocusKeyboard
import FocusModel
import FocusReport

/// `focusbench keyboard`: how fast a profile types a text on an on-screen
/// keyboard. Everything but reading the arguments is `KeyboardBenchmark.run`.
enum KeyboardCommand: CommandDeclaration {
    static let name = "keyboard"
    static let abstract = "Estimate how fast a user types a text on an on-screen keyboard"
    static let options = [
        OptionDeclaration.user.withHelp("The profile who types (required)"),
        KeyboardOptions.layoutOption.withHelp("""
            \(KeyboardLayout.builtInNames.joinedWithOr), or a layout .json file
            (default: the profile's keyboard, else its platform's)
            """),
        KeyboardOptions.textOption.withHelp("The exact text to type"),
        KeyboardOptions.textFileOption.withHelp("""
            A UTF-8 file whose text is typed (a final line break is dropped)
            (default for both: \(KeyboardBenchmark.defaultEnglishCharacters) characters of English text drawn with the seed)
            """),
        KeyboardOptions.completionOption.withHelp("""
            Word completion: a row of \(WordCompletion.defaultSlots) suggestions; after A letters of a word
            it is offered with chance P (default: no completion)
            """),
    ] + KeyboardOptions.simulation.declarations + [
        OptionDeclaration.profiles.withHelp("A JSON file of named profiles added to the built-ins"),
        KeyboardOptions.format.declaration,
    ]
    static let help = CommandHelp(
        usage: ["--user PROFILE [--layout NAME|FILE] [--text STRING | --text-file FILE]\n"
                + "[--completion A:P] [--replications N] [--seed S] [--profiles FILE]\n[--format text|json]"],
        description: """
            Estimates how fast the user types a text on an on-screen keyboard: a switch user scans
            the keyboard with their own method and timing (mistakes included, each wrong key deleted
            with the delete key); a screen-reader user types by touch or on a hardware keyboard
            (profile key typing); a keyboard user types at a keystroke rate. Reports words per
            minute (5 characters a word), seconds per character, scan steps per character without
            mistakes and the share of characters typed wrong. Layouts and defaults: docs/keyboards.md.
            """,
        notes: """
            Exit status: 0 success, 2 bad usage, a bad layout, or a character the layout lacks
            (one line on stderr with the place).
            """,
        examples: ["focusbench keyboard --user android-switch-access --text \"jane.doe@example.com\""])

    static func run(_ options: KeyboardOptions) throws {
        var catalog = ProfileCatalog.builtIn
        if let path = options.profilesPath {
            catalog = catalog.merging(try ProfileCatalog.loadProfiles(contentsOf: path, over: catalog))
        }
        let user = try catalog.requiredProfile(named: options.userName)
        let request = TypingRequest(user: user, layout: options.layout, text: try options.typingText(),
                                    settings: options.settings, completion: options.completion)
        let estimate: TypingEstimate
        do {
            estimate = try KeyboardBenchmark.run(request)
        } catch let error as KeyboardError {
            throw CommandLineFailure.badInput(error.description)
        }
        try StandardStreams.write(.typing(estimate), as: options.format)
    }
}
