import FocusStats
import Foundation

/// A screen-reader user who moves focus with swipes (`"kind": "swipe"`):
/// VoiceOver or TalkBack, listening to each element's announcement.
public struct SwipeProfile: Sendable, Equatable {
    /// The screen reader; it decides how roles and states are worded.
    public enum ScreenReader: String, Sendable, Equatable, CaseIterable { case voiceover, talkback }
    /// Which elements are stops and which way the user swipes.
    public enum Navigation: String, Sendable, Equatable, CaseIterable { case linear, shortest, formControls }

    public var screenReader: ScreenReader = .voiceover
    /// Seconds per swipe gesture, until focus has moved.
    public var swipeTime: Distribution = .lognormal(mu: log(0.45), sigma: 0.3)
    /// Words per minute of the speech synthesizer.
    public var speechRate: Double = 180
    /// Whether the user moves on as soon as they recognise an element (expert)
    /// instead of waiting for the whole announcement.
    public var interruptsSpeech: Bool = false
    /// Words a user who interrupts must hear to recognise an element.
    public var recognitionWords: Int = 2
    /// Seconds for the double tap that activates the focused element.
    public var activationTime: Distribution = .lognormal(mu: log(0.35), sigma: 0.25)
    /// Chance that a swipe moves focus two elements instead of one.
    public var overshoot: Double = 0.02
    public var navigation: Navigation = .linear
    /// Seconds per character typed on the on-screen keyboard under the screen reader.
    public var entryTimePerCharacter: Distribution = .fixed(3.0)
    /// Whether text is typed on the on-screen keyboard or on a hardware keyboard.
    public var typing: TypingMethod = .onScreen
    /// The on-screen keyboard's layout name or file; nil means the screen reader's platform keyboard.
    public var keyboard: String?
    /// Where the finger lands when it touches down for a key: the spread
    /// (standard deviation) around the key's centre, in key widths across
    /// and in rows down (touch exploration, docs/keyboards.md).
    public var landingError: Double = 0.8
    /// Chance that the key typed is a neighbour of the one found (the finger
    /// slips as it lifts or taps); the wrong character is then deleted.
    public var wrongKeyChance: Double = 0.05
    /// How a found key is typed; nil means the screen reader's default
    /// (VoiceOver: double-tap, TalkBack: lift).
    public var keyConfirmation: KeyConfirmation?

    /// The way keys are typed, the screen reader's default unless the profile says.
    public var effectiveKeyConfirmation: KeyConfirmation {
        keyConfirmation ?? (screenReader == .voiceover ? .doubleTap : .lift)
    }

    public init() {}
}
