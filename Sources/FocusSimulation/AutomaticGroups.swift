import FocusModel

/// The groups group scanning uses for the elements no scenario group holds.
///
/// Apple does not publish how Switch Control groups items; it groups by the
/// accessibility container hierarchy, which a scenario records only as its
/// `groups`. The rule here is an assumption that stands in for the
/// containers screens have most, the layout's columns first:
///
/// - Columns, by a recursive XY cut: where vertical lines crossing no
///   element split a part of the screen into pieces, at least two of which
///   hold elements stacked one above another, and whose rows do not line up
///   as a table's do, those pieces are columns (each cut again inside); otherwise the part is cut across at its widest gaps
///   and each piece is cut again. Each column is a region, and the pieces
///   between column layouts form one region each. A page without columns is
///   one region.
/// - Sections, inside a region: every heading starts a section that holds the
///   region's elements below it (by the top of their frames) down to the next
///   heading; elements above the first heading form a section of their own.
///   When this cuts the region into at least two sections, each section of two
///   or more elements is a group (a UIKit table section is one container,
///   begun by its header). A heading never reaches across a column.
/// - Otherwise, on a page with columns, a region of two or more elements is
///   one group (a column is one container); on a page without columns, rows:
///   elements whose vertical extents overlap (row-column mode's rule) share a
///   row, and each row of two or more elements is a group.
///
/// Elements without a frame or in a scenario group stay out; a screen where
/// no other element has a frame gets no automatic groups.
package enum AutomaticGroups {
    /// - Complexity: O(n log n) for the regions and sections; the rows of a
    ///   page without columns are row-column mode's (`ScanUnits.rows`).
    public static func groups(of scenario: Scenario, besides declared: [Group] = []) -> [Group] {
        let taken = Set(declared.flatMap(\.memberIDs))
        let framed = scenario.elements.filter { $0.frame != nil && !taken.contains($0.id) }
        if framed.isEmpty { return [] }
        let regions = ScreenRegions.regions(of: framed)
        if regions.count == 1 {
            if let sections = sections(of: framed, name: { $0.map { "section \($0)" } ?? "top" }) { return sections }
            var frames: [String: Frame] = [:]
            for element in framed { frames[element.id] = element.frame }
            return ScanUnits.rows(order: framed.map(\.id), frames: frames).enumerated()
                .filter { $0.element.count >= 2 }
                .map { Group(id: "row \($0.offset + 1)", memberIDs: $0.element) }
        }
        return regions.enumerated().flatMap { number, region -> [Group] in
            let name = "region \(number + 1)"
            if let sections = sections(of: region, name: { "\(name) " + ($0.map { "section \($0)" } ?? "top") }) {
                return sections
            }
            return region.count >= 2 ? [Group(id: name, memberIDs: region.map(\.id))] : []
        }
    }

    /// The heading sections of `elements` when headings cut them into at
    /// least two, as groups of two or more; nil when they do not.
    /// `name` gets a heading's label, or nil for the section above the first heading.
    private static func sections(of elements: [Element], name: (String?) -> String) -> [Group]? {
        let headings = elements.filter { $0.role == .heading }.sorted { $0.frame!.y < $1.frame!.y }
        var sections: [(name: String, members: [String])] = [(name(nil), [])]
        sections += headings.map { (name($0.label), []) }
        for element in elements {
            let top = element.frame!.y
            // Section 0 is above every heading; section k + 1 begins at heading k.
            let index = headings.lastIndex { $0.frame!.y <= top }.map { $0 + 1 } ?? 0
            sections[index].members.append(element.id)
        }
        let nonEmpty = sections.filter { !$0.members.isEmpty }
        guard nonEmpty.count >= 2 else { return nil }
        return nonEmpty.filter { $0.members.count >= 2 }.map { Group(id: $0.name, memberIDs: $0.members) }
    }
}

