import FocusModel

/// An imported page's order checked against the page's blocks
/// (`LayoutBlock`). Columns that each hold at least `minimumRegionSize`
/// elements are regions: an order that reads each region whole but takes
/// the regions in another sequence than they are drawn (a cart column
/// before the form beside it, as Bootstrap's `order-md-last` draws it) is
/// advice, with what reading them in the drawn sequence would save; an
/// order that is out of step inside a region (a field before the one drawn
/// above it) fails WCAG 2.4.3 Focus Order. Repairs move whole regions or
/// reorder inside them, never split a region.
enum RegionReadingOrder {
    /// Elements a column needs to be a region (an assumption: a label and
    /// its field side by side are two elements, a column of content more).
    static let minimumRegionSize = 3

    static func findings(order: NamedOrder, layout: LayoutBlock) -> [LintFinding] {
        var position: [String: Int] = [:]
        for (index, id) in order.elementIDs.enumerated() where position[id] == nil { position[id] = index }
        let authors = sequence(layout, position: position, regionsAsOrdered: true)
        let drawn = layout.elementIDs
        var authorRank: [String: Int] = [:]
        for (index, id) in authors.enumerated() { authorRank[id] = index }
        let compared = order.elementIDs.filter { authorRank[$0] != nil }
        let rest = order.elementIDs.filter { authorRank[$0] == nil }
        var findings: [LintFinding] = []

        let inversions = Inversions(compared, rank: authorRank)
        if inversions.count > 0 {
            let pairs = inversions.firstPairs
            let shown = pairs.prefix(3).map { "\($0[0]) before \($0[1])" }.joined(separator: ", ")
            let regions = authors == drawn ? "" : " inside its regions"
            var finding = LintFinding(
                kind: .readingOrder, elementIDs: inversions.involved,
                explanation: "order '\(order.name)' departs from the order the page is drawn in\(regions): "
                    + "Kendall distance \(inversions.count) (\(shown)\(inversions.count > 3 ? ", ..." : ""))",
                repair: .readingOrder(order: order.name, ids: compared.sorted { authorRank[$0]! < authorRank[$1]! } + rest))
            finding.invertedPairs = pairs
            finding.kendallDistance = inversions.count
            findings.append(finding)
        }

        let inOrder = Set(compared)
        if authors.filter(inOrder.contains) != drawn.filter(inOrder.contains) {
            let moved = sequence(layout, position: position, regionsAsOrdered: false).filter(inOrder.contains)
            var finding = LintFinding(
                kind: .regionOrder, elementIDs: regionHeads(layout, position: position),
                explanation: "order '\(order.name)' reads the page's regions in another sequence than they are drawn "
                    + "(\(describe(layout, position: position))); each region is read whole",
                repair: .regionSequence(order: order.name, ids: moved + rest))
            finding.isAdvice = true
            findings.append(finding)
        }
        return findings
    }

    /// The block's ids in reading order. At each split into regions the
    /// regions come in the order's sequence (`regionsAsOrdered`) or in the
    /// drawn sequence with each region's elements in the order's sequence.
    static func sequence(_ block: LayoutBlock, position: [String: Int], regionsAsOrdered: Bool) -> [String] {
        switch block {
        case let .line(ids): return ids
        case let .stripes(blocks): return blocks.flatMap { sequence($0, position: position, regionsAsOrdered: regionsAsOrdered) }
        case let .columns(blocks):
            guard isRegionSplit(blocks) else {
                return blocks.flatMap { sequence($0, position: position, regionsAsOrdered: regionsAsOrdered) }
            }
            if regionsAsOrdered {
                let keyed = blocks.map { (first($0, position: position), $0) }
                return keyed.enumerated().sorted { a, b in
                    a.element.0 != b.element.0 ? a.element.0 < b.element.0 : a.offset < b.offset
                }.flatMap { sequence($0.element.1, position: position, regionsAsOrdered: true) }
            }
            return blocks.flatMap { region in
                region.elementIDs.enumerated().sorted { a, b in
                    let pa = position[a.element] ?? Int.max, pb = position[b.element] ?? Int.max
                    return pa != pb ? pa < pb : a.offset < b.offset
                }.map(\.element)
            }
        }
    }

    static func isRegionSplit(_ blocks: [LayoutBlock]) -> Bool {
        blocks.filter { $0.count >= minimumRegionSize }.count >= 2
    }

    /// Where the order first enters the block; blocks it never enters last.
    static func first(_ block: LayoutBlock, position: [String: Int]) -> Int {
        block.elementIDs.compactMap { position[$0] }.min() ?? Int.max
    }

    /// The regions of the first split whose sequence the order changes, as
    /// "the region of 'a' (n elements) before the region of 'b' (m elements)".
    static func describe(_ layout: LayoutBlock, position: [String: Int]) -> String {
        guard let blocks = firstReorderedSplit(layout, position: position) else { return "" }
        let asOrdered = blocks.sorted { first($0, position: position) < first($1, position: position) }
        let drawnText = blocks.map { "'\($0.elementIDs.first ?? "")'" }.joined(separator: ", ")
        return "it takes " + asOrdered.map(name).joined(separator: " before ") + "; drawn: " + drawnText
    }

    static func regionHeads(_ layout: LayoutBlock, position: [String: Int]) -> [String] {
        (firstReorderedSplit(layout, position: position) ?? []).compactMap(\.elementIDs.first)
    }

    static func name(_ block: LayoutBlock) -> String {
        "the region of '\(block.elementIDs.first ?? "")' (\(block.count) element\(block.count == 1 ? "" : "s"))"
    }

    static func firstReorderedSplit(_ block: LayoutBlock, position: [String: Int]) -> [LayoutBlock]? {
        switch block {
        case .line: return nil
        case let .stripes(blocks): return blocks.lazy.compactMap { firstReorderedSplit($0, position: position) }.first
        case let .columns(blocks):
            if isRegionSplit(blocks) {
                let keys = blocks.map { first($0, position: position) }
                if keys != keys.sorted() { return blocks }
            }
            return blocks.lazy.compactMap { firstReorderedSplit($0, position: position) }.first
        }
    }
}
