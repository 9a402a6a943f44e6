import FocusCost
import Foundation

extension HelpText {
    static let lint = """
        Usage: focusbench lint SCENARIO [--order NAME] [--users P,Q,...] [--format text|json] [options]

        Finds the focus-order failures of one order and puts a time on each: the order departing
        from the platform's reading order (inverted pairs, Kendall distance), dialogs that do not
        take focus or do not give it back, focus thrown to the top after a change, traps (with or
        without an exit), task targets the order or a user's navigation never reaches, interactive
        elements left out of the order, targets under 44 pt (iOS), 48 dp (Android) or 24 CSS px
        (web), positive tabindex on the web, and elements without a visible focus indicator.

        For each finding with a repair, every user does the task on the screen as it is and with
        that one failure repaired, on common random numbers; the cost is the mean saving with its
        paired 95% CI. Findings are sorted by the largest saving over the users. See
        docs/commands.md for the repair simulated for each kind.

        Options:
          --order NAME         The order to check (default: the scenario's first order)
          --users P,Q,...      Profiles to cost each finding for (default: \(RunOptions.defaultUser))
          --profiles FILE      A JSON object of named profiles (default: none)
          --replications N     Replications per side of each cost, a whole number >= 2
                               (default: \(LintOptions.defaultReplications))
          --seed S             Random seed, 0 to \(ArgumentLimits.maxSeed) (default: \(SimulationSettings.defaultSeed))
          --threads K          Worker threads (default: all cores, \(ProcessInfo.processInfo.activeProcessorCount) here)
          --format FORMAT      text or json (default: text)
          -h, --help           Show this help

        Exit status: 0 no findings, 4 findings (the list is still written to stdout),
        2 bad usage or bad input.

        Examples:
          focusbench lint scenarios/changing/signup-dialog-failing.json
          focusbench lint scenarios/changing/list-delete-failing.json --users voiceover-expert,keyboard
          focusbench lint scenarios/changing/cookie-banner-failing.json --format json

        """
}
