/// The decoded `dialogs`, `changes` and `traps` of a scenario.
struct ScreenChanges {
    var dialogs: [Dialog] = []
    var changes: [ListChange] = []
    var traps: [FocusTrap] = []

    /// Elements that are not on the screen from the start: dialogs' and inserted ones.
    var addedElements: [Element] {
        dialogs.flatMap(\.elements) + changes.flatMap { $0.inserts?.elements ?? [] }
    }
}

extension ScenarioLoader {
    static func decodeScreenChanges(_ object: InputObject, elements: [Element],
                                    groups: [Group]) throws(InputError) -> ScreenChanges {
        var registry = ElementRegistry(elements: elements, node: try object.required("elements"))
        var takenIDs = Set(groups.map(\.id))
        var result = ScreenChanges()
        if let node = object.optional("dialogs") {
            result.dialogs = try decodeDialogs(node, registry: &registry, takenIDs: &takenIDs)
        }
        if let node = object.optional("changes") {
            result.changes = try decodeChanges(node, registry: &registry)
        }
        if let node = object.optional("traps") {
            result.traps = try decodeTraps(node, elements: elements, takenIDs: &takenIDs)
        }
        return result
    }

    /// Refuses a task that does what the screen does not allow at that point
    /// (a dialog's element before it opens, the background behind a modal
    /// dialog, a removed element). Traps are left to the simulation and lint,
    /// since whether focus runs into one depends on the order.
    static func checkTaskOnChangingScreen(_ scenario: Scenario, task: [LocatedTaskStep],
                                          file: String) throws(InputError) {
        guard FocusPhasePlanner.hasChanges(scenario), let order = scenario.orders.first else { return }
        do {
            _ = try FocusPhasePlanner.plan(scenario, order: order.elementIDs, checksTraps: false)
        } catch {
            guard case let .inconsistent(step, message) = error else { return }
            throw InputError(file: file, path: task[step].path.description, message: message)
        }
    }
}
