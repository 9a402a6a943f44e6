import FocusStats
import Foundation

/// A keyboard user (`"kind": "keyboard"`): Tab and Shift+Tab move focus
/// between keyboard-focusable elements, Space or Enter activates.
public struct KeyboardProfile: Sendable, Equatable {
    /// `linear`: Tab only; `shortest`: Tab or Shift+Tab, whichever needs fewer presses.
    public enum Navigation: String, Sendable, Equatable, CaseIterable { case linear, shortest }

    /// Seconds per keystroke (Tab, Shift+Tab, and the Space or Enter that activates).
    public var keystrokeTime: Distribution = .fixed(0.28)
    /// Seconds to find the focus indicator after each move.
    public var lookTime: Distribution = .lognormal(mu: log(0.3), sigma: 0.3)
    /// Seconds per typed character.
    public var entryTimePerCharacter: Distribution = .fixed(0.28)
    public var navigation: Navigation = .linear
    /// Chance that a Tab press moves focus two stops (a double press).
    public var overshoot: Double = 0

    public init() {}
}
