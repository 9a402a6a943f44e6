import FocusCost
import FocusModel
import FocusReport

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

    /// What the cost model refused, as bad input naming the scenario file
    /// (and the user, when whether a target can be hit depends on the
    /// profile); settings that no scenario could fix name no file. The one
    /// place `CostModelError` becomes an exit status.
    static func refusal(_ error: CostModelError, file: String, user: String? = nil) -> CommandLineFailure {
        switch error {
        case .simulation(.unreachableTarget) where user != nil: .badInput("\(file): user '\(user!)': \(error)")
        case .simulation, .textEntry, .textEntryNeverFinishes: .badInput("\(file): \(error)")
        case .invalidSettings, .unsupported: .badInput(error.description)
        }
    }

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

/// The exit codes, as `FocusReport.ExitCode` defines them for every log that records one.
enum ExitStatus {
    static let success = ExitCode.success
    static let runtimeFailure = ExitCode.runtimeFailure
    static let badInput = ExitCode.badInput
    /// `report --fail-if-slower`, `check`: the output was written, and a budget is broken.
    static let slowerThanBudget = ExitCode.budgetBroken
    /// `lint`, `check`: the findings were written, and some fail the run.
    static let findingsFound = ExitCode.findingsFound
}

extension RunFailure {
    /// What a `lint` or `check` run that stopped says on stderr, with its exit status.
    init(command: String, failure error: any Error) {
        switch error {
        case let failure as CommandLineFailure:
            self.init(command: command, message: failure.message, exitCode: failure.exitStatus)
        case let error as InputError:
            self.init(command: command, message: error.description, exitCode: ExitStatus.badInput)
        default:
            self.init(command: command, message: "\(error)", exitCode: ExitStatus.runtimeFailure)
        }
    }
}
