/// Why an import stopped. Bad input names the file and the line; a missing
/// browser names the package that provides it.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The capture or an option cannot be used: exit status 2.
    case badInput(file: String, place: String, message: String)
    /// A `--task` that names nothing on the screen, or is malformed: exit status 2.
    case badTask(String)
    /// The import could not run (no browser, the browser failed): exit status 1.
    case runtime(String)

    public var isBadInput: Bool {
        if case .runtime = self { return false }
        return true
    }

    public var description: String {
        switch self {
        case let .badInput(file, place, message): "\(file): \(place): \(message)"
        case let .badTask(message): "--task: \(message)"
        case let .runtime(message): message
        }
    }

    static func at(_ file: String, line: Int, _ message: String) -> ImportError {
        .badInput(file: file, place: "line \(line)", message: message)
    }
}
