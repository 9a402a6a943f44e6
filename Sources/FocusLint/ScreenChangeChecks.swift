import FocusModel

/// Dialogs, content changes and traps that mishandle focus (WCAG 2.4.3).
enum ScreenChangeChecks {
    static func findings(_ scenario: Scenario, order: NamedOrder) -> [LintFinding] {
        var found: [LintFinding] = []
        for dialog in scenario.dialogs {
            if dialog.focusOnOpen == .stays {
                found.append(LintFinding(
                    kind: .dialogDoesNotTakeFocus, elementIDs: [dialog.id, dialog.opensAfter],
                    explanation: "dialog '\(dialog.id)' opens after '\(dialog.opensAfter)' but focus stays there"
                        + (dialog.modal ? "" : ", and it is not modal: its elements come after the rest of the screen"),
                    repair: .dialogTakesFocus(dialog: dialog.id, makeModal: !dialog.modal)))
            }
            if dialog.focusOnClose == .top {
                found.append(LintFinding(
                    kind: .dialogDoesNotReturnFocus, elementIDs: [dialog.id, dialog.opensAfter],
                    explanation: "dialog '\(dialog.id)' closes and sends focus to the top instead of back to "
                        + "'\(dialog.opensAfter)'",
                    repair: .dialogReturnsFocus(dialog: dialog.id)))
            }
        }
        for change in scenario.changes where change.focusAfterChange == .top {
            found.append(LintFinding(
                kind: .focusThrownToTop, elementIDs: [change.after] + change.removes.filter { $0 != change.after },
                explanation: "activating '\(change.after)' changes the content and throws focus to the top",
                repair: .focusToNearest(after: change.after)))
        }
        for trap in scenario.traps {
            if let exit = trap.exit {
                found.append(LintFinding(
                    kind: .trap, elementIDs: [trap.id] + trap.memberIDs,
                    explanation: "region '\(trap.id)' holds focus until '\(exit)' is activated",
                    repair: .releaseTrap(trap: trap.id, order: order.name)))
            } else {
                let exit = trap.memberIDs.last { id in scenario.allElements.first { $0.id == id }?.isInteractive ?? false }
                    ?? trap.memberIDs.last!
                found.append(LintFinding(
                    kind: .trapWithoutExit, elementIDs: [trap.id] + trap.memberIDs,
                    explanation: "region '\(trap.id)' holds focus for good: it has no exit",
                    repair: .addTrapExit(trap: trap.id, exit: exit)))
            }
        }
        return found
    }
}

extension Element {
    /// Whether the element does something when activated (and so belongs in a
    /// keyboard user's Tab sequence); text, headings and images do not.
    var isInteractive: Bool {
        switch role {
        case .staticText, .heading, .image: false
        default: true
        }
    }
}
