import FocusCost
import Foundation

extension HelpText {
    static let report = """
        Usage: focusbench report SCENARIO [--orders A,B,...] [--users P,Q,...] [--format FORMAT]
                                 [--output FILE] [--baseline ORDER] [--fail-if-slower PCT]
                                 [--against FILE] [options]

        Simulates every (order, user) pair of the scenario with the same seed (common random
        numbers), compares each order with the baseline order (paired difference with its 95% CI)
        and writes a report: a self-contained HTML page with tables and charts (histograms,
        cumulative distributions, time per task step, the screen with each focus path), the
        summary as Markdown for a pull request, everything as JSON (schemaVersion 1), or one CSV
        row per replication.

        Options:
          --orders A,B,...     Orders to report, comma-separated (default: all of the scenario's)
          --users P,Q,...      Profiles to report, comma-separated (default: \(RunOptions.defaultUser))
          --format FORMAT      html, md, json or csv (default: html)
          --output FILE        Write the report to FILE, atomically (default: stdout); never the
                               scenario or profiles file
          --baseline ORDER     The order the others are compared with (default: the first order)
          --fail-if-slower PCT Exit with status 3, after writing the report, when another order is
                               slower than the baseline by more than PCT percent with 95% confidence
                               (the CI's lower end of order/baseline - 1 is above PCT%)
          --against FILE       Also compare each cell with the same cell of a report written
                               earlier with --format json; with --fail-if-slower, a cell slower
                               than stored by more than PCT percent also exits with status 3
          --profiles FILE      A JSON object of named profiles (default: none)
          --replications N     Replications per cell, a whole number >= 2 (default: \(SimulationSettings.defaultReplications))
          --seed S             Random seed, 0 to \(ArgumentLimits.maxSeed) (default: \(SimulationSettings.defaultSeed))
          --threads K          Worker threads (default: all cores, \(ProcessInfo.processInfo.activeProcessorCount) here)
          --max-seconds X      Simulated seconds after which a replication is capped
                               (default: \(Int(SimulationSettings.defaultMaxSeconds)))
          -h, --help           Show this help

        A progress bar appears on stderr for runs longer than a second when stderr is a terminal.

        Examples:
          focusbench report scenarios/signup.json --output signup-report.html
          focusbench report scenarios/checkout.json --users ios-switch-control,voiceover-expert --format md
          focusbench report scenarios/signup.json --baseline visual --fail-if-slower 5 --format json --output r.json
          focusbench report scenarios/signup.json --against main-report.json --fail-if-slower 3 --format md

        """
}
