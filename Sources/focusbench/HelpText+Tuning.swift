import FocusCost

// The help of calibrate and tune, kept beside HelpText so its file stays small.
extension HelpText {
    static let calibrate = """
        Usage: focusbench calibrate TIMES.csv [--column NAME] [--output FILE] [--name PROFILE] [--format text|json]

        Fits a person's measured switch reaction times (seconds from highlight to press) with
        lognormal, gamma and ex-Gaussian distributions by maximum likelihood, reports each fit's
        parameters, log-likelihood, AIC and Kolmogorov-Smirnov distance, and picks the best by
        AIC. The file holds one number per line (a one-word header line is allowed), or a CSV
        with a header from which --column picks the column. Empty files, non-numeric, zero or
        negative values are refused with the line number (exit status 2).

        Options:
          --column NAME        The CSV column with the times (default: the only column)
          --output FILE        Write a profiles file {"PROFILE": {...}} for --profiles; never the input
          --name PROFILE       The profile's name in the output (default: \(CalibrateOptions.defaultName))
          --format FORMAT      text or json (default: text)
          -h, --help           Show this help

        Example:
          focusbench calibrate scenarios/reaction-times-example.csv --output my-profile.json

        """

    static let tune = """
        Usage: focusbench tune SCENARIO [--order NAME] [--user PROFILE] [options]

        Finds the scan setting that minimises a switch user's completion time on the scenario's
        task: GSL's Brent minimiser for one parameter, the Nelder-Mead simplex for both, on the
        closed form where the model has one (no loop limit, no false activations) and otherwise
        on simulation with common random numbers (the same seed for every setting). Reports the
        optimum, the curve on a grid (mean, p90, miss rate, false activations), the current
        setting and the .65 rule's setting (reaction-time mean / 0.65). Settings at which the
        user can never press in time are never recommended. Automatic switch scanning only
        (mode item, group or rowColumn).

        Options:
          --order NAME         The focus order (default: the scenario's first order)
          --user PROFILE       The switch profile to tune (default: \(RunOptions.defaultUser))
          --profiles FILE      A JSON object of named profiles, e.g. from calibrate --output
          --parameter P        scanInterval, firstItemPause or scanInterval,firstItemPause
                               (default: scanInterval)
          --range LO:HI        Seconds to search, one range per parameter separated by a comma
                               (default: 0.3:3 for scanInterval, 0:2 for firstItemPause)
          --objective O        mean or p90 (default: mean)
          --max-miss-rate R    Only settings that pass over at most this share of target
                               highlights, e.g. 0.1 (Lesher et al.'s criterion; default: none)
          --replications N     Replications per evaluated setting (default: \(TuneOptions.defaultReplications))
          --seed S             Random seed, 0 to \(ArgumentLimits.maxSeed) (default: \(SimulationSettings.defaultSeed))
          --threads K          Worker threads (default: all cores)
          --format FORMAT      text or json (default: text)
          -h, --help           Show this help

        Examples:
          focusbench tune scenarios/signup.json --user android-switch-access
          focusbench tune scenarios/signup.json --user switch-novice --max-miss-rate 0.1 --format json
          focusbench tune scenarios/signup.json --parameter scanInterval,firstItemPause --range 0.4:2.5,0:1.5

        """
}
