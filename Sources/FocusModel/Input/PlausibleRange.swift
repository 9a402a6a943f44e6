/// Upper bounds on values that no real screen or person comes near. They
/// are checked when a file is read, so the arithmetic downstream (sums of
/// times, scans across a screen, conversions to whole numbers) never meets
/// a number whose size is only a typing mistake or a hostile file.
package enum PlausibleRange {
    /// Seconds: no single reaction, scan step, press or keystroke lasts an hour.
    public static let longestDuration = 3600.0
    /// Points: a million points is hundreds of screens of scrolled content.
    public static let largestLength = 1_000_000.0
    /// Points per second for a point-scanning sweep: a whole screen of that
    /// size crossed in one second.
    public static let fastestSweep = 1_000_000.0
    /// Words per minute a screen reader speaks at the least: TalkBack's and
    /// VoiceOver's slowest rates are tens of words a minute, and slower
    /// speech lasts beyond `longestDuration` for a long label (at 1e-300 a
    /// word overflows the clock, and every time is infinite).
    public static let slowestSpeech = 1.0
    /// A gamma time's shape: at 10^15 its draws spread by 3·10^-8 of their
    /// mean (the coefficient of variation is 1/√shape), nanoseconds on a
    /// second, which no measured times do (`calibrate` fits 10^11 to times
    /// a microsecond apart); GSL's incomplete gamma function, which the cost
    /// model evaluates, fails far beyond it (at 10^300).
    public static let largestGammaShape = 1e15
}

extension InputNode {
    /// A duration in seconds, 0 allowed, at most `PlausibleRange.longestDuration`.
    public func duration() throws(InputError) -> Double {
        try atMost(PlausibleRange.longestDuration, "seconds", nonNegativeNumber())
    }

    /// A duration in seconds greater than 0, at most `PlausibleRange.longestDuration`.
    public func positiveDuration() throws(InputError) -> Double {
        try atMost(PlausibleRange.longestDuration, "seconds", positiveNumber())
    }

    /// A coordinate in points, at most `PlausibleRange.largestLength` from the origin.
    public func coordinate() throws(InputError) -> Double {
        let n = try finiteNumber()
        if abs(n) > PlausibleRange.largestLength {
            throw failure("must lie within \(JSONValue.format(PlausibleRange.largestLength)) points of the screen's "
                + "corner, found \(JSONValue.format(n))")
        }
        return n
    }

    /// A size in points greater than 0, at most `PlausibleRange.largestLength`.
    public func length() throws(InputError) -> Double {
        try atMost(PlausibleRange.largestLength, "points", positiveNumber())
    }

    /// A screen reader's speech rate in words per minute, at least
    /// `PlausibleRange.slowestSpeech`.
    public func speechRate() throws(InputError) -> Double {
        let n = try finiteNumber()
        if !ParameterDomain.speechRate.contains(n) {
            throw failure("must be \(ParameterDomain.speechRate.phrase), found \(JSONValue.format(n))")
        }
        return n
    }

    /// A positive number at most `limit` (`unit` names what it counts in the message).
    public func positiveNumber(atMost limit: Double, _ unit: String) throws(InputError) -> Double {
        try atMost(limit, unit, positiveNumber())
    }

    private func atMost(_ limit: Double, _ unit: String, _ n: Double) throws(InputError) -> Double {
        if n > limit {
            throw failure("must be at most \(JSONValue.format(limit)) \(unit), found \(JSONValue.format(n))")
        }
        return n
    }
}
