import FocusModel
import FocusStats

/// The rules one swipe or keyboard profile follows: which elements are stops,
/// which way the user moves, what a move and a landing cost, and how long an
/// element takes to perceive. `SwipeModel` and `KeyboardModel` are built from
/// these rules, and the order optimizer asks the same rules, so the two
/// cannot drift apart.
package struct StopNavigationRules: Sendable {
    /// Only controls are stops (Tab, the form-controls rotor); else every element is.
    public let onlyControls: Bool
    /// Whether the user moves whichever way needs fewer moves (else always forward).
    public let takesShorterWay: Bool
    /// Seconds per move (a swipe or a keystroke).
    public let moveTime: Distribution
    /// Random seconds added to every perception (a look at the focus indicator).
    public let perceptionTime: Distribution
    public let activationTime: Distribution
    public let entryTimePerCharacter: Distribution
    /// Whether focus is on no element when a screen loads, so the first move
    /// forward reaches the first stop (a page's Tab sequence starts before its
    /// first element; a screen reader puts its cursor on the first element).
    public let startsBeforeFirstElement: Bool
    /// The swipe profile whose announcements are listened to; nil for keyboards, whose users look instead.
    private let listener: SwipeProfile?

    public init(swipe profile: SwipeProfile) {
        onlyControls = profile.navigation == .formControls
        takesShorterWay = profile.navigation != .linear
        moveTime = profile.swipeTime
        perceptionTime = .fixed(0)
        activationTime = profile.activationTime
        entryTimePerCharacter = profile.entryTimePerCharacter
        startsBeforeFirstElement = false
        listener = profile
    }

    /// Space or Enter activates, one more keystroke, except in a text field,
    /// where the user types as soon as Tab lands on it (HTML: a focused text
    /// control receives the keystrokes).
    public init(keyboard profile: KeyboardProfile) {
        onlyControls = true
        takesShorterWay = profile.navigation == .shortest
        moveTime = profile.keystrokeTime
        perceptionTime = profile.lookTime
        activationTime = profile.keystrokeTime
        entryTimePerCharacter = profile.entryTimePerCharacter
        startsBeforeFirstElement = true
        listener = nil
    }

    /// Whether navigation stops on `element`.
    public func isStop(_ element: Element) -> Bool {
        !onlyControls || element.role.isControl
    }

    /// Whether a task step on `element` costs an activation: a screen reader
    /// user double-taps every target (a text field too, to start editing); a
    /// keyboard user types into a focused text field without a keystroke first.
    public func activates(_ element: Element) -> Bool {
        listener != nil || !element.role.takesTextOnFocus
    }

    /// Fixed seconds to perceive `element` once `enteredCharacters` were typed
    /// into it and it was activated `activations` times (announcements change
    /// once a field holds text or a switch is on).
    public func perceptionSeconds(of element: Element, enteredCharacters: Int, activations: Int) -> Double {
        guard let listener else { return 0 }
        let words = SwipeAnnouncement.words(of: element, reader: listener.screenReader,
                                            enteredCharacters: enteredCharacters, activations: activations)
        return SwipeAnnouncement.listeningSeconds(words: words, profile: listener)
    }

    /// The way (+1 forward, −1 back) from stop `position` towards stop `target`
    /// on a ring of `stopCount` stops: forward, or with `takesShorterWay` back
    /// when that needs fewer moves (ties go forward).
    @inline(__always)
    public static func direction(from position: Int, to target: Int, stopCount: Int, takesShorterWay: Bool) -> Int {
        guard takesShorterWay else { return 1 }
        let forward = StopNavigationPlan.distance(from: position, to: target, direction: 1, stopCount: stopCount)
        let back = StopNavigationPlan.distance(from: position, to: target, direction: -1, stopCount: stopCount)
        return back < forward ? -1 : 1
    }
}
