/// Text that is not JSON, with the place the parser gave up.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars so it matches what editors show.
    public var column: Int
    public var message: String

    /// Where the error is, in the form input errors use as their path.
    public var location: String { "line \(line), column \(column)" }

    public var description: String { "\(location): \(message)" }
}
