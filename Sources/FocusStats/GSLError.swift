import CGSL

/// A failure reported by GSL, carried as a Swift error instead of GSL's default abort.
public struct GSLError: Error, CustomStringConvertible, Sendable {
    /// The GSL status code (`GSL_EDOM`, `GSL_EMAXITER`, ...).
    public let status: Int32
    /// What was being computed when GSL failed.
    public let context: String

    public init(status: Int32, context: String) {
        self.status = status
        self.context = context
    }

    public var description: String {
        let reason = String(cString: gsl_strerror(status))
        return "\(context): \(reason) (GSL status \(status))"
    }
}

/// Turns GSL's aborting error handler off, once per process, so that every
/// GSL failure comes back as a status code that `check` turns into a `GSLError`.
/// Every public function that calls GSL ensures it first: a profile's
/// distribution is evaluated (a feasibility check, a spread's percentiles)
/// before any random stream exists, and a handler still on there aborts
/// the process on parameters GSL cannot handle.
enum GSLSetup {
    static let handlerDisabled: Bool = {
        gsl_set_error_handler_off()
        return true
    }()

    @inline(__always)
    static func ensure() { _ = handlerDisabled }
}

/// Throws a `GSLError` for any status other than `GSL_SUCCESS`.
@inline(__always)
func check(_ status: Int32, _ context: @autoclosure () -> String) throws {
    if status != GSL_SUCCESS {
        throw GSLError(status: status, context: context())
    }
}
