import FocusLint

/// What each kind of lint finding means and how to repair it, in a sentence
/// or two: the rule descriptions of SARIF and the help of code-scanning dashboards.
enum LintRuleHelp {
    static func summary(_ kind: LintFinding.Kind) -> String {
        switch kind {
        case .readingOrder: "The focus order departs from the platform's reading order."
        case .regionOrder: "The focus order reads the page's regions whole, in another sequence than they are drawn."
        case .dialogDoesNotTakeFocus: "A dialog opens but focus stays behind it."
        case .dialogDoesNotReturnFocus: "A dialog closes and focus goes to the top of the screen."
        case .focusThrownToTop: "A change of the content sends focus to the top of the screen."
        case .trap: "A region holds focus until its exit is activated."
        case .trapWithoutExit: "A region holds focus for good."
        case .unreachableTarget: "A task target that focus never reaches."
        case .unreachableForUser: "A task target that a user's navigation can never hit in time."
        case .missingFromOrder: "An interactive element left out of the focus order."
        case .smallTarget: "A target smaller than the platform's minimum size."
        case .positiveTabindex: "A web element with a positive tabindex, which reorders the Tab sequence."
        case .invisibleFocus: "An element on which focus is not drawn."
        case .inputPurpose: "A field collecting personal data without the matching autocomplete token (WCAG 1.3.5)."
        }
    }

    static func repair(_ kind: LintFinding.Kind) -> String {
        switch kind {
        case .readingOrder: "Order the elements as they are read: top to bottom, then in the reading direction."
        case .regionOrder: "Consider putting the regions in the document in the sequence they are drawn in."
        case .dialogDoesNotTakeFocus: "Move focus into the dialog when it opens."
        case .dialogDoesNotReturnFocus: "Return focus to the control that opened the dialog when it closes."
        case .focusThrownToTop: "Keep focus on, or next to, the changed content."
        case .trap, .trapWithoutExit: "Let focus leave the region with the usual navigation."
        case .unreachableTarget: "Put the target in the focus order, outside any trap."
        case .unreachableForUser: "Give the target more time or room: larger, earlier in the order, or in its own group."
        case .missingFromOrder: "Add the element to the focus order."
        case .smallTarget: "Make the target at least 44 pt (iOS), 48 dp (Android) or 24 CSS px (web) on each side."
        case .positiveTabindex: "Use tabindex 0 and order the elements in the document instead."
        case .invisibleFocus: "Draw a visible focus indicator on the element."
        case .inputPurpose: "Give the field the autocomplete token of the data it collects, so the browser can fill it."
        }
    }

    /// The text of a finding's result: its explanation and the saving per user.
    static func message(_ finding: LintFinding) -> String {
        var text = finding.explanation
        let costs = finding.costs.filter { $0.comparison != nil }
        if !costs.isEmpty {
            text += "; repairing it: " + costs.map { "\($0.user) \(LintText.effect($0.comparison!.difference))" }
                .joined(separator: ", ") + " (mean, 95% CI)"
        }
        return text
    }
}
