import FocusStats

/// How a person moves through the focus order: the model and its parameters.
public enum UserProfile: Sendable, Equatable {
    case switchScanning(SwitchScanningProfile)
    case swipe(SwipeProfile)
    case keyboard(KeyboardProfile)

    /// The value of the profile's `kind` key.
    public var kind: String {
        switch self {
        case .switchScanning: "switch"
        case .swipe: "swipe"
        case .keyboard: "keyboard"
        }
    }
}

/// A profile with its name, as a scenario, a profile file or the built-ins define it.
public struct NamedProfile: Sendable, Equatable {
    public var name: String
    public var profile: UserProfile
    public init(name: String, profile: UserProfile) {
        self.name = name
        self.profile = profile
    }
}

/// A switch user (`"kind": "switch"`): automatic scanning with one switch,
/// step scanning with two (move and select), or point scanning.
public struct SwitchScanningProfile: Sendable, Equatable {
    public enum Scanning: String, Sendable, Equatable, CaseIterable { case auto, step, point }
    /// What one highlight covers: an item, a group then its members, or a row then its items.
    public enum Mode: String, Sendable, Equatable, CaseIterable { case item, group, rowColumn }
    public enum Resume: String, Sendable, Equatable, CaseIterable { case first, current }

    public var scanning: Scanning = .auto
    public var mode: Mode = .item
    /// Seconds each item stays highlighted.
    public var scanInterval: Double = 1.0
    /// Extra seconds on item 0 of every pass and on the item a scan resumes on.
    public var firstItemPause: Double = 0.5
    /// Full passes without a selection before the scan stops; nil means no limit.
    public var loops: Int? = 4
    public var resumeAfterSelection: Resume = .first
    /// Seconds from highlight onset to switch press.
    public var reactionTime: Distribution = .lognormal(mu: -0.51, sigma: 0.35)
    /// Chance of pressing on each highlight of an item that is not the target.
    public var falseActivation: Double = 0
    /// Seconds to notice and undo a wrong selection.
    public var recoveryTime: Distribution = .fixed(2.0)
    /// Seconds from a selection until the element has acted.
    public var activationTime: Distribution = .fixed(0)
    /// Seconds per character of text entry.
    public var entryTimePerCharacter: Distribution = .fixed(2.5)
    /// Step scanning: seconds per switch press (move or select), a motor-time draw.
    public var pressTime: Distribution = .lognormal(mu: -0.51, sigma: 0.35)
    /// Step scanning: chance that a press slips (a move too many, or the wrong switch).
    public var slip: Double = 0
    /// Point scanning: speed of the sweeping line, in points per second.
    public var sweepSpeed: Double = 60
    /// The on-screen keyboard typed on: a built-in layout's name or a layout
    /// file; nil means the platform's keyboard where one is known (see docs/keyboards.md).
    public var keyboard: String?
    /// How the keyboard is scanned; nil means the platform's way (see docs/keyboards.md).
    public var keyboardScanning: Mode?
    /// How task text is typed: scanning the on-screen keyboard (`onScreen`)
    /// or `entryTimePerCharacter` a character (`constant`); never `hardware`.
    public var typing: TypingMethod = .onScreen

    public init() {}
}
