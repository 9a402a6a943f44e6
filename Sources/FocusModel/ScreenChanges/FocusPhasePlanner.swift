/// Plays a task over a changing screen and cuts it into `FocusPhase`s, one
/// per state of the screen: dialogs open and close, list changes, trap exits.
///
/// Focus is on the previous step's target within a phase; the start of a new
/// phase is where the screen puts focus (`focusOnOpen`, `focusOnClose`,
/// `focusAfterChange`). A trap is entered when the forward route from focus
/// to the next target passes one of its members (the way Tab and swipes
/// move); the user moves along that route into the region and on to the
/// trap's exit, and activating it dismisses the region.
package struct FocusPhasePlanner {
    private let scenario: Scenario
    private var screen: [String]
    private var openDialog: Dialog?
    private var exitedTraps: Set<String> = []
    private var phases: [FocusPhase] = []
    private var current: FocusPhase
    private let checksTraps: Bool

    /// Phases of `scenario`'s task when the screen starts with `order`
    /// (element ids). With `checksTraps` false, traps are ignored (to check
    /// the task itself, whatever the order).
    public static func plan(_ scenario: Scenario, order: [String],
                            checksTraps: Bool = true) throws(ScreenChangeError) -> [FocusPhase] {
        var planner = FocusPhasePlanner(scenario: scenario, order: order, checksTraps: checksTraps)
        for (index, step) in scenario.task.enumerated() { try planner.play(step, index: index) }
        planner.closePhase()
        return planner.phases
    }

    /// Whether the scenario's screen changes at all (else one phase holds the whole task).
    public static func hasChanges(_ scenario: Scenario) -> Bool {
        !scenario.dialogs.isEmpty || !scenario.changes.isEmpty || !scenario.traps.isEmpty
    }

    /// True when the scenario must be played in phases: its screen changes, or
    /// some element draws no focus indicator (the search for it is charged per phase step).
    public static func needsPhasedRun(_ scenario: Scenario) -> Bool {
        hasChanges(scenario) || scenario.allElements.contains { !$0.focusVisible }
    }

    private init(scenario: Scenario, order: [String], checksTraps: Bool) {
        self.scenario = scenario
        self.checksTraps = checksTraps
        screen = order
        current = FocusPhase(elementIDs: order, startIndex: 0, steps: [], startsOnLoad: true)
    }

    private mutating func closePhase() {
        if !current.steps.isEmpty { phases.append(current) }
    }

    private mutating func begin(_ elementIDs: [String], startingOn id: String?) {
        closePhase()
        let start = id.flatMap { elementIDs.firstIndex(of: $0) } ?? 0
        current = FocusPhase(elementIDs: elementIDs, startIndex: start, steps: [],
                             drawnIDs: screen + (openDialog?.elements.map(\.id) ?? []))
    }

    private var focusedIndex: Int {
        current.steps.last.flatMap { current.elementIDs.firstIndex(of: $0.target) } ?? current.startIndex
    }

    private mutating func play(_ step: TaskStep, index: Int) throws(ScreenChangeError) {
        try checkReachable(step.target, index: index)
        if checksTraps { try escapeTraps(before: step.target, index: index) }
        current.steps.append(.init(target: step.target, characters: step.characters, taskIndex: index))
        applyEffects(of: step.target)
    }

    private func checkReachable(_ target: String, index: Int) throws(ScreenChangeError) {
        if let owner = scenario.dialogs.first(where: { $0.elements.contains { $0.id == target } }) {
            if openDialog?.id != owner.id {
                throw .inconsistent(step: index, message: "activates '\(target)' of dialog '\(owner.id)', "
                    + "which is not open then (it opens after '\(owner.opensAfter)')")
            }
            return
        }
        if let dialog = openDialog, dialog.modal {
            throw .inconsistent(step: index, message: "activates '\(target)' while modal dialog '\(dialog.id)' "
                + "is open; it closes after \(dialog.closesAfter.map { "'\($0)'" }.joined(separator: " or "))")
        }
        if !screen.contains(target) {
            throw .inconsistent(step: index, message: "activates '\(target)', which is not on the screen then "
                + "(removed by an earlier change, inserted only by a later one, or not in the order)")
        }
    }

    private mutating func escapeTraps(before target: String, index: Int) throws(ScreenChangeError) {
        if openDialog?.modal == true { return }
        let order = current.elementIDs
        let targetIndex = order.firstIndex(of: target)!
        var position = focusedIndex
        // The forward route, including where focus is now.
        var route = [position]
        while position != targetIndex {
            position = (position + 1) % order.count
            route.append(position)
        }
        for trap in scenario.traps where !exitedTraps.contains(trap.id) && !trap.memberIDs.contains(target) {
            guard let entered = route.first(where: { trap.memberIDs.contains(order[$0]) }) else { continue }
            guard let exit = trap.exit else { throw .trapped(step: index, target: target, trap: trap.id) }
            // The moves that reach the trap are paid for. The trap's phase
            // starts where focus is now, on a ring that follows the route
            // into the region at the member entered, then the region from
            // there on, then the rest of the screen back round to focus; so
            // Tab reaches the exit through the route, and Shift+Tab through
            // the rest of the screen into the region's far end.
            let approach = Array(route.prefix { $0 != entered })
            let region = order.filter { trap.memberIDs.contains($0) }
            let first = region.firstIndex(of: order[entered])!
            let rest = (1..<order.count).map { (entered + $0) % order.count }
                .filter { !approach.contains($0) && !trap.memberIDs.contains(order[$0]) }
            let after = order[(entered + 1)...].first { !trap.memberIDs.contains($0) }
            let onLoad = current.steps.isEmpty && current.startsOnLoad
            begin(approach.map { order[$0] } + region[first...] + region[..<first] + rest.map { order[$0] },
                  startingOn: nil)
            current.startsOnLoad = onLoad
            current.steps.append(.init(target: exit, characters: 0, taskIndex: nil))
            exitedTraps.insert(trap.id)
            screen.removeAll { trap.memberIDs.contains($0) }
            begin(reachable, startingOn: after)
            return try escapeTraps(before: target, index: index)
        }
    }

    /// What focus can reach on the screen as it stands.
    private var reachable: [String] {
        guard let dialog = openDialog else { return screen }
        let ids = dialog.elements.map(\.id)
        if dialog.modal { return dialog.focusOnOpen == .stays ? [dialog.opensAfter] + ids : ids }
        return screen + ids
    }

    private mutating func applyEffects(of target: String) {
        if let dialog = openDialog, dialog.closesAfter.contains(target) {
            openDialog = nil
            begin(reachable, startingOn: dialog.focusOnClose == .trigger ? dialog.opensAfter : nil)
        }
        if openDialog == nil, let dialog = scenario.dialogs.first(where: { $0.opensAfter == target }) {
            openDialog = dialog
            // The dialog's first control: its title or text takes no focus (HTML's dialog focusing steps).
            let first = dialog.elements.first { $0.role.isControl } ?? dialog.elements[0]
            begin(reachable, startingOn: dialog.focusOnOpen == .first ? first.id : target)
        }
        if let change = scenario.changes.first(where: { $0.after == target }) {
            let old = screen
            screen.removeAll { change.removes.contains($0) }
            if let insertion = change.inserts, let at = screen.firstIndex(of: insertion.after) {
                screen.insert(contentsOf: insertion.elements.map(\.id), at: at + 1)
            }
            var focus: String?
            if change.focusAfterChange == .nearest, let k = old.firstIndex(of: target) {
                focus = screen.contains(target) ? target
                    : old[(k + 1)...].first(where: screen.contains) ?? old[..<k].last(where: screen.contains)
            }
            begin(reachable, startingOn: focus)
        }
    }
}
