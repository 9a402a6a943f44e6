/// The scenario's `screen` is the viewport: content taller than it is
/// scrolled into view before focus can act on it. Scrolling is vertical
/// (an assumption: a horizontal carousel is not scrolled, and its items off
/// the sides count as on screen, so only point scanning, which aims at the
/// visible part, can find them out of reach).
///
/// The content is cut into screenfuls from its top: screenful k shows
/// y from k·height to (k + 1)·height. An element is on the first screenful
/// that shows any part of it, as Android counts a view with any visible
/// part as visible (`View.isVisibleToUser`; Switch Access additionally
/// asks for a few visible pixels, `SwitchAccessNodeCompat.isVisibleToUser`,
/// google/talkback `92eb6dd4`). Content above the top (y < 0) and elements
/// without a frame are on screenful 0.
public enum Viewport {
    /// The screenful that first shows `frame` on a viewport `screen` high.
    public static func screenful(of frame: Frame?, screen: ScreenSize?) -> Int {
        guard let frame, let screen, frame.y >= screen.height else { return 0 }
        return Int(min(frame.y / screen.height, Double(Int32.max)).rounded(.down))
    }

    /// The screenful each task step's target is on, in task order.
    public static func targetScreenfuls(of scenario: Scenario) -> [Int] {
        guard let screen = scenario.screen else { return Array(repeating: 0, count: scenario.task.count) }
        let elements = scenario.allElements
        // Content that starts within the first screenful puts every target there: no
        // lookup needed (cheap for the many one-key tasks a scanning typist builds).
        if !elements.contains(where: { ($0.frame?.y ?? 0) >= screen.height }) {
            return Array(repeating: 0, count: scenario.task.count)
        }
        var frames: [String: Frame] = [:]
        for element in elements { if let frame = element.frame { frames[element.id] = frame } }
        return scenario.task.map { screenful(of: frames[$0.target], screen: screen) }
    }

    /// Screenfuls scrolled over the task: the viewport starts at the top and
    /// stays on the screenful of the last target until a target elsewhere
    /// needs it moved, one screenful at a time, up or down.
    public static func screenfulsScrolled(_ scenario: Scenario) -> Int {
        screenfulsScrolledThroughStep(scenario).last ?? 0
    }

    /// Screenfuls scrolled up to and including each task step (the scroll
    /// that brings a step's target into view belongs to that step).
    public static func screenfulsScrolledThroughStep(_ scenario: Scenario) -> [Int] {
        var current = 0
        var scrolled = 0
        return targetScreenfuls(of: scenario).map { page in
            scrolled += abs(page - current)
            current = page
            return scrolled
        }
    }
}
