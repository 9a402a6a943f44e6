import FocusReport

/// `--format`, the one declaration every command's output format comes
/// from: the formats registered in `OutputFormats` that render the
/// command's kind of result, so the message for a bad value, the help line
/// and the completions all list exactly those.
struct FormatOption: Sendable {
    let allowed: [any OutputFormat]
    let defaultName: String
    let declaration: OptionDeclaration

    /// `note` follows the list of formats in the help line, e.g. what one of them gives.
    init(for kind: ResultKind, default defaultName: String = "text", note: String? = nil) {
        allowed = OutputFormats.rendering(kind)
        self.defaultName = defaultName
        let names = allowed.map(\.name).joinedWithOr
        declaration = OptionDeclaration(name: "--format", valueName: "FORMAT", expects: names)
            .withChoices(allowed.map(\.name))
            .withHelp(names + (note.map { "; " + $0 } ?? "") + " (default: \(defaultName))")
    }

    /// The format given, or the default.
    func read(from parsed: ParsedArguments) throws -> any OutputFormat {
        let name = try parsed.text(declaration) ?? defaultName
        guard let format = allowed.first(where: { $0.name == name }) else { throw parsed.invalid(declaration, name) }
        return format
    }
}

extension [String] {
    /// ["text", "json", "csv"] → "text, json or csv".
    var joinedWithOr: String {
        guard count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " or " + last!
    }
}
