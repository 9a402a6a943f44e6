import FocusModel

/// Compares an order with the reading order the platform derives from the
/// layout (`ReadingOrder`): every pair of elements the two put the other way
/// round is an inversion, and their count is the Kendall distance.
enum ReadingOrderCheck {
    static func findings(_ scenario: Scenario, order: NamedOrder) throws(ReadingOrderError) -> [LintFinding] {
        // An imported page's frames are the browser's layout, so its orders are
        // checked against what is drawn, region by region; a hand-written page against the Tab rule.
        // Scan groups (forms, fieldsets, landmarks) are not drawn blocks: a form's
        // frame spans both columns of a page, so the cut looks at the elements alone.
        if scenario.source?.kind == .web {
            let layout = try ReadingOrder.drawnLayout(elements: scenario.elements, groups: [],
                                                      direction: scenario.direction)
            // WCAG 2.4.3 is about the sequence of what takes focus: the text a
            // screen reader reads between controls (a price beside its item's
            // name) is drawn in the layout's own sequence, not a focus-order failure.
            let controls = Set(scenario.elements.filter(\.role.isControl).map(\.id))
            var focusable = order
            focusable.elementIDs = order.elementIDs.filter(controls.contains)
            return RegionReadingOrder.findings(order: focusable, layout: layout)
        }
        let derived = try ReadingOrder.derive(for: scenario)
        var rank: [String: Int] = [:]
        for (index, id) in derived.enumerated() { rank[id] = index }
        let compared = order.elementIDs.filter { rank[$0] != nil }
        let inversions = Inversions(compared, rank: rank)
        if inversions.count == 0 { return [] }
        let pairs = inversions.firstPairs
        let shown = pairs.prefix(3).map { "\($0[0]) before \($0[1])" }.joined(separator: ", ")
        let more = inversions.count > 3 ? ", ..." : ""
        // Only the order's own elements are rearranged; the rest keep their places at the end.
        let repaired = compared.sorted { rank[$0]! < rank[$1]! } + order.elementIDs.filter { rank[$0] == nil }
        var finding = LintFinding(
            kind: .readingOrder, elementIDs: inversions.involved,
            explanation: "order '\(order.name)' departs from the \(scenario.platform.rawValue) reading order: "
                + "Kendall distance \(inversions.count) (\(shown)\(more))",
            repair: .readingOrder(order: order.name, ids: repaired))
        finding.invertedPairs = pairs
        finding.kendallDistance = inversions.count
        return [finding]
    }
}
