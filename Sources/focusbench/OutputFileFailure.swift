import FocusReport

extension CommandLineFailure {
    /// An output file that could not be written: a device that failed (full,
    /// over quota or the size limit) is a runtime failure, anything about
    /// the request (a missing directory, an input named as output) bad input.
    static func writing(_ failure: AtomicFileWriter.Failure, prefix: String = "") -> CommandLineFailure {
        failure.isRuntime ? .runtime(prefix + failure.description) : .badInput(prefix + failure.description)
    }
}
