/// A problem with an input file, pinned to the place in the file that causes it.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// A JSON path such as `$.elements[2].frame.width`, or `line 3, column 7`
    /// when the text is not JSON at all.
    public var path: String
    public var message: String

    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `<file>: <path>: <message>` on exactly one line, so it can go to stderr
    /// as is and be matched by tools; any line break inside is shown escaped.
    public var description: String {
        "\(file): \(path): \(message)"
            .replacingLineBreaks()
    }
}

private extension String {
    func replacingLineBreaks() -> String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}":
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
