/// A kind of time a person spends on a task. Each model reports the
/// categories it uses (`ModelDescription.categories`), in its own order.
public enum TimeCategory: Int, CaseIterable, Sendable, Equatable {
    /// Waiting for an automatic scan to reach the target.
    case waiting
    /// From a highlight (or cursor line) reaching the target to the switch press.
    case reacting
    /// Switch presses that move the highlight (step scanning).
    case pressing
    /// Screen-reader swipe gestures.
    case swiping
    /// Listening to the screen reader's announcements.
    case listening
    /// Keystrokes that move focus (Tab, Shift+Tab).
    case keystrokes
    /// Looking for the focus indicator after a move.
    case looking
    /// Everything lost to mistakes: missed highlights, slips, overshoots,
    /// wrong selections and their recovery, stopped scans.
    case errors
    /// From a selection until the element has acted.
    case activation
    /// Text entry.
    case entry
    /// Scrolling content below the viewport into view (docs/models.md#scrolling).
    case scrolling
    /// Choosing an option in an open picker's list (docs/models.md#pickers).
    case picker

    /// The name reports and JSON keys use.
    public var name: String {
        switch self {
        case .waiting: "waiting"
        case .reacting: "reacting"
        case .pressing: "pressing"
        case .swiping: "swiping"
        case .listening: "listening"
        case .keystrokes: "keystrokes"
        case .looking: "looking"
        case .errors: "errors"
        case .activation: "activation"
        case .entry: "entry"
        case .scrolling: "scrolling"
        case .picker: "picker"
        }
    }
}

/// Things that go wrong, counted per replication.
public enum CountKind: Int, CaseIterable, Sendable, Equatable {
    /// A chance to select the target that passed (a highlight or cursor stop missed).
    case misses
    /// A press that selected something other than the target.
    case falseActivations
    /// A scan that stopped after its loops and had to be restarted.
    case restarts
    /// A swipe that moved two elements instead of one.
    case overshoots
    /// A press that did something other than intended (a move too many, the wrong switch).
    case slips

    public var name: String {
        switch self {
        case .misses: "misses"
        case .falseActivations: "falseActivations"
        case .restarts: "restarts"
        case .overshoots: "overshoots"
        case .slips: "slips"
        }
    }

    /// The label text reports use.
    public var label: String {
        switch self {
        case .misses: "misses"
        case .falseActivations: "false activations"
        case .restarts: "restarts"
        case .overshoots: "overshoots"
        case .slips: "slips"
        }
    }
}

/// What a model reports: its name, its time categories and its counts.
public struct ModelDescription: Sendable, Equatable {
    public var name: String
    public var categories: [TimeCategory]
    public var counts: [CountKind]

    public init(name: String, categories: [TimeCategory], counts: [CountKind]) {
        self.name = name
        self.categories = categories
        self.counts = counts
    }
}
