/// Which elements a switch scan highlights. The one definition of
/// "actionable" every switch model uses.
extension Role {
    /// Whether a switch user can act on an element of this role. Android
    /// Switch Access keeps a node only when it is enabled, visible and has a
    /// supported action (`ShowActionsMenuNode.getNodesIfHasActions`,
    /// `SwitchAccessNodeCompat.hasActions`, google/talkback 92eb6dd4): controls
    /// have one (click, set selection, scroll…), text, headings and images
    /// do not. iOS Switch Control is taken to do the same (assumption).
    public var isActionable: Bool {
        switch self {
        case .button, .link, .textField, .secureTextField, .searchField, .textArea,
             .checkbox, .toggle, .radioButton, .slider, .picker, .tab:
            true
        case .heading, .staticText, .image:
            false
        }
    }
}

extension Scenario {
    /// The scenario as a switch scan sees it: every order keeps only the
    /// elements a scan highlights. With `includingNonActionable` (Android's
    /// "scan non-actionable items" with spoken feedback on) nothing is
    /// removed. Otherwise an element stays when it is actionable and enabled,
    /// when a task step targets it (the task acts on it, so it must be
    /// reachable), or when the scenario does not define it (so the usual
    /// error names it).
    public func switchScanned(includingNonActionable: Bool) -> Scenario {
        if includingNonActionable { return self }
        var skipped = Set<String>()
        for element in elements where !element.role.isActionable || element.disabled {
            skipped.insert(element.id)
        }
        for step in task { skipped.remove(step.target) }
        if skipped.isEmpty { return self }
        var copy = self
        for index in copy.orders.indices {
            copy.orders[index].elementIDs.removeAll { skipped.contains($0) }
        }
        return copy
    }
}
