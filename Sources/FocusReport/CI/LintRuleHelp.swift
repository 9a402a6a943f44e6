import FocusLint

/// What each kind of lint finding means, what it costs and how to repair
/// it: the rule descriptions and help of SARIF (code-scanning dashboards
/// show them beside each alert) and docs/lint-rules.md.
enum LintRuleHelp {
    /// Where the rules are documented, one heading per rule (`#smalltarget`).
    static let documentation = "https://github.com/focusbench/focusbench/blob/main/docs/lint-rules.md"

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

    /// What the failure costs the people it affects, in a sentence.
    static func cost(_ kind: LintFinding.Kind) -> String {
        switch kind {
        case .readingOrder:
            "Screen-reader, keyboard and switch users meet the fields out of the order they are read in and move back and forth to follow the form."
        case .regionOrder:
            "Keyboard and switch users pass through a whole region before the one drawn first; each region still reads whole."
        case .dialogDoesNotTakeFocus:
            "Keyboard, switch and screen-reader users must find the dialog themselves, moving through the screen behind it."
        case .dialogDoesNotReturnFocus, .focusThrownToTop:
            "Keyboard, switch and screen-reader users start again from the top of the screen to get back to where they were."
        case .trap: "Every user who moves through the region must find and activate its exit first."
        case .trapWithoutExit: "Users who move by focus cannot finish the task at all."
        case .unreachableTarget: "Users who move by focus cannot finish the task at all."
        case .unreachableForUser: "This user cannot finish the task with their navigation and timing."
        case .missingFromOrder: "Users who move by focus cannot use the element."
        case .smallTarget:
            "Point-scanning users miss small targets more often (the simulated cost); so do people with tremor (WCAG 2.5.8's rationale)."
        case .positiveTabindex: "Keyboard users meet the element out of the document's order."
        case .invisibleFocus: "Sighted keyboard and switch users lose track of where focus is."
        case .inputPurpose:
            "Every user types data the browser could have filled in; for switch users each character is a scan."
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

    /// The WCAG 2.2 success criterion the failure is nearest to.
    static func criterion(_ kind: LintFinding.Kind) -> String {
        switch kind {
        case .readingOrder, .dialogDoesNotTakeFocus, .dialogDoesNotReturnFocus, .focusThrownToTop, .positiveTabindex:
            "WCAG 2.2 success criterion 2.4.3 Focus Order"
        case .regionOrder: "WCAG 2.2 success criterion 2.4.3 Focus Order (advice: each region keeps its meaning when read whole)"
        case .inputPurpose: "WCAG 2.2 success criterion 1.3.5 Identify Input Purpose"
        case .trap, .trapWithoutExit: "WCAG 2.2 success criterion 2.1.2 No Keyboard Trap"
        case .unreachableTarget, .missingFromOrder: "WCAG 2.2 success criterion 2.1.1 Keyboard"
        case .unreachableForUser:
            "WCAG 2.2 success criterion 2.1.1 Keyboard (the nearest; no criterion covers scanning timing: assumption)"
        case .smallTarget:
            "WCAG 2.2 success criterion 2.5.8 Target Size (Minimum) on the web; the platform's guidance on iOS and Android"
        case .invisibleFocus: "WCAG 2.2 success criterion 2.4.7 Focus Visible"
        }
    }

    /// The rule's help as Markdown: what fails, what it costs, how to fix it, the criterion.
    static func markdown(_ kind: LintFinding.Kind) -> String {
        "**What fails:** \(summary(kind))\n\n**What it costs:** \(cost(kind))\n\n**How to fix it:** \(repair(kind))\n\n"
            + "**Criterion:** \(criterion(kind))\n\nEach alert gives the time its repair saves every checked user "
            + "(mean and 95% CI, simulated on common random numbers)."
    }

    static func helpURI(_ kind: LintFinding.Kind) -> String { documentation + "#" + kind.rawValue.lowercased() }

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
