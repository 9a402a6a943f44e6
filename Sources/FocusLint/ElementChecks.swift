import FocusModel

/// Checks of single elements: left out of the order, too small to hit,
/// a positive tabindex, focus not drawn.
enum ElementChecks {
    static func findings(_ scenario: Scenario, order: NamedOrder) -> [LintFinding] {
        missingFromOrder(scenario, order: order) + smallTargets(scenario) + positiveTabindex(scenario)
            + invisibleFocus(scenario) + InputPurposeCheck.findings(scenario)
    }

    /// Interactive screen elements the order never visits (dialog and
    /// inserted elements join the order when they appear, so they are not checked).
    static func missingFromOrder(_ scenario: Scenario, order: NamedOrder) -> [LintFinding] {
        let listed = Set(order.elementIDs)
        let targets = Set(scenario.task.map(\.target))
        return scenario.elements
            .filter { $0.isInteractive && !listed.contains($0.id) && ($0.tabindex ?? 0) >= 0 }
            .filter { !reachedByArrowKeys($0, scenario: scenario, listed: listed) }
            .map { element in
                LintFinding(kind: .missingFromOrder, elementIDs: [element.id],
                            explanation: "interactive '\(element.id)' is never focused: order '\(order.name)' leaves it out",
                            repair: nil,
                            notSimulatedReason: targets.contains(element.id)
                                ? "it is a task target, so the task cannot finish as it is (see the unreachable target)"
                                : "it is not a task target, so adding it changes no simulated time")
            }
    }

    /// A web radio group is one Tab stop: the radios the Tab sequence skips
    /// are reached with the arrow keys from the one it visits (HTML's
    /// sequential navigation), so they are not missing.
    static func reachedByArrowKeys(_ element: Element, scenario: Scenario, listed: Set<String>) -> Bool {
        guard scenario.platform == .web, element.role == .radioButton,
              let group = scenario.group(containing: element.id) else { return false }
        return group.memberIDs.contains { listed.contains($0) && scenario.element(id: $0)?.role == .radioButton }
    }

    /// Targets under the size of the rule that applies (`TargetSizeRule`):
    /// on the web, spaced ones and inline links pass; on iOS and Android the findings are advice.
    static func smallTargets(_ scenario: Scenario) -> [LintFinding] {
        let platform = scenario.platform
        let minimum = TargetSizeRule.minimum(platform)
        let unit = TargetSizeRule.unit(platform)
        let framed = scenario.allElements.filter { $0.frame != nil }
        // One index of every frame keeps both neighbour searches n log n.
        let index = FrameIndex(framed.map { $0.frame! })
        return scenario.allElements.compactMap { element in
            guard element.isInteractive, let frame = element.frame,
                  frame.width < minimum || frame.height < minimum,
                  !TargetSizeRule.isExempt(element, on: platform) else { return nil }
            if TargetSizeRule.hasSpacingException(platform) {
                // Only targets within one minimum of the frame can meet its circle or hold a circle it meets.
                let near = Frame(x: frame.x - minimum, y: frame.y - minimum,
                                 width: frame.width + 2 * minimum, height: frame.height + 2 * minimum)
                let others = index.overlapping(near).map { framed[$0] }.filter { other in
                    other.id != element.id && other.isInteractive
                }.map { other in
                    (frame: other.frame!, undersized: other.frame!.width < minimum || other.frame!.height < minimum)
                }
                if TargetSizeRule.isSpaced(frame, among: others) { return nil }
            }
            var finding = smallTarget(element, frame: frame, minimum: minimum, unit: unit, scenario: scenario,
                                      index: index, framed: framed)
            finding.isAdvice = TargetSizeRule.isAdvice(platform)
            return finding
        }
    }

    private static func smallTarget(_ element: Element, frame: Frame, minimum: Double, unit: String,
                                    scenario: Scenario, index: FrameIndex, framed: [Element]) -> LintFinding {
        let width = max(frame.width, minimum), height = max(frame.height, minimum)
        let grown = Frame(x: frame.x - (width - frame.width) / 2, y: frame.y - (height - frame.height) / 2,
                          width: width, height: height)
        let rule = scenario.platform == .web
            ? "under WCAG 2.5.8's \(number(minimum)) \(unit) minimum and too close to other targets"
            : "under the platform's recommended \(number(minimum)) \(unit)"
        let explanation = "'\(element.id)' is \(number(frame.width)) x \(number(frame.height)) \(unit), \(rule)"
        // Growing in place onto a neighbour would time a screen nobody could build.
        let crowded = index.overlapping(grown).map { framed[$0] }.filter { other in
            other.id != element.id && !overlaps(frame, other.frame!)
        }.map(\.id)
        if !crowded.isEmpty {
            return LintFinding(
                kind: .smallTarget, elementIDs: [element.id], explanation: explanation, repair: nil,
                notSimulatedReason: "enlarged in place it would overlap "
                    + crowded.map { "'\($0)'" }.joined(separator: ", ") + ", so the repair needs a new layout")
        }
        return LintFinding(kind: .smallTarget, elementIDs: [element.id], explanation: explanation,
                           repair: .enlarge(element: element.id, frame: grown))
    }

    /// Whether two frames share some area (touching edges do not count).
    private static func overlaps(_ a: Frame, _ b: Frame) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    static func positiveTabindex(_ scenario: Scenario) -> [LintFinding] {
        guard scenario.platform == .web else { return [] }
        return scenario.allElements.compactMap { element in
            guard let tabindex = element.tabindex, tabindex > 0 else { return nil }
            return LintFinding(
                kind: .positiveTabindex, elementIDs: [element.id],
                explanation: "'\(element.id)' has tabindex \(tabindex), which pulls it ahead of the document order",
                repair: .removeTabindex(element: element.id))
        }
    }

    static func invisibleFocus(_ scenario: Scenario) -> [LintFinding] {
        scenario.allElements.filter { !$0.focusVisible }.map { element in
            LintFinding(kind: .invisibleFocus, elementIDs: [element.id],
                        explanation: "focus on '\(element.id)' is not drawn, so sighted keyboard and switch users "
                            + "must search for it",
                        repair: .showFocus(element: element.id))
        }
    }

    private static func number(_ value: Double) -> String {
        abs(value) <= JSONValue.wholeNumbersExact && value == value.rounded() ? String(Int(value)) : String(value)
    }
}
