import FocusModel
import FocusStats

extension SwitchScanningProfile {
    /// The press that starts each step's scan when the scan does not start by
    /// itself (`autoStartScan` false, Android Switch Access's default:
    /// `switch_access_auto_start_scan_default`, and `OptionManager` clears
    /// focus after every selection). The user sees the screen settle and
    /// presses: a reaction-time draw in automatic and point scanning, a
    /// press-time draw in step scanning. It has no deadline, so it cannot be
    /// missed, and no highlight, so it cannot select anything. Nil when the
    /// scan starts by itself.
    public var startPress: Distribution? {
        if autoStartScan { return nil }
        return scanning == .step ? pressTime : reactionTime
    }
}

extension SwitchScanningProfile {
    /// Highlights a member pass adds to the members: iOS Switch Control ends
    /// a group's pass with a "back out" highlight (group mode); Android's
    /// rows end in an end step that only clears focus (row-column mode).
    public var backOutHighlights: Int { mode == .group ? 1 : 0 }
}

extension SwitchScanningProfile.PointLines {
    /// The axis the first line moves along: the horizontal line moves in Y.
    package var firstAxis: PointScanningAxis { self == .horizontalFirst ? .y : .x }
}
