/// Groups from the view containers of an Android or iOS capture, so that
/// group scanning follows the screen's layout (docs/import.md): for each stop
/// no list, card or cell already groups, the innermost container holding two
/// or more such stops. A container holding every one of them says nothing
/// and is left out. Neither Switch Control nor Switch Access publishes how
/// it groups a screen's containers; this rule is an assumption, the same one
/// the web importer makes for `form`, `fieldset` and landmarks.
enum ContainerGroups {
    /// `groups` and the container groups, ordered by their first stop.
    /// `containers` are the paths of the nodes that count as containers;
    /// each element's `container` is its parent's path.
    /// - Complexity: O(n·d) path steps for n stops nested d deep.
    static func groups(_ elements: [ImportedElement], containers: Set<[Int]>, besides groups: [[Int]]) -> [[Int]] {
        let taken = Set(groups.joined())
        let free = elements.indices.filter { !taken.contains($0) }
        var counts: [[Int]: Int] = [:]
        for index in free {
            for prefix in prefixes(elements[index].container) where containers.contains(prefix) {
                counts[prefix, default: 0] += 1
            }
        }
        var members: [[Int]: [Int]] = [:]
        var order: [[Int]] = []
        for index in free {
            let chosen = prefixes(elements[index].container).last { containers.contains($0) && counts[$0, default: 0] >= 2 }
            guard let chosen else { continue }
            if members[chosen] == nil { order.append(chosen) }
            members[chosen, default: []].append(index)
        }
        let found = order.map { members[$0]! }.filter { $0.count >= 2 && $0.count < free.count }
        return (groups + found).sorted { $0[0] < $1[0] }
    }

    /// The path and every path above it, outermost first.
    private static func prefixes(_ path: [Int]) -> [[Int]] {
        (0...path.count).map { Array(path.prefix($0)) }
    }
}
