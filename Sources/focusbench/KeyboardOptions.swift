import FocusCost
import FocusKeyboard
import FocusModel
import FocusReport
import Foundation

/// `focusbench keyboard`: who types, on which layout, what text.
struct KeyboardOptions: ParsableOptions {
    static let layoutOption = OptionDeclaration(
        name: "--layout", valueName: "NAME|FILE",
        expects: "a layout name (\(KeyboardLayout.builtInNames.joinedWithOr)) or a .json file")
    static let textOption = OptionDeclaration(name: "--text", valueName: "STRING", expects: "the text to type")
    static let textFileOption = OptionDeclaration(name: "--text-file", valueName: "FILE",
                                                  expects: "a file holding the text to type")
    static let completionOption = OptionDeclaration(
        name: "--completion", valueName: "A:P",
        expects: "AFTER:CHANCE, letters typed before a word is offered (>= 1) and the "
            + "chance it is offered (0 to 1), such as 2:0.5")
    static let format = FormatOption(for: .typing)
    static let simulation = SimulationOptions(
        replications: "Replications (default: \(SimulationSettings.defaultReplications))",
        defaultReplications: SimulationSettings.defaultReplications,
        seed: "Random seed (default: \(SimulationSettings.defaultSeed))", threads: nil)

    var userName: String
    var layout: String?
    var text: String?
    var textFile: String?
    var profilesPath: String?
    var settings: SimulationSettings
    var format: any OutputFormat
    var completion: WordCompletion?

    init(_ parsed: ParsedArguments) throws {
        if let extra = parsed.positionals.first { throw parsed.usageError("unexpected argument '\(extra)'") }
        guard let user = try parsed.text(.user) else { throw parsed.usageError("keyboard needs --user PROFILE") }
        userName = user
        layout = try parsed.text(Self.layoutOption)
        text = parsed.values[Self.textOption.name]
        textFile = try parsed.text(Self.textFileOption)
        if text != nil && textFile != nil { throw parsed.usageError("give either --text or --text-file, not both") }
        completion = try Self.completion(parsed.values[Self.completionOption.name])
        settings = try Self.simulation.settings(from: parsed)
        profilesPath = try parsed.text(.profiles)
        format = try Self.format.read(from: parsed)
    }

    /// "2:0.5": offered after 2 letters with chance 0.5.
    private static func completion(_ value: String?) throws -> WordCompletion? {
        guard let value else { return nil }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let after = Int(parts[0]), after >= 1, after <= 1000,
              let chance = DecimalNumber.parse(parts[1]), (0...1).contains(chance) else {
            throw CommandLineFailure.badInput("\(completionOption.name) expects \(completionOption.expects), got '\(value)'")
        }
        return WordCompletion(after: after, chance: chance)
    }

    /// The text given, a file's text without its final line break, or generated English text.
    func typingText() throws -> TypingText {
        if let text { return .exact(text, source: "--text") }
        guard let textFile else { return .english(count: KeyboardBenchmark.defaultEnglishCharacters) }
        let data: [UInt8]
        do {
            data = try InputFile.read(textFile, kind: "text file")
        } catch {
            throw CommandLineFailure.badInput(error.description)
        }
        guard var contents = String(validating: data, as: UTF8.self) else {
            throw CommandLineFailure.badInput("\(textFile): is not UTF-8 text")
        }
        // Windows line ends are typed as the one line break they stand for.
        contents = contents.replacingOccurrences(of: "\r\n", with: "\n")
        if contents.hasSuffix("\n") { contents.removeLast() }
        return .exact(contents, source: textFile)
    }
}
