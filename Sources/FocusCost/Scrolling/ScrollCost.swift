import FocusModel
import FocusStats

/// What scrolling one screenful costs a user (docs/models.md#scrolling): a
/// fixed part plus `draws` independent draws of `draw`, all charged to
/// *scrolling*. Independent of navigation, so the closed forms add its
/// moments once per screenful scrolled.
package struct ScrollCost: Sendable, Equatable {
    public var fixedSeconds: Double
    public var draws: Int
    public var draw: Distribution

    public init(fixedSeconds: Double, draws: Int = 0, draw: Distribution = .fixed(0)) {
        self.fixedSeconds = fixedSeconds
        self.draws = draws
        self.draw = draw
    }

    /// A switch user scrolls with the scanner's scroll action: the
    /// scrollable container is selected, then the scroll item of the menu
    /// that opens (Switch Access offers `ACTION_SCROLL_FORWARD`/`BACKWARD` as
    /// menu items of a scrollable node: `menuitems/NodeActionMenuItem.java`,
    /// `treenodes/ShowActionsMenuNode.java` `isScrollable`; iOS Switch
    /// Control's scanner menu has Scroll), so two selections, each after a
    /// reaction time, and `scrollHighlights` highlights waited through on
    /// the way, an interval each (automatic and point scanning).
    static func scannedAction(_ profile: SwitchScanningProfile) -> ScrollCost {
        ScrollCost(fixedSeconds: Double(profile.scrollHighlights) * profile.scanInterval,
                   draws: 2, draw: profile.reactionTime)
    }

    /// The same scroll action when the user steps: a press time for each of
    /// the `scrollHighlights` moves and the two selections.
    static func steppedAction(_ profile: SwitchScanningProfile) -> ScrollCost {
        ScrollCost(fixedSeconds: 0, draws: profile.scrollHighlights + 2, draw: profile.pressTime)
    }

    /// Screen readers and keyboards scroll the content as focus moves; the
    /// user waits for the scroll to settle.
    static func automatic(seconds: Double) -> ScrollCost { ScrollCost(fixedSeconds: seconds) }

    /// Seconds a screen reader's scroll takes per screenful: Android's
    /// default scroll animation (`android.widget.Scroller`, `DEFAULT_DURATION`
    /// 250 ms, AOSP frameworks/base); VoiceOver the same: *assumption*.
    public static let screenReaderSeconds = 0.25
    /// A browser scrolls the focused element into view instantly (HTML
    /// focusing steps, "scroll into view" with behavior "auto"; CSSOM View).
    public static let keyboardSeconds = 0.0

    var isFree: Bool { fixedSeconds == 0 && (draws == 0 || draw.mean == 0 && draw.variance == 0) }

    /// Moments of scrolling `screenfuls` screenfuls.
    func moments(screenfuls: Int) -> (mean: Double, variance: Double) {
        let k = Double(screenfuls)
        let n = Double(draws)
        return (k * (fixedSeconds + n * draw.mean), k * n * draw.variance)
    }
}
