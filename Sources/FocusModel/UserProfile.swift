import FocusStats

/// How a person moves through the focus order: the model and its
/// parameters, as a profile of one kind (one `ProfileKind` type, listed in
/// `UserProfile.kinds`). Each kind's file gives its constructor and accessor
/// (`.switchScanning(p)`, `profile.switchScanning`).
public struct UserProfile: Sendable, Equatable {
    /// The profile as its kind's own type.
    package let kindProfile: any ProfileKind

    package init(_ kindProfile: any ProfileKind) { self.kindProfile = kindProfile }

    public static func == (lhs: UserProfile, rhs: UserProfile) -> Bool { lhs.kindProfile.isEqual(to: rhs.kindProfile) }

    /// The profile as a `kind` profile, nil when it is of another kind.
    public func profile<Kind>(as kind: Kind.Type) -> Kind? { kindProfile as? Kind }
}

/// A profile with its name, as a scenario, a profile file or the built-ins define it.
public struct NamedProfile: Sendable, Equatable {
    public var name: String
    public var profile: UserProfile
    /// How people differ, for a population profile (one with a `people`
    /// object); nil for a profile of one person.
    public var people: PeopleVariation?
    public init(name: String, profile: UserProfile, people: PeopleVariation? = nil) {
        self.name = name
        self.profile = profile
        self.people = people
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
    /// Whether the scan also highlights static text, headings and images
    /// (Android does when Switch Access spoken feedback is on); by default
    /// only actionable elements are scan stops (`Role.isActionable`).
    public var scanNonActionable = false
    /// Whether a scan starts by itself at the beginning of every step; when
    /// false the user first presses the switch to start it (Android's default).
    public var autoStartScan = true
    /// Highlights the user waits through, beyond the two selections, to
    /// scroll one screenful with the scanner's scroll action (see docs/models.md#scrolling).
    public var scrollHighlights = 2
    /// Group mode: whether the elements no scenario group holds are grouped
    /// by the automatic rule (columns, then sections, else rows; an
    /// assumption, see docs/models.md).
    public var autoGroup = true
    /// Row-column mode: how rows are formed (see docs/models.md).
    public enum Rows: String, Sendable, Equatable, CaseIterable {
        /// Android Switch Access: identical top and bottom, rows of three or more.
        case android
        /// Vertically overlapping elements, chained, in focus-order sequence.
        case overlap
    }
    public var rows: Rows = .overlap
    /// Point scanning: which line sweeps first.
    public enum PointLines: String, Sendable, Equatable, CaseIterable {
        /// Android: the horizontal line, moving down (Y), then the vertical one.
        case horizontalFirst
        /// The vertical line, moving across (X), then the horizontal one.
        case verticalFirst
    }
    public var pointLines: PointLines = .horizontalFirst
    /// How task text is typed: scanning the on-screen keyboard (`onScreen`)
    /// or `entryTimePerCharacter` a character (`constant`); never `hardware`.
    public var typing: TypingMethod = .onScreen

    public init() {}
}
