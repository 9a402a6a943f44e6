import FocusModel

/// The groups group scanning uses on a screen whose scenario declares none.
///
/// Apple does not publish how Switch Control groups items; it groups by the
/// accessibility container hierarchy, which a scenario without `groups` does
/// not record. The rule here is an assumption that stands in for the two
/// containers screens have most: table sections and rows.
///
/// - Sections: every heading with a frame starts a section that holds the
///   elements below it (by the top of their frames) down to the next heading;
///   elements above the first heading form a section of their own. When this
///   cuts the screen into at least two sections, each section of two or more
///   elements is a group (a UIKit table section is one container, begun by
///   its header).
/// - Rows otherwise: elements whose vertical extents overlap (row-column
///   mode's rule) share a row, and each row of two or more elements is a group.
///
/// Elements without a frame stay ungrouped; a screen where no element has
/// one gets no groups (item scanning).
package enum AutomaticGroups {
    public static func groups(of scenario: Scenario) -> [Group] {
        let framed = scenario.elements.filter { $0.frame != nil }
        if framed.isEmpty { return [] }
        let headings = framed.filter { $0.role == .heading }.sorted { $0.frame!.y < $1.frame!.y }
        var sections: [(name: String, members: [String])] = [("top", [])]
        sections += headings.map { ("section \($0.label)", []) }
        for element in framed {
            let top = element.frame!.y
            // Section 0 is above every heading; section k + 1 begins at heading k.
            let index = headings.lastIndex { $0.frame!.y <= top }.map { $0 + 1 } ?? 0
            sections[index].members.append(element.id)
        }
        let nonEmpty = sections.filter { !$0.members.isEmpty }
        if nonEmpty.count >= 2 {
            return nonEmpty.filter { $0.members.count >= 2 }.map { Group(id: $0.name, memberIDs: $0.members) }
        }
        var frames: [String: Frame] = [:]
        for element in framed { frames[element.id] = element.frame }
        return ScanUnits.rows(order: framed.map(\.id), frames: frames).enumerated()
            .filter { $0.element.count >= 2 }
            .map { Group(id: "row \($0.offset + 1)", memberIDs: $0.element) }
    }
}
