/// A stretch of the task during which the screen does not change: the
/// elements focus can reach then, in order, where focus is when it begins,
/// and the steps done in it.
package struct FocusPhase: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var target: String
        public var characters: Int
        /// The step's index in the scenario's task, or nil for a step the
        /// screen forces on the user (activating a trap's exit to get out).
        public var taskIndex: Int?

        public init(target: String, characters: Int, taskIndex: Int?) {
            self.target = target
            self.characters = characters
            self.taskIndex = taskIndex
        }
    }

    /// Element ids focus can reach during the phase, in focus order.
    public var elementIDs: [String]
    /// Index into `elementIDs` of the element focus is on when the phase begins.
    public var startIndex: Int
    /// True when the phase begins with the screen as it loads, before any
    /// step: then no element has been given focus yet, and each user's
    /// navigation says where focus starts (a keyboard's first Tab reaches the
    /// first element; a screen reader starts on it).
    public var startsOnLoad: Bool
    public var steps: [Step]
    /// Element ids drawn on the screen during the phase (what a point scan's
    /// crosshair can land on), which may be more than focus can reach.
    public var drawnIDs: [String]

    public init(elementIDs: [String], startIndex: Int, steps: [Step], drawnIDs: [String]? = nil,
                startsOnLoad: Bool = false) {
        self.elementIDs = elementIDs
        self.startIndex = startIndex
        self.startsOnLoad = startsOnLoad
        self.steps = steps
        self.drawnIDs = drawnIDs ?? elementIDs
    }
}

/// Why a task cannot be played out on a changing screen.
public enum ScreenChangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The task does something the screen does not allow at that point.
    case inconsistent(step: Int, message: String)
    /// Focus enters a trap with no exit on the way to a target outside it.
    case trapped(step: Int, target: String, trap: String)

    public var description: String {
        switch self {
        case let .inconsistent(step, message): "task step \(step + 1): \(message)"
        case let .trapped(step, target, trap):
            "task step \(step + 1) ('\(target)') can never be completed: focus enters trap '\(trap)' on the way, "
                + "and the trap has no exit"
        }
    }
}
