import FocusCost
import FocusKeyboard
import FocusModel
import Foundation

/// `focusbench keyboard`: how fast a profile types a text on an on-screen
/// keyboard. Everything but reading the arguments is `KeyboardBenchmark.run`.
enum KeyboardCommand {
    static func run(_ options: KeyboardOptions) throws {
        var catalog = ProfileCatalog.builtIn
        if let path = options.profilesPath {
            catalog = catalog.merging(try ProfileCatalog.loadProfiles(contentsOf: path, over: catalog))
        }
        guard let user = catalog.profile(named: options.userName) else {
            throw CommandLineFailure.badInput(catalog.unknownProfileMessage(options.userName))
        }
        let request = TypingRequest(user: user, layout: options.layout, text: try options.typingText(),
                                    settings: options.settings, completion: options.completion)
        let estimate: TypingEstimate
        do {
            estimate = try KeyboardBenchmark.run(request)
        } catch let error as KeyboardError {
            throw CommandLineFailure.badInput(error.description)
        }
        switch options.format {
        case .text: StandardStreams.write(estimate.textReport)
        case .json: StandardStreams.write(estimate.jsonValue.serialized(pretty: true) + "\n")
        }
    }
}

struct KeyboardOptions {
    enum Format: String, CaseIterable { case text, json }

    static let layoutOption = OptionSpec(name: "--layout",
                                         expects: "a layout name (\(KeyboardLayout.builtInNames.joinedWithOr)) or a .json file")
    static let textOption = OptionSpec(name: "--text", expects: "the text to type")
    static let textFileOption = OptionSpec(name: "--text-file", expects: "a file holding the text to type")
    static let formatOption = OptionSpec(name: "--format", expects: "text or json")
    static let completionOption = OptionSpec(
        name: "--completion", expects: "AFTER:CHANCE, letters typed before a word is offered (>= 1) and the "
            + "chance it is offered (0 to 1), such as 2:0.5")
    static let specs: [OptionSpec] = [.user, layoutOption, textOption, textFileOption, completionOption,
                                      .replications, .seed, .profiles, formatOption]

    var userName: String
    var layout: String?
    var text: String?
    var textFile: String?
    var profilesPath: String?
    var settings: SimulationSettings
    var format: Format
    var completion: WordCompletion?

    init(_ parsed: ParsedArguments) throws {
        if let extra = parsed.positionals.first { throw parsed.usageError("unexpected argument '\(extra)'") }
        guard let user = try parsed.text(.user) else { throw parsed.usageError("keyboard needs --user PROFILE") }
        userName = user
        layout = try parsed.text(Self.layoutOption)
        text = parsed.values[Self.textOption.name]
        textFile = try parsed.text(Self.textFileOption)
        if text != nil && textFile != nil { throw parsed.usageError("give either --text or --text-file, not both") }
        profilesPath = try parsed.text(.profiles)
        format = try parsed.choice(Self.formatOption, among: Format.allCases) ?? .text
        completion = try Self.completion(parsed.values[Self.completionOption.name])
        settings = SimulationSettings(
            replications: try parsed.wholeNumber(.replications, atLeast: 2, atMost: ArgumentLimits.maxReplications)
                ?? SimulationSettings.defaultReplications,
            seed: try parsed.seed(.seed) ?? SimulationSettings.defaultSeed)
    }

    /// "2:0.5": offered after 2 letters with chance 0.5.
    private static func completion(_ value: String?) throws -> WordCompletion? {
        guard let value else { return nil }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let after = Int(parts[0]), after >= 1, after <= 1000,
              let chance = Double(parts[1]), (0...1).contains(chance) else {
            throw CommandLineFailure.badInput("\(completionOption.name) expects \(completionOption.expects), got '\(value)'")
        }
        return WordCompletion(after: after, chance: chance)
    }

    /// The text given, a file's text without its final line break, or generated English text.
    func typingText() throws -> TypingText {
        if let text { return .exact(text, source: "--text") }
        guard let textFile else { return .english(count: KeyboardBenchmark.defaultEnglishCharacters) }
        guard let data = FileManager.default.contents(atPath: textFile) else {
            throw CommandLineFailure.badInput("\(textFile): cannot be read")
        }
        guard var contents = String(data: data, encoding: .utf8) else {
            throw CommandLineFailure.badInput("\(textFile): is not UTF-8 text")
        }
        // Windows line ends are typed as the one line break they stand for.
        contents = contents.replacingOccurrences(of: "\r\n", with: "\n")
        if contents.hasSuffix("\n") { contents.removeLast() }
        return .exact(contents, source: textFile)
    }
}

extension HelpText {
    static let keyboard = """
        Usage: focusbench keyboard --user PROFILE [--layout NAME|FILE] [--text STRING | --text-file FILE]
                                   [--completion A:P] [--replications N] [--seed S] [--profiles FILE]
                                   [--format text|json]

        Estimates how fast the user types a text on an on-screen keyboard: a switch user scans
        the keyboard with their own method and timing (mistakes included, each wrong key deleted
        with the delete key); a screen-reader user types by touch or on a hardware keyboard
        (profile key typing); a keyboard user types at a keystroke rate. Reports words per
        minute (5 characters a word), seconds per character, scan steps per character without
        mistakes and the share of characters typed wrong. Layouts and defaults: docs/keyboards.md.

        Options:
          --user PROFILE       The profile who types (required)
          --layout NAME|FILE   \(KeyboardLayout.builtInNames.joinedWithOr), or a layout .json file
                               (default: the profile's keyboard, else its platform's)
          --text STRING        The exact text to type
          --text-file FILE     A UTF-8 file whose text is typed (a final line break is dropped)
                               (default for both: \(KeyboardBenchmark.defaultEnglishCharacters) characters of English text drawn with the seed)
          --completion A:P     Word completion: a row of \(WordCompletion.defaultSlots) suggestions; after A letters of a word
                               it is offered with chance P (default: no completion)
          --replications N     Replications (default: \(SimulationSettings.defaultReplications))
          --seed S             Random seed (default: \(SimulationSettings.defaultSeed))
          --profiles FILE      A JSON file of named profiles added to the built-ins
          --format text|json   Output format (default: text)

        Exit status: 0 success, 2 bad usage, a bad layout, or a character the layout lacks
        (one line on stderr with the place).

        Example:
          focusbench keyboard --user android-switch-access --text "jane.doe@example.com"

        """
}
