/// Why a run of `focusbench` stopped, and the exit status that tells
/// scripts which kind of problem it was.
enum CommandLineFailure: Error, Equatable {
    /// The arguments are wrong; `helpCommand` is the command whose help to point at.
    case usage(String, helpCommand: String)
    /// An input file or a value in it cannot be used.
    case badInput(String)
    /// Everything was valid but the run failed anyway.
    case runtime(String)
    /// The run worked, but an order is slower than the performance budget allows.
    case slowerThanBudget(String)
    /// `lint` ran, and found focus-order failures (listed on stdout).
    case findingsFound(String)

    var exitStatus: Int32 {
        switch self {
        case .usage, .badInput: ExitStatus.badInput
        case .runtime: ExitStatus.runtimeFailure
        case .slowerThanBudget: ExitStatus.slowerThanBudget
        case .findingsFound: ExitStatus.findingsFound
        }
    }

    /// One line for stderr.
    var message: String {
        switch self {
        case let .usage(message, helpCommand): "\(message) (see '\(helpCommand) --help')"
        case let .badInput(message), let .runtime(message), let .slowerThanBudget(message),
             let .findingsFound(message): message
        }
    }
}

enum ExitStatus {
    static let success: Int32 = 0
    static let runtimeFailure: Int32 = 1
    static let badInput: Int32 = 2
    /// `report --fail-if-slower`: the report was written, and an order broke the budget.
    static let slowerThanBudget: Int32 = 3
    /// `lint`: the findings were written, and there is at least one.
    static let findingsFound: Int32 = 4
}
