import FocusModel
import FocusStats

/// A focus order reduced to what one-stop-at-a-time navigation needs (screen
/// reader swipes, Tab and Shift+Tab): the stops on a ring, where focus starts,
/// each step's target stop, what each landing costs to perceive, and the draws.
///
/// Positions are stop indices 0..<stopCount, or -1 when focus starts on an
/// element that is not a stop (a heading under form-control navigation): a
/// forward move from there reaches stop 0, a backward move the last stop.
package struct StopNavigationPlan: Sendable {
    public struct Step: Sendable, Equatable {
        /// The target's index among the stops.
        public var stop: Int
        public var characters: Int
        public var targetID: String
        /// Whether the target needs an activation (a keyboard user types into
        /// a focused text field without one).
        public var activates: Bool
    }

    public let stopCount: Int
    public let startPosition: Int
    public let steps: [Step]
    /// Whether the user moves whichever way needs fewer moves (else always forward).
    public let takesShorterWay: Bool
    /// Fixed seconds to perceive each stop on landing, as of the start of each
    /// step (announcements change once a field holds text or a switch is on):
    /// entry `step * stopCount + stop`.
    public let landingPerception: [Double]
    /// Fixed seconds to perceive the element focus starts on.
    public let startPerception: Double
    /// Seconds per move (a swipe or a keystroke).
    public let moveTime: Distribution
    /// Random seconds added to every perception (a look at the focus indicator).
    public let perceptionTime: Distribution
    public let activationTime: Distribution
    public let entryTimePerCharacter: Distribution
    /// Chance that a move goes two stops instead of one.
    public let overshoot: Double
    public let moveCategory: TimeCategory
    public let perceptionCategory: TimeCategory
    public let modelName: String

    public var modelDescription: ModelDescription {
        ModelDescription(name: modelName,
                         categories: [moveCategory, perceptionCategory, .errors, .activation, .entry],
                         counts: [.overshoots])
    }

    // MARK: - Moving on the ring

    /// Where `moves` stops in `direction` (+1 forward, −1 back) from `position` lands.
    @inline(__always)
    public static func position(from position: Int, moving moves: Int, direction: Int, stopCount m: Int) -> Int {
        let raw = position < 0 ? (direction > 0 ? moves - 1 : m - moves) : position + direction * moves
        return ((raw % m) + m) % m
    }

    /// Moves needed from `position` to `target` going in `direction`.
    @inline(__always)
    public static func distance(from position: Int, to target: Int, direction: Int, stopCount m: Int) -> Int {
        if position < 0 { return direction > 0 ? target + 1 : m - target }
        let raw = direction > 0 ? target - position : position - target
        return ((raw % m) + m) % m
    }

    /// The way the user moves from `position` towards `target`: forward, or
    /// with `takesShorterWay` back when that needs fewer moves (ties go forward).
    @inline(__always)
    public func direction(from position: Int, to target: Int) -> Int {
        StopNavigationRules.direction(from: position, to: target, stopCount: stopCount, takesShorterWay: takesShorterWay)
    }

    /// The stops an error-free user lands on going from `position` to `target`, in order.
    public func errorFreeLandings(from position: Int, to target: Int) -> [Int] {
        guard position != target else { return [] }
        let d = direction(from: position, to: target)
        let count = Self.distance(from: position, to: target, direction: d, stopCount: stopCount)
        return (1...count).map { Self.position(from: position, moving: $0, direction: d, stopCount: stopCount) }
    }
}
