/// Why a sweep cannot be set up or merged: one line, naming the option,
/// file or cell at fault. The command line exits with status 2 on it.
public struct SweepError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
