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
    /// as is and be matched by tools; line breaks and invisible characters
    /// inside are shown escaped. A file that cannot be opened at all has no
    /// place in it, so the path is left out: `<file>: no such file`.
    public var description: String {
        MessageText.visible(path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)")
    }
}
