import FocusReport

/// `--format`, the one declaration every command's output format comes
/// from: each command passes the formats it can write and its default, and
/// the message for a bad value and the help line both list exactly those.
struct FormatOption<Format: RawRepresentable & Sendable>: Sendable where Format.RawValue == String {
    let allowed: [Format]
    let defaultFormat: Format
    let declaration: OptionDeclaration

    /// `note` follows the list of formats in the help line, e.g. what one of them gives.
    init(_ allowed: [Format], default defaultFormat: Format, note: String? = nil) {
        self.allowed = allowed
        self.defaultFormat = defaultFormat
        let names = allowed.map(\.rawValue).joinedWithOr
        declaration = OptionDeclaration(name: "--format", valueName: "FORMAT", expects: names)
            .withChoices(allowed.map(\.rawValue))
            .withHelp(names + (note.map { "; " + $0 } ?? "") + " (default: \(defaultFormat.rawValue))")
    }

    /// The format given, or the default.
    func read(from parsed: ParsedArguments) throws -> Format {
        try parsed.choice(declaration, among: allowed) ?? defaultFormat
    }
}

extension FormatOption<ReportFormat> {
    /// The choice of the commands whose output is a summary: a table to read or JSON for scripts.
    static var textOrJSON: FormatOption<ReportFormat> { FormatOption([.text, .json], default: .text) }
}

extension [String] {
    /// ["text", "json", "csv"] → "text, json or csv".
    var joinedWithOr: String {
        guard count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " or " + last!
    }
}
