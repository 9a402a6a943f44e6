import FocusCost
import FocusModel
import Foundation

/// What `--help` prints. Defaults are spelled out because they decide the numbers.
enum HelpText {
    static let overview = """
        focusbench \(Version.current): estimates how long a switch user, a screen-reader user or a
        keyboard user takes to finish a form in a given focus order, by discrete-event Monte
        Carlo simulation.

        Usage: focusbench <command> [arguments]

        Commands:
          simulate   Estimate the completion time of one focus order
          compare    Compare two focus orders of the same scenario
          validate   Check a scenario file and summarise it
          optimize   Find the fastest focus order that keeps the scenario's constraints
          calibrate  Fit a person's measured reaction times and write a switch profile
          tune       Find the scan interval and first-item pause that minimise a switch user's time
          report     Write an HTML, Markdown, JSON or CSV report of every order and user
          lint       List focus-order failures with what each costs the chosen users
          import     Write a scenario from a web page, an Android dump or an iOS page source
          help       Show help for a command: focusbench help simulate

        Options:
          -h, --help   Show this help
          --version    Print the version

        Exit status: 0 success, 1 runtime failure, 2 bad usage or bad input
        (one line on stderr naming the file, the JSON path and the problem),
        3 report --fail-if-slower: an order is slower than the budget allows,
        4 lint found focus-order failures.

        Example:
          focusbench compare scenarios/signup.json --orders visual,passwordFirst

        """

    static let simulate = """
        Usage: focusbench simulate SCENARIO [options]

        Estimates how long the user takes to do the scenario's task when focus follows one order:
        completion-time statistics, where the time goes, and misses, false activations, scan
        restarts and capped replications.

        Options:
          --order NAME         The focus order to simulate (default: the scenario's first order)
        \(runOptions)

        Example:
          focusbench simulate scenarios/signup.json --order passwordFirst --user switch-novice --seed 7

        """

    static let compare = """
        Usage: focusbench compare SCENARIO [--orders A,B] [options]
               focusbench compare SCENARIO --users P,Q [--order NAME] [options]

        Compares two focus orders for one user, or two users on one order. Both sides run on
        the same random numbers (replication i of A and of B share a stream), so the paired
        difference A - B is precise even with few replications. Reports both side by side, the
        mean difference with its 95% CI, the paired t-test p-value and the share of replications
        in which A was faster.

        Options:
          --orders A,B         The two orders, comma-separated (default: the scenario's first two
                               orders; with --users, both users follow --order)
          --users P,Q          Compare two user profiles (on one order, --order) instead of one
                               user (--user) on two orders
          --order NAME         With --users: the order both follow (default: the scenario's first)
        \(runOptions)

        Example:
          focusbench compare scenarios/signup.json --orders visual,passwordFirst --replications 20000
          focusbench compare scenarios/signup.json --users ios-switch-control,switch-novice

        """

    static let validate = """
        Usage: focusbench validate SCENARIO

        Reads a scenario with the same strict checks as simulate and compare and prints
        "<file>: valid (N elements, orders: ...; task of K steps)". A problem is reported as
        one line naming the file, the JSON path and what is wrong, with exit status 2.

        Options:
          -h, --help           Show this help

        Example:
          focusbench validate scenarios/checkout.json

        """

    static let optimize = """
        Usage: focusbench optimize SCENARIO [--user PROFILE | --mix P=W,Q=V] [options]

        Searches the orders that keep the scenario's "constraints" for the one with the lowest
        expected completion time (over the task and its "variants") for one user or a weighted
        mix of users. Small problems are searched exactly and proven optimal; large ones by a
        heuristic within --time-limit. The result is checked against the reference order by a
        fresh simulation on common random numbers. The text report ends with snippets that
        apply the order on iOS, Android and the web; progress goes to stderr on a terminal.

        Options:
          --user PROFILE       The user to optimise for (default: \(RunOptions.defaultUser)); built in:
                               \(wrapped(ProfileCatalog.builtIn.names, indent: 23)),
                               plus the scenario's "users" and the --profiles file
          --mix P=W,Q=V        Weighted users instead of --user, weights positive numbers
                               (normalised to sum to 1), e.g. ios-switch-control=0.5,voiceover-expert=0.5
          --profiles FILE      A JSON object of named profiles; they override built-in and
                               scenario profiles of the same name (default: none)
          --reference ORDER    The order to improve on (default: the scenario's first order)
          --method METHOD      auto, exact or heuristic; auto searches exactly when the problem
                               is small enough (default: auto)
          --time-limit S       Seconds the heuristic search may take (default: \(Int(OptimizeOptions.defaultTimeLimit)))
          --seed S             Random seed, 0 to \(ArgumentLimits.maxSeed) (default: 1)
          --replications N     Replications of the verification run, a whole number >= 2
                               (default: \(OptimizeOptions.defaultVerificationReplications))
          --format FORMAT      text or json (default: text)
          --write-order NAME   Also write a copy of the scenario with the new order added as NAME,
                               to SCENARIO with .json replaced by .optimized.json; the input file
                               is never changed, and NAME must be a new order name
          --output FILE        With --write-order: where to write the copy instead (not SCENARIO)
          -h, --help           Show this help

        Examples:
          focusbench optimize scenarios/signup.json
          focusbench optimize scenarios/checkout.json --mix ios-switch-control=0.5,voiceover-expert=0.5
          focusbench optimize scenarios/signup.json --method heuristic --time-limit 5 --format json
          focusbench optimize scenarios/signup.json --write-order fastest

        """

    /// The options simulate and compare share, already indented.
    private static let runOptions = """
          --user PROFILE       The user profile (default: \(RunOptions.defaultUser)); built in:
                               \(wrapped(ProfileCatalog.builtIn.names, indent: 23)),
                               plus the scenario's "users" and the --profiles file
          --profiles FILE      A JSON object of named profiles; they override built-in and
                               scenario profiles of the same name (default: none)
          --replications N     Replications, a whole number >= 2 (default: \(SimulationSettings.defaultReplications))
          --seed S             Random seed, 0 to \(ArgumentLimits.maxSeed) (default: \(SimulationSettings.defaultSeed));
                               the same seed gives the same numbers for any --threads
          --threads K          Worker threads (default: all cores, \(ProcessInfo.processInfo.activeProcessorCount) here)
          --max-seconds X      Simulated seconds after which a replication is stopped and counted
                               as capped (default: \(Int(SimulationSettings.defaultMaxSeconds)))
          --format FORMAT      text, json or csv; csv gives one row per replication (default: text)
          -h, --help           Show this help
        """

    /// Comma-separated names in lines of at most 70 characters, later lines
    /// indented by `indent` spaces to stay in the description column.
    private static func wrapped(_ names: [String], indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for name in names {
            let piece = line.isEmpty ? name : line + ", " + name
            if piece.count > 70, !line.isEmpty {
                lines.append(line + ",")
                line = name
            } else {
                line = piece
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