/// The layout's regions: the columns of the parts of the screen laid out in
/// columns, and the parts between them, by a recursive XY cut. An
/// assumption standing for the containers (columns, landmarks, forms) a
/// capture does not record.
enum ScreenRegions {
    /// Regions in reading sequence (top to bottom, columns left to right),
    /// each with its elements in the given sequence.
    /// - Precondition: every element has a frame.
    /// - Complexity: O(n log n) per level of the cut; the levels are the
    ///   nested layouts and the distinct gap sizes between rows, a handful on
    ///   a screen, so the whole stays far below O(n² log n), its worst case.
    static func regions(of elements: [Element]) -> [[Element]] {
        let position = Dictionary(uniqueKeysWithValues: elements.enumerated().map { ($0.element.id, $0.offset) })
        return cut(elements).regions.map { $0.sorted { position[$0.id]! < position[$1.id]! } }
    }

    /// The regions of `elements`, and whether a column layout made them.
    /// Vertical cuts come first: parts of which at least two hold elements
    /// stacked one above another are columns (side-by-side fields of one row
    /// are not). Otherwise the part is cut across at its widest gaps and the
    /// pieces are cut again; pieces without columns join back into one region.
    private static func cut(_ elements: [Element]) -> (regions: [[Element]], columns: Bool) {
        let columns = cuts(elements, start: { $0.x }, end: { $0.x + $0.width }, widestOnly: false)
        let stacked = columns.filter { cuts($0, start: { $0.y }, end: { $0.y + $0.height }, widestOnly: false).count >= 2 }
        if columns.count >= 2, stacked.count >= 2, !isTable(columns) {
            return (columns.flatMap { cut($0).regions }, true)
        }
        let bands = cuts(elements, start: { $0.y }, end: { $0.y + $0.height }, widestOnly: true)
        if bands.count < 2 { return ([elements], false) }
        var regions: [[Element]] = []
        var plain: [Element] = []
        for band in bands {
            let part = cut(band)
            if part.columns {
                if !plain.isEmpty { regions.append(plain) }
                plain = []
                regions += part.regions
            } else {
                plain += part.regions.flatMap { $0 }
            }
        }
        if !plain.isEmpty { regions.append(plain) }
        return (regions, regions.count > 1)
    }

    /// Whether the pieces line up row by row, as a list's label and its
    /// delete button or a checkbox and its label do: every element of each
    /// piece overlaps (vertically) an element of every other piece. A table's
    /// containers are its rows, not its columns.
    /// - Complexity: O(n log n) per pair of pieces.
    private static func isTable(_ pieces: [[Element]]) -> Bool {
        let spans = pieces.map { piece in
            piece.map { (top: $0.frame!.y, bottom: $0.frame!.y + $0.frame!.height) }.sorted { $0.top < $1.top }
        }
        for (index, piece) in spans.enumerated() {
            for (otherIndex, other) in spans.enumerated() where otherIndex != index {
                // The lowest bottom among the other piece's first k spans (by top).
                var furthest: [Double] = []
                for span in other { furthest.append(max(furthest.last ?? -.infinity, span.bottom)) }
                for span in piece {
                    // The other piece's spans that start above this one's bottom.
                    var low = 0, high = other.count
                    while low < high {
                        let middle = (low + high) / 2
                        if other[middle].top < span.bottom { low = middle + 1 } else { high = middle }
                    }
                    if low == 0 || furthest[low - 1] <= span.top { return false }
                }
            }
        }
        return true
    }

    /// `elements` split by lines (across the axis) that cross none of them:
    /// sorted by start, a gap is where the start is past the furthest end so
    /// far. With `widestOnly`, only the widest gaps cut.
    private static func cuts(_ elements: [Element], start: (Frame) -> Double, end: (Frame) -> Double,
                             widestOnly: Bool) -> [[Element]] {
        let sorted = elements.sorted { start($0.frame!) < start($1.frame!) }
        var gaps: [Double] = []
        var furthest = -Double.infinity
        for element in sorted {
            gaps.append(start(element.frame!) - furthest)
            furthest = max(furthest, end(element.frame!))
        }
        let widest = gaps.dropFirst().max() ?? 0
        let threshold = widestOnly ? max(widest, 0) : 0
        var parts: [[Element]] = []
        for (index, element) in sorted.enumerated() {
            if parts.isEmpty || (gaps[index] >= threshold && gaps[index] >= 0) {
                parts.append([element])
            } else {
                parts[parts.count - 1].append(element)
            }
        }
        return parts
    }
}
