/// The containers a web page marks up, as scenario groups, so that group
/// scanning follows them (docs/import.md): a `fieldset`, a `form`, and the
/// landmarks (`header`, `nav`, `main`, `aside`, `footer`, `section`, and an
/// element whose `role` names a landmark). How Switch Control groups a web
/// page is not published; following the containers WebKit exposes to
/// accessibility is an assumption.
enum WebContainers {
    static let containerTags: Set = ["fieldset", "form", "header", "nav", "main", "aside", "footer", "section"]
    static let landmarkRoles: Set = ["banner", "navigation", "main", "complementary", "contentinfo", "region", "search",
                                     "form", "group", "radiogroup"]

    /// `groups` (the radio groups) and, for the other stops, one group per
    /// innermost container holding two or more of them. A container holding
    /// every other stop says nothing and is left out; the stops no group holds
    /// are grouped by the automatic rule.
    /// - Complexity: O(n·d) for n stops nested d elements deep.
    static func groups(_ stops: [WebPageReader.Stop], dom: DOMIndex, besides groups: [[Int]]) -> [[Int]] {
        let taken = Set(groups.joined())
        var members: [Int: [Int]] = [:]
        var containers: [Int] = []
        let free = stops.indices.filter { !taken.contains($0) }
        for index in free {
            guard let container = innermostContainer(of: stops[index].node, dom: dom) else { continue }
            if members[container] == nil { containers.append(container) }
            members[container, default: []].append(index)
        }
        let found = containers.map { members[$0]! }.filter { $0.count >= 2 && $0.count < free.count }
        // Groups in document order, by their first stop.
        return (groups + found).sorted { $0[0] < $1[0] }
    }

    private static func innermostContainer(of node: Int, dom: DOMIndex) -> Int? {
        var current = dom[node]?.parent
        while let id = current, let element = dom[id] {
            if containerTags.contains(element.localName)
                || element.attributes["role"].map({ landmarkRoles.contains($0.lowercased()) }) == true {
                return id
            }
            current = element.parent
        }
        return nil
    }
}
