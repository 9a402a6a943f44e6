import FocusModel

/// The one change that repairs a finding, applied to a copy of the scenario
/// to simulate what the failure costs.
public enum LintRepair: Sendable, Equatable {
    /// The order's elements in the platform's reading order.
    case readingOrder(order: String, ids: [String])
    /// The page's regions taken in the sequence they are drawn, each region's
    /// elements in the order they had.
    case regionSequence(order: String, ids: [String])
    /// The dialog takes focus when it opens and, if it was not modal, holds
    /// it while open (the WAI-ARIA dialog pattern): otherwise its elements
    /// would still come after the whole screen.
    case dialogTakesFocus(dialog: String, makeModal: Bool)
    /// The dialog gives focus back to its trigger when it closes.
    case dialogReturnsFocus(dialog: String)
    /// Focus moves to the nearest element after the change.
    case focusToNearest(after: String)
    /// The trap gets an exit.
    case addTrapExit(trap: String, exit: String)
    /// The region stops holding focus and comes after the rest of the order,
    /// where a non-modal banner placed after the page's content sits.
    case releaseTrap(trap: String, order: String)
    /// The element's focus is drawn.
    case showFocus(element: String)
    /// The element's frame grows to the platform minimum around its centre.
    case enlarge(element: String, frame: Frame)
    /// The element's positive tabindex is removed (and a derived order re-derived).
    case removeTabindex(element: String)
    /// The field gets its `autocomplete` token, so the browser fills it: the
    /// task's typing into it is skipped.
    case autofill(element: String)

    /// One line for reports.
    public var description: String {
        switch self {
        case let .readingOrder(order, _): "order '\(order)' follows the platform's reading order"
        case let .regionSequence(order, _): "order '\(order)' takes the regions in the sequence they are drawn, each as it was"
        case let .dialogTakesFocus(dialog, makeModal):
            "dialog '\(dialog)' gets \"focusOnOpen\": \"first\"" + (makeModal ? " and \"modal\": true" : "")
        case let .dialogReturnsFocus(dialog): "dialog '\(dialog)' gets \"focusOnClose\": \"trigger\""
        case let .focusToNearest(after): "the change after '\(after)' gets \"focusAfterChange\": \"nearest\""
        case let .addTrapExit(trap, exit): "trap '\(trap)' gets the exit '\(exit)'"
        case let .releaseTrap(trap, _):
            "region '\(trap)' no longer traps focus and comes after the rest of the order"
        case let .showFocus(element): "'\(element)' gets \"focusVisible\": true"
        case let .enlarge(element, frame):
            "'\(element)' grows to \(Self.size(frame.width)) x \(Self.size(frame.height)) around its centre"
        case let .removeTabindex(element): "'\(element)' loses its positive tabindex"
        case let .autofill(element): "'\(element)' gets the matching autocomplete token and is filled by the browser"
        }
    }

    /// Whether the repair changes nothing but a target's size (its centre stays).
    var changesOnlyTargetSize: Bool {
        if case .enlarge = self { true } else { false }
    }

    private static func size(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `scenario` with the repair applied.
    public func applied(to scenario: Scenario) -> Scenario {
        var repaired = scenario
        switch self {
        case let .readingOrder(order, ids), let .regionSequence(order, ids):
            repaired.replaceOrder(order, with: ids)
        case let .dialogTakesFocus(dialog, makeModal):
            repaired.dialogs = repaired.dialogs.map { d in
                var d = d
                if d.id == dialog { d.focusOnOpen = .first; if makeModal { d.modal = true } }
                return d
            }
        case let .dialogReturnsFocus(dialog):
            repaired.dialogs = repaired.dialogs.map { var d = $0; if d.id == dialog { d.focusOnClose = .trigger }; return d }
        case let .focusToNearest(after):
            repaired.changes = repaired.changes.map { var c = $0; if c.after == after { c.focusAfterChange = .nearest }; return c }
        case let .addTrapExit(trap, exit):
            repaired.traps = repaired.traps.map { var t = $0; if t.id == trap { t.exit = exit }; return t }
        case let .releaseTrap(trap, order):
            guard let members = scenario.traps.first(where: { $0.id == trap })?.memberIDs else { break }
            repaired.traps.removeAll { $0.id == trap }
            if let ids = scenario.order(named: order)?.elementIDs {
                repaired.replaceOrder(order, with: ids.filter { !members.contains($0) } + ids.filter(members.contains))
            }
        case let .showFocus(element):
            repaired.modifyElement(element) { $0.focusVisible = true }
        case let .enlarge(element, frame):
            repaired.modifyElement(element) { $0.frame = frame }
        case let .autofill(element):
            repaired.task = repaired.task.map { step in
                step.target == element ? TaskStep(target: step.target) : step
            }
        case let .removeTabindex(element):
            repaired.modifyElement(element) { $0.tabindex = nil }
            // An order derived from the layout follows the tabindex change.
            let before = try? ReadingOrder.derive(for: scenario)
            let after = try? ReadingOrder.derive(for: repaired)
            if let before, let after {
                repaired.orders = repaired.orders.map { $0.elementIDs == before ? NamedOrder(name: $0.name, elementIDs: after) : $0 }
            }
        }
        return repaired
    }
}

extension Scenario {
    mutating func replaceOrder(_ name: String, with ids: [String]) {
        orders = orders.map { $0.name == name ? NamedOrder(name: name, elementIDs: ids) : $0 }
    }

    /// Changes the element `id` wherever it is declared: the screen, a dialog or an insertion.
    mutating func modifyElement(_ id: String, _ change: (inout Element) -> Void) {
        func apply(_ list: [Element]) -> [Element] {
            list.map { var e = $0; if e.id == id { change(&e) }; return e }
        }
        elements = apply(elements)
        dialogs = dialogs.map { var d = $0; d.elements = apply(d.elements); return d }
        changes = changes.map { c in
            var c = c
            if let insertion = c.inserts { c.inserts = .init(after: insertion.after, elements: apply(insertion.elements)) }
            return c
        }
    }
}
